import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connect.ts';
import { notNull, withIdColumn } from './helpers.ts';

/**
 * A second sign-in factor (decision 310): each account's authenticator-app secret and the last
 * time step a code was accepted for (single use), its recovery codes (SHA-256 only) and the
 * pending second step of a sign-in (the hash of the token in its cookie, five minutes). On
 * PostgreSQL user_totp signals its changes (migration 060's trigger function).
 */
export function mfa(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_totp')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('secret', 'text', notNull)
        .addColumn('confirmed_at', 'text')
        .addColumn('last_step', 'bigint')
        .addColumn('created_at', 'text', notNull)
        .execute();
      await withIdColumn(db.schema.createTable('mfa_recovery_codes'), engine)
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', notNull)
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('mfa_recovery_codes_user_idx')
        .on('mfa_recovery_codes')
        .column('user_id')
        .execute();
      await db.schema
        .createTable('mfa_challenges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('known_device', 'integer', notNull)
        .addColumn('expires_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('mfa_challenges_user_idx').on('mfa_challenges').column('user_id').execute();
      // The session cache holds whether the account's factor is confirmed: on PostgreSQL every
      // process drops it at commit when user_totp changes (as migration 060 does for sessions).
      if (engine === 'postgres') {
        await sql`
          create trigger user_totp_changed
          after insert or update or delete or truncate on user_totp
          for each statement execute function notify_table_change()`.execute(db);
      }
    },
  };
}
