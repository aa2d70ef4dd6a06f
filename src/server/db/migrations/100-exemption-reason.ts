import type { Kysely } from 'kysely';

/**
 * The reason an institute gave for confirming a pass before the run's start date (an exemption,
 * e.g. on the basis of earlier acquired competences). Null for every ordinary confirmation.
 */
export function exemptionReason() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('enrollments').addColumn('exemption_reason', 'text').execute();
    },
  };
}
