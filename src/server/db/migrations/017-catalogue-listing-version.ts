import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connect.ts';

/**
 * A second catalogue counter, `listing_version`, bumped in the writing transaction by every change
 * that can alter a public catalogue answer: any write to a course (its counters too), an institute
 * verified or un-verified, an institute renamed. The catalogue's response cache (decision 155) keys
 * on it, so every process sees a change at its next request. `version` (migration 010) stays the
 * narrower one the stored recommendations follow.
 */
export function catalogueListingVersion(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('catalogue_state')
        .addColumn('listing_version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await (engine === 'postgres' ? postgresTriggers(db) : sqliteTriggers(db));
    },
  };
}

const BUMP = 'update catalogue_state set listing_version = listing_version + 1 where id = 1';

/** Table and event of every write that changes what the catalogue shows. */
const SOURCES = [
  ['courses', 'insert'],
  ['courses', 'delete'],
  ['courses', 'update'],
  ['institute_verifications', 'insert'],
  ['institute_verifications', 'delete'],
  ['institute_verifications', 'update'],
  ['users', 'update of institute_name'],
] as const;

async function sqliteTriggers(db: Kysely<unknown>) {
  for (const [table, event] of SOURCES) {
    const name = `listing_version_${table}_${event.split(' ')[0]}`;
    await sql.raw(`create trigger ${name} after ${event} on ${table} begin ${BUMP}; end`).execute(db);
  }
}

async function postgresTriggers(db: Kysely<unknown>) {
  // Once per transaction: the counter triggers run one UPDATE statement per enrolment, and updating
  // one row again and again inside one transaction grows its version chain (a bulk fill of 10,000
  // courses slowed to a crawl). Any commit still moves the version, which is all the cache needs.
  await db.schema.alterTable('catalogue_state').addColumn('listing_txid', 'bigint').execute();
  await sql
    .raw(`create function catalogue_listing_version_bump() returns trigger language plpgsql as $$
      begin
        update catalogue_state set listing_version = listing_version + 1, listing_txid = txid_current()
          where id = 1 and listing_txid is distinct from txid_current();
        return null;
      end $$`)
    .execute(db);
  // Statement triggers: one bump per statement, however many rows it writes (bulk seeding).
  for (const [table, event] of SOURCES) {
    const name = `listing_version_${table}_${event.split(' ')[0]}`;
    await sql
      .raw(`create trigger ${name} after ${event} on ${table}
        for each statement execute function catalogue_listing_version_bump()`)
      .execute(db);
  }
}
