import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connect.ts';
import { notNull, withIdColumn } from './helpers.ts';

/**
 * Course runs (start dates with their own seats), the enrolment's run, the institute's
 * confirmation of a result (`passed`/`failed`: who, when, note) and the history of a learner's
 * progress changes. A run's write moves the catalogue's listing version (decision 155), as the card
 * shows the next start date.
 */
export function courseRunsAndConfirmedResults(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('course_runs'), engine)
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('start_date', 'text', notNull)
        .addColumn('end_date', 'text')
        .addColumn('location', 'text')
        .addColumn('seats', 'integer')
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('course_runs_course_start_idx')
        .on('course_runs')
        .columns(['course_id', 'start_date'])
        .execute();

      await db.schema
        .alterTable('enrollments')
        .addColumn('run_id', 'integer', (c) => c.references('course_runs.id').onDelete('set null'))
        .execute();
      await db.schema
        .alterTable('enrollments')
        .addColumn('confirmed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('enrollments').addColumn('confirmed_at', 'text').execute();
      await db.schema.alterTable('enrollments').addColumn('confirm_note', 'text').execute();
      await db.schema.createIndex('enrollments_run_idx').on('enrollments').column('run_id').execute();

      await withIdColumn(db.schema.createTable('enrollment_events'), engine)
        .addColumn('enrollment_id', 'integer', (c) =>
          c.notNull().references('enrollments.id').onDelete('cascade'),
        )
        .addColumn('progress', 'integer', notNull)
        .addColumn('status', 'text', notNull)
        .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('enrollment_events_enrollment_idx')
        .on('enrollment_events')
        .columns(['enrollment_id', 'id'])
        .execute();

      const BUMP = 'update catalogue_state set listing_version = listing_version + 1 where id = 1';
      for (const event of ['insert', 'update', 'delete']) {
        const name = `listing_version_course_runs_${event}`;
        await sql
          .raw(
            engine === 'postgres'
              ? `create trigger ${name} after ${event} on course_runs
                 for each statement execute function catalogue_listing_version_bump()`
              : `create trigger ${name} after ${event} on course_runs begin ${BUMP}; end`,
          )
          .execute(db);
      }
    },
  };
}
