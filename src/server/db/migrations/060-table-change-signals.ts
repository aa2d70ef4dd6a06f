import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connect.ts';
import { CHANGE_CHANNEL } from '../table-changes.ts';

/**
 * The tables the in-process answer caches are made of (decision 252). On PostgreSQL a statement
 * trigger on each sends NOTIFY at commit, so every process drops what it cached from that table;
 * SQLite needs none (one process writes; another connection's commit moves data_version). A cache
 * built from a table that is not listed here must add the table in a new migration.
 */
export const SIGNALLED_TABLES = [
  'users',
  'sessions',
  'user_settings',
  'notifications',
  'enrollments',
  'courses',
  'course_runs',
  'catalogue_state',
  'institute_verifications',
  'assessments',
  'subsidy_applications',
  'vacancies',
  'applications',
  'user_skills',
  'credentials',
  'skills',
] as const;
export type SignalledTable = (typeof SIGNALLED_TABLES)[number];

export function tableChangeSignals(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      await sql`
        create or replace function notify_table_change() returns trigger language plpgsql as $$
        begin
          perform pg_notify(${sql.lit(CHANGE_CHANNEL)}, tg_table_schema || '.' || tg_table_name);
          return null;
        end $$`.execute(db);
      for (const table of SIGNALLED_TABLES) {
        await sql`
          create trigger ${sql.raw(`${table}_changed`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function notify_table_change()`.execute(db);
      }
    },
  };
}
