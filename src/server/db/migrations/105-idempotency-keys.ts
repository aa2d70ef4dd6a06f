import type { Kysely } from 'kysely';
import { notNull } from './helpers.ts';

/**
 * Idempotency keys of creating requests (`Idempotency-Key`, http/idempotency.ts): per caller (a user
 * through the session, or one access token) and key, the hash of the request and, once it succeeded,
 * its answer, kept 24 hours so a retry gets the same answer without a second write. `status` is
 * null while the first request runs. The rows go with the account.
 */
export function idempotencyKeys() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('caller', 'text', notNull)
        .addColumn('key', 'text', notNull)
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('request_hash', 'text', notNull)
        .addColumn('status', 'integer')
        .addColumn('headers', 'text')
        .addColumn('body', 'text')
        .addColumn('created_at', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['caller', 'key'])
        .execute();
      await db.schema
        .createIndex('idempotency_keys_expires_idx')
        .on('idempotency_keys')
        .column('expires_at')
        .execute();
      await db.schema
        .createIndex('idempotency_keys_user_idx')
        .on('idempotency_keys')
        .column('user_id')
        .execute();
    },
  };
}
