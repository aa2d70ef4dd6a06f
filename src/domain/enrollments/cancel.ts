import type { EnrollmentStatus } from './status.ts';

/**
 * A learner may cancel an enrolment that has not started (decision 181): still
 * `enrolled`, and — with a run — its start date is after today, or — without a run ("start op
 * afroep") — no progress has been recorded yet.
 */
export function canCancel(
  e: { status: EnrollmentStatus; progress: number; runStartDate: string | null },
  today: string,
): boolean {
  if (e.status !== 'enrolled') return false;
  return e.runStartDate !== null ? e.runStartDate > today : e.progress === 0;
}
