import type { Kysely } from 'kysely';
import { notNull } from './helpers.ts';

/** Password-reset tokens: only the SHA-256 of each token is stored; single use, 30 minutes. */
export function passwordReset() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('password_reset_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('password_reset_tokens_user_idx')
        .on('password_reset_tokens')
        .column('user_id')
        .execute();
    },
  };
}
