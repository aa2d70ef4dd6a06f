import { type Kysely, sql } from 'kysely';
import { POINTS } from '../../../domain/community/points.ts';
import type { Engine } from '../connect.ts';

/**
 * Each user's leaderboard points, kept up to date by the database (decision 426), so a page of the
 * ranking reads its rows from an index in rank order instead of counting six tables for every user
 * on every request. A trigger on each table the points rule counts (src/domain/community/points.ts:
 * enrolments, passed and self-reported results, the scan, posts, comments, likes received) and on
 * users (the name a tie is ordered by) recomputes the one user's row from those tables. `name_key`
 * is the lower-cased name that orders users with equal points and completed courses. A change of
 * POINTS needs a new migration that recreates the triggers and recomputes every row.
 */

/** The upsert of one user's row, for the user whose id is the SQL expression `who`. */
const refresh = (who: string) => `
  insert into leaderboard_scores (user_id, points, completed_courses, name_key, rank_points, rank_courses)
  select id, points, completed_courses, name_key, -points, -completed_courses from (select u.id,
    (select count(*) from enrollments x where x.user_id = u.id and x.status = 'passed') * ${POINTS.completedCourse}
    + (select count(*) from enrollments x where x.user_id = u.id and x.status = 'completed') * ${POINTS.selfReportedCourse}
    + (select count(*) from enrollments x where x.user_id = u.id) * ${POINTS.enrollment}
    + (case when exists (select 1 from assessments a where a.user_id = u.id) then ${POINTS.scanCompleted} else 0 end)
    + (select count(*) from social_posts p where p.author_id = u.id) * ${POINTS.post}
    + (select count(*) from social_comments c where c.author_id = u.id) * ${POINTS.comment}
    + (select count(*) from social_likes l join social_posts p on p.id = l.post_id where p.author_id = u.id) * ${POINTS.likeReceived} as points,
    (select count(*) from enrollments x where x.user_id = u.id and x.status = 'passed') as completed_courses,
    lower(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.tussenvoegsel || ' ', '') || coalesce(u.last_name, ''))) as name_key
  from users u where u.id = ${who}) t where true
  on conflict (user_id) do update set
    points = excluded.points, completed_courses = excluded.completed_courses, name_key = excluded.name_key,
    rank_points = excluded.rank_points, rank_courses = excluded.rank_courses`;

/** Table → the column naming the user whose points a row counts (likes: the post's author). */
const COUNTED: [table: string, user: (row: 'new' | 'old') => string][] = [
  ['enrollments', (r) => `${r}.user_id`],
  ['assessments', (r) => `${r}.user_id`],
  ['social_posts', (r) => `${r}.author_id`],
  ['social_comments', (r) => `${r}.author_id`],
  ['social_likes', (r) => `(select p.author_id from social_posts p where p.id = ${r}.post_id)`],
];

export function leaderboardScores(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leaderboard_scores')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('points', 'integer', (c) => c.notNull())
        .addColumn('completed_courses', 'integer', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        // -points and -completed_courses: the ranking's order is then ascending in every column, so
        // "the rows after this one" is one row-value comparison the index answers as a range.
        .addColumn('rank_points', 'integer', (c) => c.notNull())
        .addColumn('rank_courses', 'integer', (c) => c.notNull())
        .execute();
      // The ranking's order (decision 426): a page is the next rows of this index.
      await sql`create index leaderboard_scores_rank_idx on leaderboard_scores
        (rank_points, rank_courses, name_key, user_id)`.execute(db);
      await sql.raw(refresh('u.id').replace('where u.id = u.id', 'where true')).execute(db);

      if (engine === 'postgres') {
        await sql
          .raw(`create or replace function refresh_leaderboard_score(who text) returns void language plpgsql as $$
          begin
            ${refresh('who')};
          end $$`)
          .execute(db);
        const branches = COUNTED.map(
          ([table, user]) => `
            if tg_table_name = '${table}' then
              if tg_op <> 'DELETE' then perform refresh_leaderboard_score(${user('new')}); end if;
              if tg_op <> 'INSERT' then perform refresh_leaderboard_score(${user('old')}); end if;
            end if;`,
        ).join('');
        await sql
          .raw(`create or replace function leaderboard_score_changed() returns trigger language plpgsql as $$
          begin
            if tg_table_name = 'users' then
              if tg_op = 'DELETE' then delete from leaderboard_scores where user_id = old.id;
              else perform refresh_leaderboard_score(new.id); end if;
              return null;
            end if;${branches}
            return null;
          end $$`)
          .execute(db);
        for (const [table] of COUNTED) {
          await sql
            .raw(`create trigger ${table}_leaderboard after insert or update or delete on ${table}
            for each row execute function leaderboard_score_changed()`)
            .execute(db);
        }
        await sql
          .raw(`create trigger users_leaderboard
            after insert or delete or update of first_name, tussenvoegsel, last_name on users
            for each row execute function leaderboard_score_changed()`)
          .execute(db);
        return;
      }
      for (const [table, user] of COUNTED) {
        for (const event of ['insert', 'update', 'delete'] as const) {
          const rows = event === 'insert' ? ['new'] : event === 'delete' ? ['old'] : ['new', 'old'];
          const body = rows.map((r) => `${refresh(user(r as 'new' | 'old'))};`).join('\n');
          await sql
            .raw(`create trigger ${table}_leaderboard_${event} after ${event} on ${table}
            for each row begin ${body} end`)
            .execute(db);
        }
      }
      await sql
        .raw(`create trigger users_leaderboard_insert after insert on users
          for each row begin ${refresh('new.id')}; end`)
        .execute(db);
      await sql
        .raw(`create trigger users_leaderboard_update after update of first_name, tussenvoegsel, last_name on users
          for each row begin ${refresh('new.id')}; end`)
        .execute(db);
      await sql
        .raw(`create trigger users_leaderboard_delete after delete on users
          for each row begin delete from leaderboard_scores where user_id = old.id; end`)
        .execute(db);
    },
  };
}
