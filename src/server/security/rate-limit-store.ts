import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { KyselyDb } from '../db/schema.ts';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;
interface RouteParams {
  routeInfo?: { method?: string; url?: string };
}

/** How long increments are gathered before one write per key (no write per request). */
export const FLUSH_DELAY_MS = 50;

interface Counter {
  /** The shared count as the database last answered it (this process's flushed increments included). */
  shared: number;
  /** Increments being written right now. */
  inFlight: number;
  /** Increments not yet written. */
  pending: number;
  resetAt: number;
  windowMs: number;
}

/** A shared count as the backend holds it. */
interface SharedCount {
  key: string;
  count: number;
  resetAt: number;
}

/** Where the shared totals live: the database (PostgreSQL without Redis) or Redis. */
export interface CounterBackend {
  /** The shared count of a key, or null when it has none. */
  read(key: string): Promise<{ count: number; resetAt: number } | null>;
  /** Adds each key's increments (a new window when the old one ended) and answers the new totals. */
  add(batch: { key: string; increments: number; windowMs: number }[], now: number): Promise<SharedCount[]>;
}

/**
 * Rate-limit counters shared by every app process, on PostgreSQL or on Redis.
 * Each process counts in memory and sends the increments of every key it saw in one batch at most
 * every FLUSH_DELAY_MS, reading back the shared totals; a key first seen in a window is read once.
 * So a request costs no database write and no Redis round trip, and another process's traffic is
 * seen within a flush.
 */
export class SharedCounters {
  private readonly counters = new Map<string, Counter>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;

  constructor(private readonly backend: CounterBackend) {}

  async increment(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const now = Date.now();
    let c = this.counters.get(key);
    if (!c || c.resetAt <= now) {
      c = { shared: 0, inFlight: 0, pending: 0, resetAt: now + windowMs, windowMs };
      this.counters.set(key, c);
      const row = await this.backend.read(key);
      if (row && row.resetAt > now) {
        c.shared = row.count;
        c.resetAt = row.resetAt;
      }
    }
    c.pending++;
    this.schedule();
    return { current: c.shared + c.inFlight + c.pending, ttl: Math.max(0, c.resetAt - now) };
  }

  async read(key: string): Promise<{ current: number; ttl: number }> {
    const now = Date.now();
    const c = this.counters.get(key);
    if (!c || c.resetAt <= now) return { current: 0, ttl: 0 };
    return { current: c.shared + c.inFlight + c.pending, ttl: c.resetAt - now };
  }

  /** Writes every pending increment now (tests and shutdown). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.flushing) await this.flushing;
    const batch = [...this.counters].filter(([, c]) => c.pending > 0);
    if (batch.length === 0) return;
    for (const [, c] of batch) {
      c.inFlight = c.pending;
      c.pending = 0;
    }
    this.flushing = this.write(batch).finally(() => {
      this.flushing = null;
    });
    await this.flushing;
  }

  private schedule() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush().catch(() => {
        // A failed write keeps nothing back: the next window starts afresh (fail open, as with Redis).
      });
    }, FLUSH_DELAY_MS);
    this.timer.unref();
  }

  private async write(batch: [string, Counter][]) {
    const now = Date.now();
    try {
      for (let i = 0; i < batch.length; i += 500) {
        const part = batch.slice(i, i + 500);
        const totals = await this.backend.add(
          part.map(([key, c]) => ({ key, increments: c.inFlight, windowMs: c.windowMs })),
          now,
        );
        for (const row of totals) {
          const c = this.counters.get(row.key);
          if (!c) continue;
          c.shared = row.count;
          c.resetAt = row.resetAt;
          c.inFlight = 0;
        }
      }
    } finally {
      for (const [, c] of batch) c.inFlight = 0;
      this.prune(now);
    }
  }

  /** Forgets counters whose window ended, so memory follows the live clients only. */
  private prune(now: number) {
    for (const [key, c] of this.counters) if (c.resetAt <= now && c.pending === 0) this.counters.delete(key);
  }
}

/** The shared totals in the `rate_limit_counters` table: one upsert per batch. */
export function databaseCounterBackend(db: KyselyDb): CounterBackend {
  return {
    async read(key) {
      const row = await db
        .selectFrom('rateLimitCounters')
        .select(['count', 'resetAt'])
        .where('key', '=', key)
        .executeTakeFirst();
      return row ? { count: Number(row.count), resetAt: Number(row.resetAt) } : null;
    },
    async add(batch, now) {
      const values = sql.join(
        batch.map((b) => sql`(${b.key}, ${b.increments}, ${now + b.windowMs})`),
        sql`, `,
      );
      const { rows } = await sql<SharedCount>`
        insert into rate_limit_counters (key, count, reset_at) values ${values}
        on conflict (key) do update set
          count = case when rate_limit_counters.reset_at <= ${now} then excluded.count
                       else rate_limit_counters.count + excluded.count end,
          reset_at = case when rate_limit_counters.reset_at <= ${now} then excluded.reset_at
                          else rate_limit_counters.reset_at end
        returning key, count, reset_at`.execute(db);
      return rows.map((r) => ({ key: r.key, count: Number(r.count), resetAt: Number(r.resetAt) }));
    },
  };
}

/**
 * The shared totals in Redis: one MULTI per batch (INCRBY, a window set only on a new key, PTTL),
 * so Redis ends each window itself by expiring the key.
 */
export function redisCounterBackend(redis: Redis, nameSpace: string): CounterBackend {
  return {
    async read(key) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .get(nameSpace + key)
        .pttl(nameSpace + key)
        .exec()) as [[null, string | null], [null, number]];
      if (count === null || ttl <= 0) return null;
      return { count: Number(count), resetAt: Date.now() + ttl };
    },
    async add(batch, now) {
      const tx = redis.multi();
      for (const b of batch) {
        tx.incrby(nameSpace + b.key, b.increments);
        tx.pexpire(nameSpace + b.key, b.windowMs, 'NX');
        tx.pttl(nameSpace + b.key);
      }
      const replies = (await tx.exec()) ?? [];
      return batch.map((b, i) => {
        const [incrErr, count] = replies[i * 3] ?? [];
        const [, ttl] = replies[i * 3 + 2] ?? [];
        if (incrErr) throw incrErr;
        return { key: b.key, count: Number(count), resetAt: now + Math.max(0, Number(ttl)) };
      });
    },
  };
}

/** A store for @fastify/rate-limit over SharedCounters. */
export function sharedRateLimitStore(backend: CounterBackend) {
  const counters = new SharedCounters(backend);
  return class SharedRateLimitStore {
    readonly prefix: string;

    constructor(_params?: unknown, prefix = 'api:') {
      this.prefix = prefix;
    }

    incr(key: string, cb: Callback, timeWindow: number) {
      counters.increment(`${this.prefix}${key}`, timeWindow).then(
        (res) => cb(null, res),
        (err: Error) => cb(err),
      );
    }

    read(key: string, cb: Callback) {
      counters.read(`${this.prefix}${key}`).then(
        (res) => cb(null, res),
        (err: Error) => cb(err),
      );
    }

    child(params: RouteParams) {
      return new SharedRateLimitStore(undefined, `${params.routeInfo?.method}${params.routeInfo?.url}:`);
    }
  };
}

/** Housekeeping: counters whose window ended long ago. */
export async function purgeOldRateLimitCounters(db: KyselyDb, beforeMs: number) {
  await db.deleteFrom('rateLimitCounters').where('resetAt', '<', beforeMs).execute();
}
