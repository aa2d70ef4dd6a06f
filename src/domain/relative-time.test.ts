import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relativeTime (spec §9)', () => {
  it('reads Net nu under a minute, then minutes, hours and days', () => {
    expect(relativeTime(ago(59_000), now)).toBe('Net nu');
    expect(relativeTime(ago(60_000), now)).toBe('1m geleden');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59m geleden');
    expect(relativeTime(ago(60 * 60_000), now)).toBe('1u geleden');
    expect(relativeTime(ago(1439 * 60_000), now)).toBe('23u geleden');
    expect(relativeTime(ago(1440 * 60_000), now)).toBe('1d geleden');
  });
});

describe('relativeTime in English', () => {
  const now = new Date('2026-01-10T12:00:00Z');
  it('uses the same steps with English words', () => {
    expect(relativeTime('2026-01-10T11:59:30Z', now, 'en')).toBe('Just now');
    expect(relativeTime('2026-01-10T11:55:00Z', now, 'en')).toBe('5m ago');
    expect(relativeTime('2026-01-10T09:00:00Z', now, 'en')).toBe('3h ago');
    expect(relativeTime('2026-01-08T12:00:00Z', now, 'en')).toBe('2d ago');
  });
});
