import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connect.ts';

/**
 * Reviews from confirmed participants (decision 306): `course_ratings.unverified` is 1 for a review
 * whose author has no `passed` enrolment in the course (written before that was required). Such a
 * review is kept and listed, marked, but left out of the course's mean: the counter triggers of
 * migration 010 now count only rows with `unverified = 0`, and the counters are recounted.
 */
export function verifiedReviews(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('course_ratings')
        .addColumn('unverified', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update course_ratings set unverified = 1
        where user_id is not null and not exists (
          select 1 from enrollments e
          where e.user_id = course_ratings.user_id and e.course_id = course_ratings.course_id
            and e.status = 'passed')`.execute(db);
      if (engine === 'postgres') {
        await sql`create or replace function courses_rating_counter() returns trigger language plpgsql as $$
          begin
            if tg_op in ('UPDATE', 'DELETE') then
              update courses set rating_sum = rating_sum - old.rating * (1 - old.unverified),
                rating_count = rating_count - (1 - old.unverified) where id = old.course_id;
            end if;
            if tg_op in ('UPDATE', 'INSERT') then
              update courses set rating_sum = rating_sum + new.rating * (1 - new.unverified),
                rating_count = rating_count + (1 - new.unverified) where id = new.course_id;
            end if;
            return null;
          end $$`.execute(db);
        await sql`drop trigger course_ratings_count on course_ratings`.execute(db);
        await sql`create trigger course_ratings_count
          after insert or delete or update of rating, course_id, unverified on course_ratings
          for each row execute function courses_rating_counter()`.execute(db);
      } else {
        for (const name of ['course_ratings_count_ai', 'course_ratings_count_ad', 'course_ratings_count_au'])
          await sql.raw(`drop trigger ${name}`).execute(db);
        await sql`create trigger course_ratings_count_ai after insert on course_ratings begin
          update courses set rating_sum = rating_sum + new.rating * (1 - new.unverified),
            rating_count = rating_count + (1 - new.unverified) where id = new.course_id;
        end`.execute(db);
        await sql`create trigger course_ratings_count_ad after delete on course_ratings begin
          update courses set rating_sum = rating_sum - old.rating * (1 - old.unverified),
            rating_count = rating_count - (1 - old.unverified) where id = old.course_id;
        end`.execute(db);
        await sql`create trigger course_ratings_count_au after update of rating, course_id, unverified on course_ratings begin
          update courses set rating_sum = rating_sum - old.rating * (1 - old.unverified),
            rating_count = rating_count - (1 - old.unverified) where id = old.course_id;
          update courses set rating_sum = rating_sum + new.rating * (1 - new.unverified),
            rating_count = rating_count + (1 - new.unverified) where id = new.course_id;
        end`.execute(db);
      }
      await sql`update courses set
        rating_sum = coalesce((select sum(r.rating) from course_ratings r
          where r.course_id = courses.id and r.unverified = 0), 0),
        rating_count = (select count(*) from course_ratings r
          where r.course_id = courses.id and r.unverified = 0)`.execute(db);
    },
  };
}
