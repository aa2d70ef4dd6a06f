import type { Generated } from 'kysely';

/** Table types of the background job queue (migration 040, src/server/jobs). */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON text. */
  payload: string;
  status: 'pending' | 'running' | 'done' | 'failed';
  runAt: string;
  attempts: Generated<number>;
  maxAttempts: number;
  lockedUntil: string | null;
  lastError: string | null;
  uniqueKey: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface PeriodicJobsTable {
  name: string;
  nextRunAt: string;
  lastRunAt: string | null;
}

export interface JobTables {
  jobs: JobsTable;
  periodicJobs: PeriodicJobsTable;
}
