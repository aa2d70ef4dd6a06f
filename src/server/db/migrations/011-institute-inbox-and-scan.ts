import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connect.ts';

/**
 * The institute inbox: information requests get a handled state, and a user has at most
 * one open request per course (a partial unique index, which SQLite and PostgreSQL both support).
 * Older duplicate open requests are closed first so the index can be built on an existing database.
 */
export function instituteInboxAndScan(_engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('course_info_requests').addColumn('handled_at', 'text').execute();
      await db.schema
        .alterTable('course_info_requests')
        .addColumn('handled_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await sql`
        update course_info_requests set handled_at = created_at
        where handled_at is null and exists (
          select 1 from course_info_requests later
          where later.course_id = course_info_requests.course_id
            and later.user_id = course_info_requests.user_id
            and later.handled_at is null
            and later.id > course_info_requests.id
        )`.execute(db);
      await db.schema
        .createIndex('course_info_requests_one_open_uq')
        .on('course_info_requests')
        .columns(['user_id', 'course_id'])
        .unique()
        .where(sql.ref('handled_at'), 'is', null)
        .execute();
    },
  };
}
