import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connect, type Db } from '../db/connect.ts';
import { createMailer, MAIL_JOB, mailJobHandler, queueMail } from '../mail/index.ts';
import { describeApi } from '../test/harness.ts';
import { startTestSmtp, type TestSmtp } from '../test/smtp.ts';
import { claimJobs, enqueueJob, finishJob } from './queue.ts';
import { createWorker, type JobDefinitions } from './worker.ts';

const mailConfig = (smtpUrl: string | null, outbox = os.tmpdir()) => ({
  smtpUrl,
  mailFrom: 'SkillsPlatform <no-reply@example.nl>',
  mailOutboxDir: outbox,
  appUrl: 'http://localhost:3000',
});

describeApi(
  'job queue and mail',
  (env) => {
    let smtp: TestSmtp;
    beforeAll(async () => {
      smtp = await startTestSmtp();
    });
    afterAll(async () => {
      await smtp.close();
    });
    const mailDefs = (): JobDefinitions => ({
      handlers: { [MAIL_JOB]: mailJobHandler(createMailer(mailConfig(smtp.url))) },
      periodic: [],
    });
    const jobRow = (id: number) =>
      env().db.kysely.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const lastJobId = async () =>
      (
        await env()
          .db.kysely.selectFrom('jobs')
          .select('id')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirstOrThrow()
      ).id;

    it('sends a queued mail over real SMTP and marks the job done', async () => {
      const { db } = env();
      await queueMail(db.kysely, { to: 'een@test.nl', subject: 'Hallo één', text: 'Tekst één' });
      await createWorker(db, mailDefs()).drain();
      const mail = await smtp.waitFor((m) => m.subject === 'Hallo één');
      expect(mail.text?.trim()).toBe('Tekst één');
      expect(mail.from?.text).toMatch(/no-reply@example\.nl/);
      expect((await jobRow(await lastJobId())).status).toBe('done');
    });

    it('retries a mail the SMTP server refuses, with growing delays, and delivers it once', async () => {
      const { db } = env();
      smtp.failNext(2);
      await queueMail(db.kysely, { to: 'twee@test.nl', subject: 'Opnieuw', text: 'x' });
      const id = await lastJobId();
      const worker = createWorker(db, mailDefs(), { retryBaseMs: 60_000 });
      await worker.runOnce();
      let row = await jobRow(id);
      expect(row.status).toBe('pending');
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/451|Tijdelijk/);
      const firstDelay = Date.parse(row.runAt) - Date.now();
      expect(firstDelay).toBeGreaterThan(50_000);
      // Not due yet: the worker leaves it alone.
      expect(await worker.runOnce()).toBe(0);
      // Make it due and fail again: the next delay doubles.
      await db.kysely
        .updateTable('jobs')
        .set({ runAt: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      await worker.runOnce();
      row = await jobRow(id);
      expect(row.attempts).toBe(2);
      expect(Date.parse(row.runAt) - Date.now()).toBeGreaterThan(110_000);
      await db.kysely
        .updateTable('jobs')
        .set({ runAt: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      await worker.runOnce();
      expect((await jobRow(id)).status).toBe('done');
      expect(smtp.received.filter((m) => m.subject === 'Opnieuw')).toHaveLength(1);
    });

    it('gives a mail up after its last attempt and sends nothing', async () => {
      const { db } = env();
      smtp.failNext(3);
      await enqueueJob(
        db.kysely,
        MAIL_JOB,
        { to: 'drie@test.nl', subject: 'Opgegeven', text: 'x' },
        { maxAttempts: 3 },
      );
      const id = await lastJobId();
      await createWorker(db, mailDefs(), { retryBaseMs: 0 }).drain();
      const row = await jobRow(id);
      expect(row.status).toBe('failed');
      expect(row.attempts).toBe(3);
      expect(smtp.received.some((m) => m.subject === 'Opgegeven')).toBe(false);
      smtp.failNext(0);
    });

    it('never sends a mail twice: a key is queued once, and two workers share the work', async () => {
      const { db, engine } = env();
      expect(
        await queueMail(db.kysely, { to: 'k@test.nl', subject: 'Sleutel', text: 'x' }, { key: 'k1' }),
      ).toBe(true);
      expect(
        await queueMail(db.kysely, { to: 'k@test.nl', subject: 'Sleutel', text: 'x' }, { key: 'k1' }),
      ).toBe(false);
      for (let i = 0; i < 12; i++) {
        await queueMail(db.kysely, { to: `p${i}@test.nl`, subject: `Parallel ${i}`, text: 'x' });
      }
      // On PostgreSQL the second worker has its own connection pool, as a second process would.
      const other: Db = engine === 'postgres' ? connect(env().databaseUrl!, { schema: db.schema }) : db;
      try {
        const a = createWorker(db, mailDefs(), { batch: 2 });
        const b = createWorker(other, mailDefs(), { batch: 2 });
        await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
      } finally {
        if (other !== db) await other.close();
      }
      expect(smtp.received.filter((m) => m.subject === 'Sleutel')).toHaveLength(1);
      for (let i = 0; i < 12; i++) {
        expect(
          smtp.received.filter((m) => m.subject === `Parallel ${i}`),
          `mail ${i}`,
        ).toHaveLength(1);
      }
      const ids = smtp.received.map((m) => m.messageId);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('claims a job again when its worker died, and the dead worker cannot finish it', async () => {
      const { db } = env();
      await enqueueJob(db.kysely, 'test.noop', { n: 1 });
      const [dead] = await claimJobs(db.kysely, db.engine, { limit: 1, leaseMs: -1 });
      expect(dead.kind).toBe('test.noop');
      const ran: number[] = [];
      await createWorker(db, {
        handlers: { 'test.noop': async (job) => void ran.push(job.attempt) },
        periodic: [],
      }).drain();
      expect(ran).toEqual([2]);
      expect(await finishJob(db.kysely, dead, { status: 'failed', error: 'te laat' })).toBe(false);
      expect((await jobRow(dead.id)).status).toBe('done');
    });

    it('runs a periodic job once per due time however many workers share the database', async () => {
      const { db } = env();
      let runs = 0;
      const defs: JobDefinitions = {
        handlers: {},
        periodic: [{ name: 'test.daily', everyMs: 86_400_000, run: async () => void runs++ }],
      };
      const workers = [createWorker(db, defs), createWorker(db, defs), createWorker(db, defs)];
      await Promise.all(workers.map((w) => w.drain()));
      await Promise.all(workers.map((w) => w.drain()));
      expect(runs).toBe(1);
      const row = await db.kysely
        .selectFrom('periodicJobs')
        .selectAll()
        .where('name', '=', 'test.daily')
        .executeTakeFirstOrThrow();
      expect(Date.parse(row.nextRunAt) - Date.now()).toBeGreaterThan(86_000_000);
      // Once due again, it runs once more.
      await db.kysely
        .updateTable('periodicJobs')
        .set({ nextRunAt: new Date(Date.now() - 1000).toISOString() })
        .where('name', '=', 'test.daily')
        .execute();
      await Promise.all(workers.map((w) => w.drain()));
      expect(runs).toBe(2);
    });

    it('marks a job of an unknown kind failed instead of retrying it forever', async () => {
      const { db } = env();
      await enqueueJob(db.kysely, 'test.unknown', null);
      const id = await lastJobId();
      await createWorker(db, { handlers: {}, periodic: [] }).drain();
      expect((await jobRow(id)).status).toBe('failed');
    });
  },
  {},
);

it('without SMTP_URL writes each mail as an .eml file to the outbox', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  const mailer = createMailer(mailConfig(null, dir));
  const { where } = await mailer.send(
    { to: 'x@test.nl', subject: 'Naar de outbox', text: 'Inhoud' },
    'job-7',
  );
  const files = fs.readdirSync(dir);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/job-7\.eml$/);
  expect(where).toContain(files[0]);
  const eml = fs.readFileSync(path.join(dir, files[0]), 'utf8');
  expect(eml).toMatch(/^Subject: Naar de outbox$/m);
  expect(eml).toMatch(/^To: x@test\.nl$/m);
  expect(mailer.describe()).toContain('geen SMTP_URL');
  fs.rmSync(dir, { recursive: true });
});
