import { meetsSkill, type SkillIndex, type SkillKey, skillKey, taxonomySkillOf } from './identity.ts';
import { type EvidenceLevel, evidenceRank, strongerEvidence } from './levels.ts';

/** Where a piece of evidence comes from. */
export type EvidenceSourceKind = 'credential' | 'enrollment' | 'user_skill' | 'document';

/** One piece of evidence for one skill label. */
export interface EvidenceSource {
  kind: EvidenceSourceKind;
  /** The credential, enrolment, user skill or document id. */
  id: string;
  level: Exclude<EvidenceLevel, 'missing'>;
  /** The skill as the source names it. */
  skill: string;
  /** What the source is, for people: the course title, the document's name, … */
  title: string;
  /** Who vouches for it (a credential's issuer, the institute of a confirmed result). */
  issuer?: EvidenceIssuer;
  /** Where the evidence can be seen (a verify page, the course page), relative or absolute. */
  url?: string | null;
}

/** The issuer behind a piece of evidence, and how far we know it (decision 405). */
export interface EvidenceIssuer {
  /** Its name: for an `unknown` issuer only what it says of itself. */
  name: string;
  /** Its DID (credentials) or null (an institute's confirmation). */
  id: string | null;
  trust: 'platform' | 'listed' | 'unknown';
}

/** A user's evidence for one skill (one identity): its best level and every source. */
export interface SkillEvidence {
  /** The taxonomy name when the skill is in the taxonomy, else the label as first given. */
  name: string;
  /** The taxonomy skill's id, or null for a free-text skill. */
  skillId: number | null;
  key: SkillKey;
  level: Exclude<EvidenceLevel, 'missing'>;
  /** Strongest first. */
  sources: EvidenceSource[];
}

/**
 * Groups sources by skill identity; each skill gets the strongest level among its sources.
 * Sorted strongest first, then by name.
 */
export function collectEvidence(index: SkillIndex, sources: EvidenceSource[]): SkillEvidence[] {
  const bySkill = new Map<SkillKey, SkillEvidence>();
  for (const source of sources) {
    const key = skillKey(index, source.skill);
    if (key === '') continue;
    const found = bySkill.get(key);
    if (found) {
      found.level = strongerEvidence(found.level, source.level) as SkillEvidence['level'];
      found.sources.push(source);
    } else {
      const skill = taxonomySkillOf(index, source.skill);
      bySkill.set(key, {
        name: skill?.name ?? source.skill.trim(),
        skillId: skill?.id ?? null,
        key,
        level: source.level,
        sources: [source],
      });
    }
  }
  const list = [...bySkill.values()];
  for (const e of list) e.sources.sort((a, b) => evidenceRank(a.level) - evidenceRank(b.level));
  return list.sort(
    (a, b) => evidenceRank(a.level) - evidenceRank(b.level) || a.name.localeCompare(b.name, 'nl'),
  );
}

/** The level a user's evidence gives a skill label ('missing' when none). */
export function evidenceFor(index: SkillIndex, evidence: SkillEvidence[], label: string): EvidenceLevel {
  return evidenceOf(index, evidence, label)?.level ?? 'missing';
}

/**
 * A user's evidence for a skill label, with its sources; undefined when none. The label's own skill,
 * or a narrower one by the taxonomy (decision 465), whichever is strongest; the same skill wins a tie.
 * `name` of the answer says which skill of the evidence met the label.
 */
export function evidenceOf(
  index: SkillIndex,
  evidence: SkillEvidence[],
  label: string,
): SkillEvidence | undefined {
  const key = skillKey(index, label);
  if (key === '') return undefined;
  let best: SkillEvidence | undefined;
  for (const e of evidence) {
    if (!meetsSkill(index, e.key, key)) continue;
    const rank = evidenceRank(e.level) - (best ? evidenceRank(best.level) : Number.POSITIVE_INFINITY);
    if (rank < 0 || (rank === 0 && e.key === key)) best = e;
  }
  return best;
}
