import type { Kysely } from 'kysely';

/**
 * The institute's own id for an enrolment (a student number or the id in its student-information
 * system), so an integration matches our enrolments to its records. Free text, null when not set.
 */
export function enrollmentExternalId() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('enrollments').addColumn('external_id', 'text').execute();
    },
  };
}
