import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, ENGINES, type TestEnv } from '../test/harness.ts';
import {
  type CounterBackend,
  databaseCounterBackend,
  redisCounterBackend,
  SharedCounters,
} from './rate-limit-store.ts';
import { closeRedis, redisNameSpace, sharedRedis } from './redis.ts';

/** Counts the statements that change rows (insert/update/delete) sent through a Kysely instance. */
function writeCounter() {
  const seen = { writes: 0 };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      const kind = args.node.kind;
      if (kind === 'InsertQueryNode' || kind === 'UpdateQueryNode' || kind === 'DeleteQueryNode')
        seen.writes++;
      if (kind === 'RawNode') {
        const text = (args.node as unknown as { sqlFragments: string[] }).sqlFragments.join(' ');
        if (/^\s*(insert|update|delete)/i.test(text)) seen.writes++;
      }
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
  return { seen, plugin };
}

/**
 * What every shared backend must do, whatever stores the totals: `backend()` makes one process's view,
 * `stored(key)` reads the shared total straight from the store.
 */
function sharedBackendCases(backend: () => CounterBackend, stored: (key: string) => Promise<number>) {
  it('two processes see each other: the second starts from the first one`s flushed count', async () => {
    const a = new SharedCounters(backend());
    const b = new SharedCounters(backend());
    for (let i = 0; i < 30; i++) await a.increment('k:two', 60_000);
    await a.flush();
    expect((await b.increment('k:two', 60_000)).current).toBe(31);
    for (let i = 0; i < 5; i++) await a.increment('k:two', 60_000);
    await a.flush();
    await b.flush();
    // b's write returns the shared total: a's 35 and b's 1.
    expect((await b.read('k:two')).current).toBe(36);
  });

  it('a window that ended starts again at 1', async () => {
    const a = new SharedCounters(backend());
    await a.increment('k:window', 30);
    await a.flush();
    await new Promise((r) => setTimeout(r, 40));
    expect((await a.increment('k:window', 30)).current).toBe(1);
    await a.flush();
    expect(await stored('k:window')).toBe(1);
  });
}

for (const engine of ENGINES) {
  describe(`shared rate-limit counters (${engine})`, () => {
    let env: TestEnv & { close(): Promise<void> };
    beforeAll(async () => {
      env = await createTestEnv(engine);
    });
    afterAll(async () => env.close());

    it('counts 200 requests with one database write, not one per request', async () => {
      const { seen, plugin } = writeCounter();
      const counters = new SharedCounters(databaseCounterBackend(env.db.kysely.withPlugin(plugin)));
      let last = 0;
      for (let i = 0; i < 200; i++) last = (await counters.increment('k:burst', 60_000)).current;
      expect(last).toBe(200);
      await counters.flush();
      expect(seen.writes).toBe(1);
      const row = await env.db.kysely
        .selectFrom('rateLimitCounters')
        .select('count')
        .where('key', '=', 'k:burst')
        .executeTakeFirstOrThrow();
      expect(Number(row.count)).toBe(200);
    });

    sharedBackendCases(
      () => databaseCounterBackend(env.db.kysely),
      async (key) => {
        const row = await env.db.kysely
          .selectFrom('rateLimitCounters')
          .select('count')
          .where('key', '=', key)
          .executeTakeFirstOrThrow();
        return Number(row.count);
      },
    );
  });
}

// CI's e2e server (100,000 a minute) and a test's servers (60) share one Redis and one client
// address: counted under one name, the e2e traffic ran the test's limit out.
describe('Redis key names', () => {
  it('are per database, and carry no part of its URL', () => {
    const a = redisNameSpace('postgres://app:geheim@db.example.nl:5432/skills');
    expect(a).toBe(redisNameSpace('postgres://app:geheim@db.example.nl:5432/skills'));
    expect(a).not.toBe(redisNameSpace('postgres://app:geheim@db.example.nl:5432/skills_e2e'));
    expect(a).not.toBe(redisNameSpace('/srv/skills/data/app.db'));
    expect(a).toMatch(/^skills-rl:[0-9a-f]{16}:$/);
  });
});

// The same counters on Redis (REDIS_URL, as CI sets it): a batch is one MULTI, Redis ends the window.
describe.skipIf(!process.env.REDIS_URL)('shared rate-limit counters (Redis)', () => {
  const url = process.env.REDIS_URL ?? '';
  const ns = `skills-rl-test:${process.pid}:${Date.now()}:`;
  const backend = () => redisCounterBackend(sharedRedis(url), ns);
  afterAll(async () => {
    const redis = sharedRedis(url);
    const keys = await redis.keys(`${ns}*`);
    if (keys.length) await redis.del(...keys);
    await closeRedis();
  });

  it('counts 200 requests with one round trip, not one per request', async () => {
    const redis = sharedRedis(url);
    let trips = 0;
    const counted = redisCounterBackend(
      new Proxy(redis, {
        get(target, prop, receiver) {
          if (prop === 'multi') trips++;
          const value = Reflect.get(target, prop, receiver);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }),
      ns,
    );
    const counters = new SharedCounters(counted);
    let last = 0;
    for (let i = 0; i < 200; i++) last = (await counters.increment('k:burst', 60_000)).current;
    expect(last).toBe(200);
    await counters.flush();
    // One read when the key was first seen, one write for the 200 increments.
    expect(trips).toBe(2);
    expect(Number(await redis.get(`${ns}k:burst`))).toBe(200);
    expect(await redis.pttl(`${ns}k:burst`)).toBeGreaterThan(50_000);
  });

  sharedBackendCases(backend, async (key) => Number(await sharedRedis(url).get(`${ns}${key}`)));
});
