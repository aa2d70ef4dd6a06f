import type { Kysely } from 'kysely';
import type { Engine } from '../connect.ts';
import { notNull, withIdColumn } from './helpers.ts';

export function usersAndSessions(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', notNull)
        .addColumn('first_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('tussenvoegsel', 'text')
        .addColumn('phone', 'text')
        .addColumn('date_of_birth', 'text')
        .addColumn('address', 'text')
        .addColumn('city', 'text')
        .addColumn('postal_code', 'text')
        .addColumn('country', 'text')
        .addColumn('company_name', 'text')
        .addColumn('institute_name', 'text')
        .addColumn('bio', 'text')
        .addColumn('profile_image_url', 'text')
        .addColumn('user_type', 'text', notNull)
        .addColumn('admin_role', 'text')
        .addColumn('employer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('position', 'text')
        .addColumn('department', 'text')
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('users_employer_idx').on('users').column('employer_id').execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await withIdColumn(db.schema.createTable('login_failures'), engine)
        .addColumn('key', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('login_failures_key_idx')
        .on('login_failures')
        .columns(['key', 'created_at'])
        .execute();
    },
  };
}
