/** How long a failed background job waits before its next attempt (decision 200). */
export const RETRY_CAP_MS = 60 * 60_000;

/**
 * Exponential backoff: `baseMs` after the first failed attempt, doubling after each further one,
 * never more than an hour. `attempt` counts from 1 (the attempt that just failed).
 */
export function retryDelayMs(attempt: number, baseMs: number): number {
  const n = Math.max(1, Math.floor(attempt));
  return Math.min(RETRY_CAP_MS, baseMs * 2 ** Math.min(n - 1, 30));
}

/** Whether a job that just failed its `attempt`-th try gets another one. */
export const shouldRetry = (attempt: number, maxAttempts: number) => attempt < maxAttempts;
