/**
 * How well a skill is shown, strongest first (decision 190). The order is the order of trust: a
 * credential anyone can verify, a result the institute confirmed, a completion the learner reported,
 * a skill the user typed or a document they uploaded, nothing.
 */
export const EVIDENCE_LEVELS = [
  'verified',
  'confirmed',
  'self_reported',
  'self_declared',
  'missing',
] as const;
export type EvidenceLevel = (typeof EVIDENCE_LEVELS)[number];

/** What one skill at each level counts for in a match (0–1); decision 190 explains the figures. */
export const EVIDENCE_WEIGHTS: Record<EvidenceLevel, number> = {
  verified: 1,
  confirmed: 0.9,
  self_reported: 0.6,
  self_declared: 0.3,
  missing: 0,
};

/** Lower is stronger: the level's place in EVIDENCE_LEVELS. */
export const evidenceRank = (level: EvidenceLevel) => EVIDENCE_LEVELS.indexOf(level);

/** The stronger of two levels. */
export const strongerEvidence = (a: EvidenceLevel, b: EvidenceLevel): EvidenceLevel =>
  evidenceRank(a) <= evidenceRank(b) ? a : b;

/**
 * The level an enrolment's status gives the course's skills: `passed` is confirmed by the
 * institute, `completed` is the learner's own 100 %; anything else (enrolled, failed) shows nothing.
 */
export function enrollmentEvidence(status: string): EvidenceLevel | null {
  if (status === 'passed') return 'confirmed';
  if (status === 'completed') return 'self_reported';
  return null;
}
