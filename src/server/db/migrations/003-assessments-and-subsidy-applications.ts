import type { Kysely } from 'kysely';
import type { Engine } from '../connect.ts';
import { notNull, withIdColumn } from './helpers.ts';

export function assessmentsAndSubsidyApplications(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('assessments'), engine)
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('personality_type', 'text', notNull)
        .addColumn('answers', 'text', notNull)
        .addColumn('result', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('assessments_user_idx')
        .on('assessments')
        .columns(['user_id', 'created_at'])
        .execute();

      await withIdColumn(db.schema.createTable('subsidy_applications'), engine)
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('subsidy_type', 'text', notNull)
        .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('set null'))
        .addColumn('motivation', 'text', notNull)
        .addColumn('requested_amount_cents', 'integer', notNull)
        .addColumn('approved_amount_cents', 'integer')
        .addColumn('status', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('subsidy_applications_user_idx')
        .on('subsidy_applications')
        .column('user_id')
        .execute();
    },
  };
}
