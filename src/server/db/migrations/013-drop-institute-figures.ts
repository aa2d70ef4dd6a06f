import type { Kysely } from 'kysely';

/**
 * The institute dashboard computes every figure from the enrolments (decision
 * 115): the reported figures of migration 004 are no longer read, so their table goes.
 */
export function dropInstituteFigures() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropTable('institute_figures').ifExists().execute();
    },
  };
}
