import type { Kysely } from 'kysely';
import { notNull } from './helpers.ts';

/**
 * Personal access tokens: an integration's credential for `Authorization: Bearer`. Only the SHA-256
 * of each token is stored; scopes are a JSON array of `<tag>:read|write`; a revoked token's row is
 * deleted. The user's tokens go with the account.
 */
export function personalAccessTokens() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('personal_access_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', notNull)
        .addColumn('scopes', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .addColumn('last_used_at', 'text')
        .execute();
      await db.schema
        .createIndex('personal_access_tokens_user_idx')
        .on('personal_access_tokens')
        .column('user_id')
        .execute();
    },
  };
}
