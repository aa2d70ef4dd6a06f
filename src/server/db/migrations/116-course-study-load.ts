import type { Kysely } from 'kysely';

/**
 * What a course's credential states beyond its title (issue 46 part 6): `study_hours`, the study
 * load in hours (studiebelasting), and `validity_months`, how long a certificate of the course is
 * valid after it is awarded (the credential's `validUntil`). Null: not stated / valid without end.
 */
export function courseStudyLoad() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('courses').addColumn('study_hours', 'integer').execute();
      await db.schema.alterTable('courses').addColumn('validity_months', 'integer').execute();
    },
  };
}
