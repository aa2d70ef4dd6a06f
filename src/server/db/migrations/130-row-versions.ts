import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connect.ts';

/**
 * A version per row of the resources a client may write with `If-Match` (decision 427): `version`
 * starts at 1 and goes up by one with every change of the row, whichever code makes it (a trigger
 * raises it on every UPDATE that did not raise it itself), so the write of a checked PATCH/PUT can
 * compare the version its client read in its own `UPDATE … WHERE version = …`. A resource kept in
 * two tables raises its main row's version when its second table changes too (an institute's
 * settings: `users` and `institute_profiles`).
 */
const VERSIONED = [
  ['users', 'id'],
  ['user_settings', 'user_id'],
  ['email_preferences', 'user_id'],
  ['courses', 'id'],
  ['vacancies', 'id'],
  ['subsidy_applications', 'id'],
  ['ooapi_sources', 'institute_id'],
] as const;

/** Second tables of a resource: a change there raises the version of the main row. */
const PARTS = [['institute_profiles', 'user_id', 'users', 'id']] as const;

export function rowVersions(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      for (const [table] of VERSIONED) {
        await db.schema
          .alterTable(table)
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
      }
      if (engine === 'postgres') {
        await sql`
          create or replace function raise_row_version() returns trigger language plpgsql as $$
          begin
            new.version := old.version + 1;
            return new;
          end $$`.execute(db);
        for (const [table] of VERSIONED) {
          await sql`
            create trigger ${sql.raw(`${table}_version`)}
            before update on ${sql.table(table)}
            for each row when (new.version = old.version) execute function raise_row_version()`.execute(db);
        }
        for (const [part, fk, main, key] of PARTS) {
          await sql
            .raw(`
            create or replace function raise_${main}_version_from_${part}() returns trigger language plpgsql as $$
            begin
              update ${main} set version = version + 1 where ${key} = new.${fk};
              return null;
            end $$`)
            .execute(db);
          await sql
            .raw(`
            create trigger ${part}_raises_${main}_version
            after insert or update on ${part}
            for each row execute function raise_${main}_version_from_${part}()`)
            .execute(db);
        }
        return;
      }
      // SQLite: an AFTER UPDATE trigger writes the row again (recursive triggers are off, so that
      // write does not fire it once more).
      for (const [table, key] of VERSIONED) {
        await sql
          .raw(`
          create trigger ${table}_version after update on ${table}
          for each row when new.version = old.version
          begin
            update ${table} set version = old.version + 1 where ${key} = new.${key};
          end`)
          .execute(db);
      }
      for (const [part, fk, main, key] of PARTS) {
        for (const event of ['insert', 'update']) {
          await sql
            .raw(`
            create trigger ${part}_${event}_raises_${main}_version after ${event} on ${part}
            for each row
            begin
              update ${main} set version = version + 1 where ${key} = new.${fk};
            end`)
            .execute(db);
        }
      }
    },
  };
}
