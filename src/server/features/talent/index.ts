/** What other server features may use of the talent feature: the evidence model's loader (decision 190). */
export {
  loadSkillEvidence,
  loadSkillEvidenceForUsers,
  loadSkillIndex,
} from './evidence.ts';
