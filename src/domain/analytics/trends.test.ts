import { describe, expect, it } from 'vitest';
import { bucketEvents, periodStart, periodStarts, windowFrom } from './trends.ts';

describe('growth trends', () => {
  it('starts a week on Monday and a month on the 1st', () => {
    expect(periodStart('2026-11-25', 'week')).toBe('2026-11-23'); // a Wednesday
    expect(periodStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(periodStart('2026-11-29', 'week')).toBe('2026-11-23'); // a Sunday
    expect(periodStart('2026-11-25', 'month')).toBe('2026-11-01');
  });

  it('lists 12 periods, oldest first, across a year end', () => {
    const months = periodStarts('2026-02-10', 'month');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03-01');
    expect(months.at(-1)).toBe('2026-02-01');
    const weeks = periodStarts('2026-01-07', 'week', 3);
    expect(weeks).toEqual(['2025-12-22', '2025-12-29', '2026-01-05']);
  });

  it('counts events per period in Dutch time, zeros for empty periods, nothing outside the window', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const buckets = bucketEvents(
      [
        { series: 'enrollments', at: '2026-11-24T09:00:00Z' },
        { series: 'enrollments', at: '2026-11-22T23:30:00Z' }, // Monday 00:30 in Amsterdam
        { series: 'reviews', at: '2026-11-16T10:00:00Z' },
        { series: 'enrollments', at: '2020-01-01T10:00:00Z' },
      ],
      ['enrollments', 'reviews'] as const,
      'week',
      now,
    );
    expect(buckets).toHaveLength(12);
    expect(buckets.at(-1)).toEqual({ start: '2026-11-23', counts: { enrollments: 2, reviews: 0 } });
    expect(buckets.at(-2)).toEqual({ start: '2026-11-16', counts: { enrollments: 0, reviews: 1 } });
    const total = buckets.reduce((n, b) => n + b.counts.enrollments + b.counts.reviews, 0);
    expect(total).toBe(3);
    expect(windowFrom('week', now) < '2026-09-07').toBe(true);
  });
});
