import type { Kysely } from 'kysely';

/**
 * Bookmarks: a talent saves a course to find it again later (features/bookmarks). One row per user
 * and course (the pair is the key, so saving twice keeps one row); `created_at` is when it was saved
 * and orders the talent's list, newest first. Both go with their user or course (cascade).
 */
export function bookmarks() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('bookmarks')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('bookmarks_pk', ['user_id', 'course_id'])
        .execute();
      await db.schema
        .createIndex('bookmarks_user_created_idx')
        .on('bookmarks')
        .columns(['user_id', 'created_at', 'course_id'])
        .execute();
    },
  };
}
