import type { Kysely } from 'kysely';
import type { Engine } from '../connect.ts';
import { notNull, withIdColumn } from './helpers.ts';

/**
 * The community (spec §2.16): posts, comments, likes, study groups and their members; and the
 * markers of the periodic "no progress for 14 days" reminder (one per enrolment, by primary key).
 */
export function community(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('social_posts'), engine)
        .addColumn('author_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', notNull)
        .addColumn('content', 'text', notNull)
        .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('set null'))
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('social_posts_created_idx')
        .on('social_posts')
        .column('created_at')
        .execute();
      await db.schema.createIndex('social_posts_author_idx').on('social_posts').column('author_id').execute();

      await withIdColumn(db.schema.createTable('social_comments'), engine)
        .addColumn('post_id', 'integer', (c) => c.notNull().references('social_posts.id').onDelete('cascade'))
        .addColumn('author_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('content', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('social_comments_post_idx')
        .on('social_comments')
        .columns(['post_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('social_comments_author_idx')
        .on('social_comments')
        .column('author_id')
        .execute();

      await db.schema
        .createTable('social_likes')
        .addColumn('post_id', 'integer', (c) => c.notNull().references('social_posts.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', notNull)
        .addPrimaryKeyConstraint('social_likes_pk', ['post_id', 'user_id'])
        .execute();
      await db.schema.createIndex('social_likes_user_idx').on('social_likes').column('user_id').execute();

      await withIdColumn(db.schema.createTable('study_groups'), engine)
        .addColumn('name', 'text', notNull)
        .addColumn('description', 'text', notNull)
        .addColumn('category', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema
        .createTable('study_group_members')
        .addColumn('group_id', 'integer', (c) =>
          c.notNull().references('study_groups.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('joined_at', 'text', notNull)
        .addPrimaryKeyConstraint('study_group_members_pk', ['group_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('study_group_members_user_idx')
        .on('study_group_members')
        .column('user_id')
        .execute();

      // The last time the learner's progress changed; null = never since enrolling.
      await db.schema.alterTable('enrollments').addColumn('progress_updated_at', 'text').execute();
      // One row per enrolment that got its reminder: the primary key makes the job safe to run twice.
      await db.schema
        .createTable('enrollment_reminders')
        .addColumn('enrollment_id', 'integer', (c) =>
          c.primaryKey().references('enrollments.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', notNull)
        .execute();
    },
  };
}
