import { expect, it } from 'vitest';
import { createMailer } from '../mail/index.ts';
import { describeApi, registerTalent } from '../test/harness.ts';
import { jobDefinitions } from './registry.ts';
import { createWorker } from './worker.ts';

describeApi('housekeeping as a periodic job', (env) => {
  it('runs once through the queue and removes expired sessions and old counters', async () => {
    const { app, db, config } = env();
    const { user } = await registerTalent(app, 'housekeeping');
    await db.kysely
      .insertInto('sessions')
      .values({
        id: `expired-${user.id}`,
        userId: user.id,
        createdAt: '2020-01-01T00:00:00.000Z',
        expiresAt: '2020-01-31T00:00:00.000Z',
      } as never)
      .execute();
    await db.kysely
      .insertInto('rateLimitCounters')
      .values({ key: 'old', count: 3, resetAt: 1 } as never)
      .execute();
    const log = { info() {}, error() {} };
    const defs = jobDefinitions({
      db,
      config,
      mailer: createMailer({ ...config, smtpUrl: null } as never),
      log,
    });
    expect(defs.periodic.map((p) => p.name)).toEqual(
      expect.arrayContaining(['housekeeping', 'reminders.no-progress']),
    );
    // Two processes' workers: the due run is claimed by one of them.
    await Promise.all([createWorker(db, defs).drain(), createWorker(db, defs).drain()]);
    const left = await db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', `expired-${user.id}`)
      .execute();
    expect(left).toEqual([]);
    const counters = await db.kysely
      .selectFrom('rateLimitCounters')
      .select('key')
      .where('key', '=', 'old')
      .execute();
    expect(counters).toEqual([]);
    const runs = await db.kysely
      .selectFrom('jobs')
      .select('status')
      .where('kind', '=', 'periodic.housekeeping')
      .execute();
    expect(runs).toEqual([{ status: 'done' }]);
  });
});
