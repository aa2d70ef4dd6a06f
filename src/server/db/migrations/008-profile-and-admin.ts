import type { Kysely } from 'kysely';
import type { Engine } from '../connect.ts';
import { notNull, withIdColumn } from './helpers.ts';

/**
 * Profile and administration: what a session shows in the active-sessions list (browser,
 * last use), the skills taxonomy, and which institutes an admin verified (only their courses are
 * public).
 */
export function profileAndAdmin(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
      await db.schema.alterTable('sessions').addColumn('last_used_at', 'text').execute();

      await withIdColumn(db.schema.createTable('skills'), engine)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('category', 'text', notNull)
        .addColumn('cluster', 'text', notNull)
        /** JSON array of strings. */
        .addColumn('synonyms', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('skills_created_idx').on('skills').column('created_at').execute();

      await db.schema
        .createTable('institute_verifications')
        .addColumn('institute_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('verified_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('verified_at', 'text', notNull)
        .execute();
    },
  };
}
