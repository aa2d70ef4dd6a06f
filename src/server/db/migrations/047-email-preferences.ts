import type { Kysely } from 'kysely';
import { notNull } from './helpers.ts';

/**
 * E-mail for what matters: per user, which notification types also come by e-mail (all
 * off by default; security mails are always sent and not stored here), and the token of the
 * unsubscribe link that works without signing in.
 */
export function emailPreferences() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('email_preferences')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('achievement', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('reminder', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('social', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('system', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
        .addColumn('updated_at', 'text', notNull)
        .execute();
    },
  };
}
