import { retryDelayMs, shouldRetry } from '../../domain/jobs/backoff.ts';
import type { Db } from '../db/connect.ts';
import { claimJobs, finishJob, type Job, jobSignal, periodicKind, schedulePeriodic } from './queue.ts';

/** Does one job; throwing means "try again later" (until the job's attempts run out). */
export type JobHandler = (job: Job) => Promise<void>;

/** A job that runs every `everyMs` on exactly one process of the cluster. */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  run: () => Promise<void>;
}

export interface JobDefinitions {
  handlers: Record<string, JobHandler>;
  periodic: PeriodicJob[];
}

export interface WorkerOptions {
  /** How often to look for due jobs besides being woken by an enqueue in this process. */
  pollMs?: number;
  /** How long a claimed job is this worker's; a job still running after it is claimed again. */
  leaseMs?: number;
  /** First retry delay; doubles per failed attempt (domain/jobs/backoff.ts). */
  retryBaseMs?: number;
  /** Jobs claimed per round. */
  batch?: number;
  log?: { info(o: object, m?: string): void; error(o: object, m?: string): void };
}

export interface Worker {
  /** Starts the loop: polls every pollMs and wakes at once when this process enqueues a job. */
  start(): void;
  /** One round: schedule due periodic jobs, claim and run due jobs. Returns how many ran. */
  runOnce(): Promise<number>;
  /** Rounds until no job is due (tests). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

const SILENT = { info() {}, error() {} };

/**
 * The background worker (decision 200). Every process may run one: claims are exclusive (queue.ts),
 * so a job runs on one process, and a periodic job is enqueued by one process per due time.
 */
export function createWorker(db: Db, defs: JobDefinitions, opts: WorkerOptions = {}): Worker {
  const pollMs = opts.pollMs ?? 1_000;
  const leaseMs = opts.leaseMs ?? 5 * 60_000;
  const retryBaseMs = opts.retryBaseMs ?? 30_000;
  const batch = opts.batch ?? 10;
  const log = opts.log ?? SILENT;
  const handlers: Record<string, JobHandler> = { ...defs.handlers };
  for (const p of defs.periodic) handlers[periodicKind(p.name)] = () => p.run();

  const runJob = async (job: Job) => {
    const handler = handlers[job.kind];
    if (!handler) {
      await finishJob(db.kysely, job, { status: 'failed', error: `onbekend soort taak: ${job.kind}` });
      return;
    }
    try {
      await handler(job);
      await finishJob(db.kysely, job, { status: 'done' });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      if (shouldRetry(job.attempt, job.maxAttempts)) {
        const retryAt = new Date(Date.now() + retryDelayMs(job.attempt, retryBaseMs));
        log.error(
          { job: job.id, kind: job.kind, attempt: job.attempt, error },
          'taak mislukt, later opnieuw',
        );
        await finishJob(db.kysely, job, { status: 'pending', error, retryAt });
      } else {
        log.error({ job: job.id, kind: job.kind, attempt: job.attempt, error }, 'taak opgegeven');
        await finishJob(db.kysely, job, { status: 'failed', error });
      }
    }
  };

  const runOnce = async () => {
    for (const p of defs.periodic) await schedulePeriodic(db.kysely, p);
    const jobs = await claimJobs(db.kysely, db.engine, { limit: batch, leaseMs });
    for (const job of jobs) await runJob(job);
    return jobs.length;
  };

  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    again = true;
    running = running.then(async () => {
      while (again && !stopped) {
        again = false;
        try {
          // A full batch means more may be waiting: go on at once.
          if ((await runOnce()) >= batch) again = true;
        } catch (err) {
          log.error({ err }, 'taakverwerking mislukt');
        }
      }
      if (!stopped) timer = setTimeout(tick, pollMs).unref();
    });
  };
  const onEnqueue = () => tick();

  return {
    start() {
      jobSignal.on('enqueued', onEnqueue);
      tick();
    },
    runOnce,
    async drain() {
      while ((await runOnce()) > 0) {}
    },
    async stop() {
      stopped = true;
      jobSignal.off('enqueued', onEnqueue);
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
