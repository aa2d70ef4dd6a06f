import { expect, it } from 'vitest';
import { describeApi, registerTalent } from '../../test/harness.ts';
import { createSession, findSession, SESSION_TOUCH_INTERVAL_MS } from './sessions-store.ts';

describeApi('sliding sessions', (env) => {
  it('renews expiry on use at most once per touch interval, and never after expiry', async () => {
    const { user } = await registerTalent(env().app, 'sliding');
    const k = env().db.kysely;
    const token = await createSession(k, user.id, 1, { userAgent: 'Test' });
    const t0 = Date.now();
    const soon = await findSession(k, token, { slideDays: 1, now: new Date(t0 + 60_000) });
    expect(soon?.renewed).toBe(false);
    const later = new Date(t0 + SESSION_TOUCH_INTERVAL_MS + 60_000);
    const touched = await findSession(k, token, { slideDays: 1, now: later });
    expect(touched?.renewed).toBe(true);
    const row = await k
      .selectFrom('sessions')
      .selectAll()
      .where('userId', '=', user.id)
      .where('userAgent', '=', 'Test')
      .executeTakeFirstOrThrow();
    expect(row.lastUsedAt).toBe(later.toISOString());
    expect(row.expiresAt).toBe(new Date(later.getTime() + 86_400_000).toISOString());
    // A day and a half after the last use the session is gone.
    expect(
      await findSession(k, token, { slideDays: 1, now: new Date(later.getTime() + 1.5 * 86_400_000) }),
    ).toBeUndefined();
  });
});

describeApi('absolute session age', (env) => {
  it('ends a session SESSION_MAX_DAYS after sign-in however often it slides', async () => {
    const { user } = await registerTalent(env().app, 'absolute');
    const k = env().db.kysely;
    const token = await createSession(k, user.id, 1, { userAgent: 'Max' });
    const t0 = Date.now();
    // Used every half day: sliding alone would keep it alive for ever.
    let alive = 0;
    for (let day = 0.5; day <= 4; day += 0.5) {
      const found = await findSession(k, token, {
        slideDays: 1,
        maxDays: 3,
        now: new Date(t0 + day * 86_400_000),
      });
      if (found) alive = day;
    }
    expect(alive).toBe(2.5);
    const row = await k
      .selectFrom('sessions')
      .select('expiresAt')
      .where('userAgent', '=', 'Max')
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expiresAt)).toBeLessThanOrEqual(t0 + 3 * 86_400_000 + 1000);
  });
});
