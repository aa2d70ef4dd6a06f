import type { Generated } from 'kysely';

/** The skills taxonomy (admin settings, spec §2.18). */
export interface SkillsTable {
  id: Generated<number>;
  name: string;
  category: string;
  cluster: string;
  /** JSON array of strings. */
  synonyms: string;
  createdAt: string;
}

/** An institute an admin verified: only its courses appear in the public catalogue. */
export interface InstituteVerificationsTable {
  instituteId: string;
  /** Null once the verifying admin's account is deleted. */
  verifiedBy: string | null;
  verifiedAt: string;
}

/** Table types of profile and administration; migration 008 creates them (and adds session columns). */
export interface ProfileAdminTables {
  skills: SkillsTable;
  instituteVerifications: InstituteVerificationsTable;
}
