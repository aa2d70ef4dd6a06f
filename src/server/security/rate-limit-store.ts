import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;
interface RouteParams {
  routeInfo?: { method?: string; url?: string };
}

/**
 * A store for @fastify/rate-limit that keeps its counters in the database, so the API limit holds
 * across app processes on one PostgreSQL without Redis. One atomic upsert per request: a counter
 * whose window has ended starts again at 1.
 */
export function databaseRateLimitStore(db: Kysely<Database>) {
  return class DatabaseRateLimitStore {
    readonly prefix: string;

    constructor(_params?: unknown, prefix = 'api:') {
      this.prefix = prefix;
    }

    incr(key: string, cb: Callback, timeWindow: number) {
      incrementCounter(db, `${this.prefix}${key}`, timeWindow).then(
        (res) => cb(null, res),
        (err: Error) => cb(err),
      );
    }

    read(key: string, cb: Callback) {
      db.selectFrom('rateLimitCounters')
        .select(['count', 'resetAt'])
        .where('key', '=', `${this.prefix}${key}`)
        .executeTakeFirst()
        .then(
          (row) => {
            const now = Date.now();
            if (!row || Number(row.resetAt) <= now) cb(null, { current: 0, ttl: 0 });
            else cb(null, { current: Number(row.count), ttl: Number(row.resetAt) - now });
          },
          (err: Error) => cb(err),
        );
    }

    child(params: RouteParams) {
      return new DatabaseRateLimitStore(undefined, `${params.routeInfo?.method}${params.routeInfo?.url}:`);
    }
  };
}

/** Counts one request under `key`; returns the count in the current window and the ms left. */
export async function incrementCounter(db: Kysely<Database>, key: string, windowMs: number) {
  const now = Date.now();
  const resetAt = now + windowMs;
  const { rows } = await sql<{ count: number; resetAt: number }>`
    insert into rate_limit_counters (key, count, reset_at) values (${key}, 1, ${resetAt})
    on conflict (key) do update set
      count = case when rate_limit_counters.reset_at <= ${now} then 1 else rate_limit_counters.count + 1 end,
      reset_at = case when rate_limit_counters.reset_at <= ${now} then ${resetAt} else rate_limit_counters.reset_at end
    returning count, reset_at`.execute(db);
  const row = rows[0];
  return { current: Number(row.count), ttl: Math.max(0, Number(row.resetAt) - now) };
}

/** Housekeeping: counters whose window ended long ago. */
export async function purgeOldRateLimitCounters(db: Kysely<Database>, beforeMs: number) {
  await db.deleteFrom('rateLimitCounters').where('resetAt', '<', beforeMs).execute();
}
