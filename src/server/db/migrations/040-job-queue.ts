import type { Kysely } from 'kysely';
import type { Engine } from '../connect.ts';
import { notNull, withIdColumn } from './helpers.ts';

/**
 * The background job queue (decision 200): one row per job, claimed by a worker, retried
 * with backoff; and one row per periodic job holding its next due time, so that of several
 * processes sharing one database exactly one runs it each time.
 */
export function jobQueue(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('jobs'), engine)
        .addColumn('kind', 'text', notNull)
        .addColumn('payload', 'text', notNull)
        // 'pending' | 'running' | 'done' | 'failed'
        .addColumn('status', 'text', notNull)
        .addColumn('run_at', 'text', notNull)
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', notNull)
        // A running job whose lease has passed (its process died) is claimed again.
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        // Optional idempotency key: a second job with the same key is not added.
        .addColumn('unique_key', 'text', (c) => c.unique())
        .addColumn('created_at', 'text', notNull)
        .addColumn('finished_at', 'text')
        .execute();
      await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['status', 'run_at']).execute();
      await db.schema
        .createTable('periodic_jobs')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('next_run_at', 'text', notNull)
        .addColumn('last_run_at', 'text')
        .execute();
    },
  };
}
