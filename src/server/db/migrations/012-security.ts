import type { Kysely } from 'kysely';
import type { Engine } from '../connect.ts';
import { notNull, withIdColumn } from './helpers.ts';

/** Tables of security and reliability. */
export function security(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      // Server-side secrets made on first start and shared by every process (device-cookie key).
      await db.schema
        .createTable('app_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      // One row per counted action (course created, info request sent): quotas per hour and day.
      await withIdColumn(db.schema.createTable('quota_events'), engine)
        .addColumn('key', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('quota_events_key_idx')
        .on('quota_events')
        .columns(['key', 'created_at'])
        .execute();
      // The API rate limit's counters when several processes share one database (no Redis).
      await db.schema
        .createTable('rate_limit_counters')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', notNull)
        .addColumn('reset_at', 'bigint', notNull)
        .execute();
    },
  };
}
