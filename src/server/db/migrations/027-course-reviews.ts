import { type Kysely, sql } from 'kysely';

/**
 * Reviews: a course rating gets a comment and an update time, and a learner has at
 * most one rating per course (the demo's anonymous ratings have no user and stay as they are). The
 * counters on the course row keep following course_ratings through migration 010's triggers.
 */
export function courseReviews() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('course_ratings').addColumn('comment', 'text').execute();
      await db.schema.alterTable('course_ratings').addColumn('updated_at', 'text').execute();
      // Keep the newest of any duplicates an older database holds, so the unique index can be built.
      await sql`
        delete from course_ratings where user_id is not null and exists (
          select 1 from course_ratings later
          where later.course_id = course_ratings.course_id and later.user_id = course_ratings.user_id
            and later.id > course_ratings.id)`.execute(db);
      await db.schema
        .createIndex('course_ratings_one_per_user_uq')
        .on('course_ratings')
        .columns(['course_id', 'user_id'])
        .unique()
        .where(sql.ref('user_id'), 'is not', null)
        .execute();
      await db.schema
        .createIndex('course_ratings_course_created_idx')
        .on('course_ratings')
        .columns(['course_id', 'created_at'])
        .execute();
    },
  };
}
