import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connect.ts';
import { notNull } from './helpers.ts';

/**
 * Passkeys (decision 311): each account's WebAuthn credentials (the credential id, its COSE public
 * key, the signature counter, a name, when it was added and last used) and the pending challenges
 * of a registration or a passkey sign-in (the SHA-256 of the challenge, single use, five minutes).
 * On PostgreSQL user_passkeys signals its changes (migration 060's trigger function): the session
 * cache holds whether the account has a second factor.
 */
export function passkeys(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_passkeys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', notNull)
        .addColumn('public_key', 'text', notNull)
        .addColumn('counter', 'bigint', notNull)
        .addColumn('transports', 'text')
        .addColumn('created_at', 'text', notNull)
        .addColumn('last_used_at', 'text')
        .execute();
      await db.schema.createIndex('user_passkeys_user_idx').on('user_passkeys').column('user_id').execute();
      await db.schema
        .createTable('webauthn_challenges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .execute();
      if (engine === 'postgres') {
        await sql`
          create trigger user_passkeys_changed
          after insert or update or delete or truncate on user_passkeys
          for each statement execute function notify_table_change()`.execute(db);
      }
    },
  };
}
