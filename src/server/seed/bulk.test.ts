import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, ENGINES } from '../test/harness.ts';
import { seedBulkCourses } from './bulk.ts';

// seed:bulk on an empty database (the benchmark's case): its courses must be in the public
// catalogue, which shows only verified institutes. Before, the catalogue stayed empty.
for (const engine of ENGINES) {
  describe(`seed:bulk on an empty database [${engine}]`, () => {
    let env: Awaited<ReturnType<typeof createTestEnv>>;
    beforeAll(async () => {
      env = await createTestEnv(engine, { seed: false });
      await seedBulkCourses(env.db, 40);
    });
    afterAll(async () => env?.close());

    it('lists every active generated course in the catalogue', async () => {
      const active = await env.db.kysely
        .selectFrom('courses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('isActive', '=', 1)
        .executeTakeFirstOrThrow();
      expect(Number(active.n)).toBeGreaterThan(0);
      const res = await env.app.inject({ url: '/api/courses?limit=100' });
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toHaveLength(Number(active.n));
      expect(res.json().total).toBe(Number(active.n));
    });
  });
}
