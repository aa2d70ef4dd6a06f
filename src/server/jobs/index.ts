/**
 * The database job queue (decision 200). Others use:
 * - `enqueueJob(db, kind, payload, { runAt, uniqueKey, maxAttempts })` to do work in the background;
 * - a handler for that kind, or a periodic job, registered in `registry.ts` (one line each).
 */
export { countWaitingJobs, enqueueJob, forgetJobsAbout } from './queue.ts';
export type { JobHandler } from './worker.ts';
