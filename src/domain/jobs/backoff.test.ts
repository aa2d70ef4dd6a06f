import { describe, expect, it } from 'vitest';
import { RETRY_CAP_MS, retryDelayMs, shouldRetry } from './backoff.ts';

describe('job retry backoff', () => {
  it('doubles from the base after each failed attempt', () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
  });
  it('never waits more than an hour, however many attempts', () => {
    expect(retryDelayMs(20, 30_000)).toBe(RETRY_CAP_MS);
    expect(retryDelayMs(10_000, 30_000)).toBe(RETRY_CAP_MS);
  });
  it('treats nonsense attempts as the first', () => {
    expect(retryDelayMs(0, 1000)).toBe(1000);
    expect(retryDelayMs(-3, 1000)).toBe(1000);
  });
  it('retries until the last allowed attempt', () => {
    expect(shouldRetry(1, 3)).toBe(true);
    expect(shouldRetry(2, 3)).toBe(true);
    expect(shouldRetry(3, 3)).toBe(false);
  });
});
