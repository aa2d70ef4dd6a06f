/**
 * How well a skill is shown, strongest first (decision 190). The order is the order of trust: a
 * credential anyone can verify, a result the institute confirmed, a completion the learner reported,
 * a credential whose signature holds but whose issuer we do not know (`claimed`, decision 405: anyone
 * can mint one, so it is a claim), a skill the user typed or a document they uploaded, nothing.
 */
export const EVIDENCE_LEVELS = [
  'verified',
  'confirmed',
  'self_reported',
  'claimed',
  'self_declared',
  'missing',
] as const;
export type EvidenceLevel = (typeof EVIDENCE_LEVELS)[number];

/**
 * What one skill at each level counts for in a match (0–1). Only evidence someone other than the
 * person vouches for counts: a credential anyone can check and a result the institute confirmed.
 * A completion the learner reported and a skill they typed are claims: shown beside the score,
 * never part of it (decision 305, which replaces the weights of decision 190).
 */
export const EVIDENCE_WEIGHTS: Record<EvidenceLevel, number> = {
  verified: 1,
  confirmed: 0.9,
  self_reported: 0,
  claimed: 0,
  self_declared: 0,
  missing: 0,
};

/** Levels that someone other than the person vouches for: they count in the match. */
export const VOUCHED_LEVELS: readonly EvidenceLevel[] = ['verified', 'confirmed'];

/** True for a level someone else vouches for (a credential or the institute's confirmation). */
export const isVouched = (level: EvidenceLevel) => VOUCHED_LEVELS.includes(level);

/** True for a claim: the person's own report or statement, shown but never counted. */
export const isClaim = (level: EvidenceLevel) =>
  level === 'self_reported' || level === 'claimed' || level === 'self_declared';

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
