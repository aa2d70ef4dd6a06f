import type { Kysely } from 'kysely';
import { notNull } from './helpers.ts';

/**
 * Indexes for the catalogue at scale (unfiltered pages by id, an institute's own courses, a
 * learner's enrolments) and the stored institute performance figures of the dashboard (spec §2.13:
 * monthly revenue, growth and completion rate are reported figures, see decision 010).
 */
export function catalogueIndexesAndInstituteFigures() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('courses_active_id_idx')
        .on('courses')
        .columns(['is_active', 'id'])
        .execute();
      await db.schema
        .createIndex('courses_institute_active_idx')
        .on('courses')
        .columns(['institute_id', 'is_active'])
        .execute();
      await db.schema
        .createIndex('enrollments_course_created_idx')
        .on('enrollments')
        .columns(['course_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('institute_figures')
        .addColumn('institute_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('monthly_revenue_cents', 'integer')
        .addColumn('monthly_growth_percent', 'integer')
        .addColumn('completion_rate_percent', 'integer')
        .addColumn('updated_at', 'text', notNull)
        .execute();
    },
  };
}
