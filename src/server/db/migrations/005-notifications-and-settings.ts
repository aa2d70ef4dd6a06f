import type { Kysely } from 'kysely';
import type { Engine } from '../connect.ts';
import { notNull, withIdColumn } from './helpers.ts';

/**
 * Notifications (spec §2.5) and the one row of settings per user (leaderboard and community
 * visibility, notification types switched on, language), and the audit log of admin actions.
 */
export function notificationsAndSettings(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('notifications'), engine)
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', notNull)
        .addColumn('title', 'text', notNull)
        .addColumn('message', 'text', notNull)
        .addColumn('action_url', 'text')
        .addColumn('group_key', 'text')
        .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('notifications_user_created_idx')
        .on('notifications')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('notifications_user_group_idx')
        .on('notifications')
        .columns(['user_id', 'group_key'])
        .execute();
      await db.schema
        .createTable('user_settings')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('show_on_leaderboard', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('show_in_community', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('notify_achievement', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('notify_reminder', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('notify_social', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('notify_system', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('language', 'text')
        .addColumn('updated_at', 'text', notNull)
        .execute();
      // Who changed what for whom: admin actions (user types, verification, managing any course).
      await withIdColumn(db.schema.createTable('audit_log'), engine)
        .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('action', 'text', notNull)
        .addColumn('target_type', 'text', notNull)
        .addColumn('target_id', 'text', notNull)
        .addColumn('details', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
    },
  };
}
