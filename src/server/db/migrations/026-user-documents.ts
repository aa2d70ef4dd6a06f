import type { Kysely } from 'kysely';
import type { Engine } from '../connect.ts';
import { notNull, withIdColumn } from './helpers.ts';

/** Documents a learner uploads: metadata here, the bytes in the document storage. */
export function userDocuments(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('user_documents'), engine)
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', notNull)
        .addColumn('title', 'text', notNull)
        .addColumn('content_type', 'text', notNull)
        .addColumn('size_bytes', 'integer', notNull)
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('user_documents_user_idx').on('user_documents').column('user_id').execute();
    },
  };
}
