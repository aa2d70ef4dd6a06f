import { type Kysely, sql } from 'kysely';
import { normalizeSearchText } from '../../../domain/catalogue/search.ts';
import type { Engine } from '../connect.ts';
import { notNull } from './helpers.ts';

/**
 * Catalogue performance (decisions 070–073):
 * - counters on the course row (rating sum and count, enrolment count), kept by the writes;
 * - accent-free search columns (`search_title`, `search_text`) and a full-text index over them:
 *   FTS5 on SQLite, a generated weighted tsvector with a GIN index on PostgreSQL (no extension);
 * - a catalogue version and stored course recommendations per user.
 */
export function catalogueSearchAndCounters(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      const zero = (c: Parameters<typeof notNull>[0]) => c.notNull().defaultTo(0);
      await db.schema
        .alterTable('courses')
        .addColumn('search_title', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('courses').addColumn('rating_sum', 'integer', zero).execute();
      await db.schema.alterTable('courses').addColumn('rating_count', 'integer', zero).execute();
      await db.schema.alterTable('courses').addColumn('enrollment_count', 'integer', zero).execute();

      // Existing rows: counters from a recount, search columns normalised (a fresh database has none).
      await sql`update courses set
        rating_sum = coalesce((select sum(r.rating) from course_ratings r where r.course_id = courses.id), 0),
        rating_count = (select count(*) from course_ratings r where r.course_id = courses.id),
        enrollment_count = (select count(*) from enrollments e where e.course_id = courses.id)`.execute(db);
      const rows = await sql<{ id: number; title: string; description: string }>`
        select id, title, description from courses`.execute(db);
      for (const r of rows.rows) {
        await sql`update courses set search_title = ${normalizeSearchText(r.title)},
          search_text = ${normalizeSearchText(`${r.title} ${r.description}`)} where id = ${r.id}`.execute(db);
      }

      if (engine === 'postgres') {
        // Title words weigh A, the rest B; 'simple' keeps every word (stop words too, so both engines
        // find "voor"), 'dutch' adds the stems (cursussen → cursus). Both configs live in pg_catalog.
        await sql`alter table courses add column search_vector tsvector generated always as (
          setweight(to_tsvector('simple'::regconfig, search_title), 'A') ||
          setweight(to_tsvector('dutch'::regconfig, search_title), 'A') ||
          setweight(to_tsvector('simple'::regconfig, search_text), 'B') ||
          setweight(to_tsvector('dutch'::regconfig, search_text), 'B')) stored`.execute(db);
        await sql`create index courses_search_idx on courses using gin (search_vector)`.execute(db);
      } else {
        // External-content FTS5 index over the course row, kept in step by triggers.
        await sql`create virtual table courses_fts using fts5(
          search_title, search_text, content='courses', content_rowid='id',
          tokenize='unicode61 remove_diacritics 2', prefix='2 3 4')`.execute(db);
        await sql`create trigger courses_fts_ai after insert on courses begin
          insert into courses_fts(rowid, search_title, search_text) values (new.id, new.search_title, new.search_text);
        end`.execute(db);
        await sql`create trigger courses_fts_ad after delete on courses begin
          insert into courses_fts(courses_fts, rowid, search_title, search_text)
            values ('delete', old.id, old.search_title, old.search_text);
        end`.execute(db);
        await sql`create trigger courses_fts_au after update of search_title, search_text on courses begin
          insert into courses_fts(courses_fts, rowid, search_title, search_text)
            values ('delete', old.id, old.search_title, old.search_text);
          insert into courses_fts(rowid, search_title, search_text) values (new.id, new.search_title, new.search_text);
        end`.execute(db);
        await sql`insert into courses_fts(courses_fts) values ('rebuild')`.execute(db);
      }

      await (engine === 'postgres' ? postgresCounterTriggers(db) : sqliteCounterTriggers(db));

      // One row: bumped in the same transaction as every catalogue change; stored recommendations
      // computed at an older version are recomputed on their next read.
      await db.schema
        .createTable('catalogue_state')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'integer', zero)
        .execute();
      await sql`insert into catalogue_state (id, version) values (1, 1)`.execute(db);
      await (engine === 'postgres' ? postgresVersionTrigger(db) : sqliteVersionTriggers(db));

      await db.schema
        .createTable('recommendation_sets')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('catalogue_version', 'integer', notNull)
        .addColumn('computed_at', 'text', notNull)
        .execute();
      await db.schema
        .createTable('course_recommendations')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('position', 'integer', notNull)
        .addColumn('match_percentage', 'integer', notNull)
        .addPrimaryKeyConstraint('course_recommendations_pk', ['user_id', 'position'])
        .execute();
      await db.schema
        .createIndex('course_recommendations_course_idx')
        .on('course_recommendations')
        .column('course_id')
        .execute();
    },
  };
}

/**
 * Counters follow every write, cascades included (account deletion removes enrolments), in the
 * writing transaction: row triggers on enrolments and ratings (decision 071).
 */
async function sqliteCounterTriggers(db: Kysely<unknown>) {
  for (const [name, when, set] of [
    [
      'enrollments_count_ai',
      'after insert on enrollments',
      'enrollment_count = enrollment_count + 1 where id = new.course_id',
    ],
    [
      'enrollments_count_ad',
      'after delete on enrollments',
      'enrollment_count = enrollment_count - 1 where id = old.course_id',
    ],
    [
      'course_ratings_count_ai',
      'after insert on course_ratings',
      'rating_sum = rating_sum + new.rating, rating_count = rating_count + 1 where id = new.course_id',
    ],
    [
      'course_ratings_count_ad',
      'after delete on course_ratings',
      'rating_sum = rating_sum - old.rating, rating_count = rating_count - 1 where id = old.course_id',
    ],
  ]) {
    await sql.raw(`create trigger ${name} ${when} begin update courses set ${set}; end`).execute(db);
  }
  await sql`create trigger course_ratings_count_au after update of rating, course_id on course_ratings begin
    update courses set rating_sum = rating_sum - old.rating, rating_count = rating_count - 1 where id = old.course_id;
    update courses set rating_sum = rating_sum + new.rating, rating_count = rating_count + 1 where id = new.course_id;
  end`.execute(db);
}

async function postgresCounterTriggers(db: Kysely<unknown>) {
  await sql`create function courses_enrollment_counter() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update courses set enrollment_count = enrollment_count + 1 where id = new.course_id;
      else
        update courses set enrollment_count = enrollment_count - 1 where id = old.course_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger enrollments_count after insert or delete on enrollments
    for each row execute function courses_enrollment_counter()`.execute(db);
  await sql`create function courses_rating_counter() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update courses set rating_sum = rating_sum - old.rating, rating_count = rating_count - 1 where id = old.course_id;
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        update courses set rating_sum = rating_sum + new.rating, rating_count = rating_count + 1 where id = new.course_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger course_ratings_count after insert or delete or update of rating, course_id on course_ratings
    for each row execute function courses_rating_counter()`.execute(db);
}

/** What the scan's course matching reads; a change makes stored recommendations stale. */
const MATCHED_COLUMNS = 'title, description, category, level, skills, is_active, status';

async function sqliteVersionTriggers(db: Kysely<unknown>) {
  const bump = 'update catalogue_state set version = version + 1 where id = 1';
  await sql.raw(`create trigger catalogue_version_ai after insert on courses begin ${bump}; end`).execute(db);
  await sql.raw(`create trigger catalogue_version_ad after delete on courses begin ${bump}; end`).execute(db);
  await sql
    .raw(
      `create trigger catalogue_version_au after update of ${MATCHED_COLUMNS} on courses begin ${bump}; end`,
    )
    .execute(db);
}

async function postgresVersionTrigger(db: Kysely<unknown>) {
  await sql`create function catalogue_version_bump() returns trigger language plpgsql as $$
    begin
      update catalogue_state set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  await sql
    .raw(`create trigger catalogue_version after insert or delete or update of ${MATCHED_COLUMNS} on courses
      for each statement execute function catalogue_version_bump()`)
    .execute(db);
}
