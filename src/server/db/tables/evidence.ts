import type { Generated } from 'kysely';

/** A skill a talent typed themselves: evidence level self_declared (decision 190). */
export interface UserSkillsTable {
  id: Generated<number>;
  userId: string;
  name: string;
  /** The normalised label (src/domain/evidence normaliseLabel); unique per user. */
  nameKey: string;
  createdAt: string;
}

/** Table types of the evidence model; migration 030 creates them. */
export interface EvidenceTables {
  userSkills: UserSkillsTable;
}
