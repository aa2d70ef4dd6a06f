import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InstituteDashboard } from '../../../contracts/courses.ts';
import { DEMO_INSTITUTE_FIGURES } from '../../seed/demo-institute.ts';
import { createTestEnv, ENGINES, login } from '../../test/harness.ts';
import { instituteDashboard } from './store.ts';

/**
 * The demo seed with a fixed clock: on the first second of a month, on its last millisecond and
 * on a leap day, the computed dashboard shows the spec's figures (decision 115).
 */
const CLOCKS = ['2027-03-01T00:00:20.000Z', '2027-01-31T23:59:50.000Z', '2028-02-29T12:00:00.000Z'];
/**
 * The month arithmetic runs in JavaScript on the clock the store is given, the same on both
 * engines; PostgreSQL (where seeding under a fake clock takes 5–15 s) checks the first clock, the
 * one where a month has just begun.
 */
const clocksFor = (engine: string) => (engine === 'postgres' ? CLOCKS.slice(0, 1) : CLOCKS);

describe.each(ENGINES)('demo institute figures at a fixed clock [%s]', (engine) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  for (const clock of clocksFor(engine)) {
    it(`shows 82% / 4.7 / 127 / +15% when seeded and read at ${clock}`, async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(clock) });
      const env = await createTestEnv(engine, { seed: true });
      try {
        const cookie = await login(env.app, 'instituut@example.nl');
        const res = await env.app.inject({
          method: 'GET',
          url: '/api/institute/dashboard',
          headers: { cookie },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json() as InstituteDashboard).toMatchObject(DEMO_INSTITUTE_FIGURES);
        // A month later the same rows give other, honest figures: nothing is stored.
        const me = await env.db.kysely
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'instituut@example.nl')
          .executeTakeFirstOrThrow();
        const later = await instituteDashboard(
          env.db.kysely,
          me.id,
          new Date(Date.parse(clock) + 40 * 86_400_000),
        );
        expect(later.certificatesThisMonth).toBe(0);
        expect(later.monthlyRevenue).toBe(0);
        expect(later.completionRatePercent).toBe(82);
      } finally {
        await env.close();
      }
    }, 60_000);
  }
});
