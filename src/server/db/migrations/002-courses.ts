import type { Kysely } from 'kysely';
import type { Engine } from '../connect.ts';
import { notNull, withIdColumn } from './helpers.ts';

export function courses(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('courses'), engine)
        .addColumn('institute_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', notNull)
        .addColumn('description', 'text', notNull)
        .addColumn('search_text', 'text', notNull)
        .addColumn('category', 'text', notNull)
        .addColumn('level', 'text', notNull)
        .addColumn('duration_weeks', 'integer', notNull)
        .addColumn('price_cents', 'integer', notNull)
        .addColumn('max_participants', 'integer')
        .addColumn('image_url', 'text')
        .addColumn('skills', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('nl'))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('courses_institute_idx').on('courses').column('institute_id').execute();
      await db.schema
        .createIndex('courses_catalogue_idx')
        .on('courses')
        .columns(['is_active', 'category', 'level', 'id'])
        .execute();

      await withIdColumn(db.schema.createTable('course_ratings'), engine)
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('rating', 'integer', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('course_ratings_course_idx')
        .on('course_ratings')
        .column('course_id')
        .execute();

      await withIdColumn(db.schema.createTable('enrollments'), engine)
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('enrolled'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('completed_at', 'text')
        .addUniqueConstraint('enrollments_user_course_uq', ['user_id', 'course_id'])
        .execute();
      await db.schema.createIndex('enrollments_course_idx').on('enrollments').column('course_id').execute();

      await withIdColumn(db.schema.createTable('course_info_requests'), engine)
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('message', 'text')
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('course_info_requests_course_idx')
        .on('course_info_requests')
        .column('course_id')
        .execute();
    },
  };
}
