import type { Kysely } from 'kysely';

/**
 * A verified institute's change of name, KvK number or website waits for an administrator: the
 * requested values are kept beside the ones in force (pending_*), which stay public until accepted.
 * A verification records what the administrator checked (KvK number, website, a free note).
 */
export function institutePendingChanges() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('institute_profiles').addColumn('pending_name', 'text').execute();
      await db.schema.alterTable('institute_profiles').addColumn('pending_website', 'text').execute();
      await db.schema.alterTable('institute_profiles').addColumn('pending_kvk_number', 'text').execute();
      // Which of the three fields the pending change touches (a change may clear a field to null).
      await db.schema.alterTable('institute_profiles').addColumn('pending_fields', 'text').execute();
      await db.schema.alterTable('institute_profiles').addColumn('pending_since', 'text').execute();
      await db.schema.alterTable('institute_verifications').addColumn('checked_kvk_number', 'text').execute();
      await db.schema.alterTable('institute_verifications').addColumn('checked_website', 'text').execute();
      await db.schema.alterTable('institute_verifications').addColumn('note', 'text').execute();
    },
  };
}
