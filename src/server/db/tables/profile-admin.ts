import type { ColumnType, Generated } from 'kysely';

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
  /** Migration 076: what the administrator checked when verifying. */
  checkedKvkNumber: ColumnType<string | null, string | null | undefined, string | null>;
  checkedWebsite: ColumnType<string | null, string | null | undefined, string | null>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Table types of profile and administration; migration 008 creates them (and adds session columns). */
export interface ProfileAdminTables {
  skills: SkillsTable;
  instituteVerifications: InstituteVerificationsTable;
}
