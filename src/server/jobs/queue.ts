import { EventEmitter } from 'node:events';
import type { Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Engine } from '../db/connect.ts';
import type { JobsTable, KyselyDb } from '../db/schema.ts';

/** A job as a handler sees it. */
export interface Job {
  id: number;
  kind: string;
  payload: unknown;
  /** 1 on the first try. */
  attempt: number;
  maxAttempts: number;
  uniqueKey: string | null;
}

export interface EnqueueOptions {
  /** Not before this moment (default: now). */
  runAt?: Date;
  /** Idempotency key: while a job with this key exists, enqueueing it again adds nothing. */
  uniqueKey?: string;
  /** Tries before the job is given up ('failed'); default 8. */
  maxAttempts?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 8;

/** Wakes this process's worker when a job is added here (other processes find it by polling). */
export const jobSignal = new EventEmitter();

/**
 * Adds a job of `kind` with a JSON payload. Pass a transaction as `db` to add it atomically with
 * the write that causes it. Returns false when a job with the same uniqueKey already exists.
 */
export async function enqueueJob(
  db: KyselyDb,
  kind: string,
  payload: unknown,
  opts: EnqueueOptions = {},
): Promise<boolean> {
  const now = new Date();
  const result = await db
    .insertInto('jobs')
    .values({
      kind,
      payload: JSON.stringify(payload ?? null),
      status: 'pending',
      runAt: (opts.runAt ?? now).toISOString(),
      maxAttempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      uniqueKey: opts.uniqueKey ?? null,
      createdAt: now.toISOString(),
    })
    .onConflict((oc) => oc.column('uniqueKey').doNothing())
    .executeTakeFirst();
  const added = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  if (added) jobSignal.emit('enqueued');
  return added;
}

/**
 * Claims up to `limit` due jobs for this worker: pending ones whose time has come, and running ones
 * whose lease ran out (their process died). On PostgreSQL `FOR UPDATE SKIP LOCKED` lets several
 * processes claim at once without ever taking the same row; SQLite runs one writer at a time.
 * Each claim counts an attempt; the attempt number is the fencing token for finishing the job.
 */
export async function claimJobs(
  db: KyselyDb,
  engine: Engine,
  opts: { limit: number; leaseMs: number; now?: Date },
): Promise<Job[]> {
  const now = opts.now ?? new Date();
  const nowIso = now.toISOString();
  const due = db
    .selectFrom('jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('runAt', '<=', nowIso)]),
        eb.and([eb('status', '=', 'running'), eb('lockedUntil', '<', nowIso)]),
      ]),
    )
    .orderBy('runAt')
    .orderBy('id')
    .limit(opts.limit)
    .$if(engine === 'postgres', (q) => q.forUpdate().skipLocked());
  const rows = await db
    .updateTable('jobs')
    .set({
      status: 'running',
      attempts: sql`attempts + 1`,
      lockedUntil: new Date(now.getTime() + opts.leaseMs).toISOString(),
    })
    .where('id', 'in', due)
    .returningAll()
    .execute();
  return rows.map(toJob).sort((a, b) => a.id - b.id);
}

const toJob = (row: {
  id: number;
  kind: string;
  payload: string;
  attempts: number;
  maxAttempts: number;
  uniqueKey: string | null;
}): Job => ({
  id: row.id,
  kind: row.kind,
  payload: safeJson(row.payload),
  attempt: row.attempts,
  maxAttempts: row.maxAttempts,
  uniqueKey: row.uniqueKey,
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Ends a claimed job: done, back to pending at `retryAt`, or failed. Only while this worker still
 * holds it (same attempt, still running): a job whose lease another worker took over is left alone.
 */
export async function finishJob(
  db: KyselyDb,
  job: Job,
  outcome:
    | { status: 'done' }
    | { status: 'failed'; error: string }
    | { status: 'pending'; error: string; retryAt: Date },
): Promise<boolean> {
  const now = new Date().toISOString();
  const set: Updateable<JobsTable> =
    outcome.status === 'pending'
      ? {
          status: 'pending',
          runAt: outcome.retryAt.toISOString(),
          lastError: outcome.error,
          lockedUntil: null,
        }
      : outcome.status === 'failed'
        ? { status: 'failed', lastError: outcome.error, finishedAt: now, lockedUntil: null }
        : // A done job's payload is not needed any more (a mail's text may hold a one-time link).
          { status: 'done', finishedAt: now, lockedUntil: null, payload: 'null' };
  const result = await db
    .updateTable('jobs')
    .set(set)
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('attempts', '=', job.attempt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Periodic jobs, once per cluster: the process whose UPDATE moves `next_run_at` on is the one that
 * enqueues the run (the others' UPDATE matches no row). The run is an ordinary job, keyed by its
 * due time, so it gets the queue's retries and is never added twice.
 */
export async function schedulePeriodic(
  db: KyselyDb,
  periodic: { name: string; everyMs: number },
  now = new Date(),
): Promise<boolean> {
  const nowIso = now.toISOString();
  await db
    .insertInto('periodicJobs')
    .values({ name: periodic.name, nextRunAt: nowIso, lastRunAt: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('periodicJobs')
    .select('nextRunAt')
    .where('name', '=', periodic.name)
    .executeTakeFirst();
  if (!row || row.nextRunAt > nowIso) return false;
  const next = new Date(now.getTime() + periodic.everyMs).toISOString();
  const moved = await db
    .updateTable('periodicJobs')
    .set({ nextRunAt: next, lastRunAt: nowIso })
    .where('name', '=', periodic.name)
    .where('nextRunAt', '=', row.nextRunAt)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  await enqueueJob(db, periodicKind(periodic.name), null, {
    uniqueKey: `periodic:${periodic.name}:${row.nextRunAt}`,
    maxAttempts: 3,
  });
  return true;
}

export const periodicKind = (name: string) => `periodic.${name}`;

/** Forgets finished jobs older than `beforeIso` (failed ones are kept for inspection a while longer). */
export async function purgeFinishedJobs(db: KyselyDb, beforeIso: string, failedBeforeIso: string) {
  await db
    .deleteFrom('jobs')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'done'), eb('finishedAt', '<', beforeIso)]),
        eb.and([eb('status', '=', 'failed'), eb('finishedAt', '<', failedBeforeIso)]),
      ]),
    )
    .execute();
}

/** Jobs waiting to run (pending, or running): the queue's length for /metrics. */
export async function countWaitingJobs(db: KyselyDb): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', ['pending', 'running'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Removes every job whose payload or key names a deleted account (its e-mail or id): a mail waiting
 * or done for that person must not outlive the account.
 */
export async function forgetJobsAbout(db: KyselyDb, needles: string[]): Promise<void> {
  const containing = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  for (const needle of needles.filter((n) => n.length >= 3)) {
    await db
      .deleteFrom('jobs')
      .where((eb) =>
        eb.or([
          sql<boolean>`lower(payload) like ${containing(needle.toLowerCase())} escape '\\'`,
          sql<boolean>`lower(unique_key) like ${containing(needle.toLowerCase())} escape '\\'`,
        ]),
      )
      .execute();
  }
}
