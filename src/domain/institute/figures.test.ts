import { describe, expect, it } from 'vitest';
import { completionRatePercent, growthPercent, monthBounds, monthBucket } from './figures.ts';

describe('institute figures', () => {
  it('bounds the current and previous calendar month in UTC, across a year end', () => {
    expect(monthBounds(new Date('2027-03-15T10:00:00Z'))).toEqual({
      monthStart: '2027-03-01T00:00:00.000Z',
      prevMonthStart: '2027-02-01T00:00:00.000Z',
    });
    expect(monthBounds(new Date('2027-01-01T00:00:00.000Z'))).toEqual({
      monthStart: '2027-01-01T00:00:00.000Z',
      prevMonthStart: '2026-12-01T00:00:00.000Z',
    });
  });

  it('puts a timestamp in this, last or an earlier month', () => {
    const now = new Date('2027-03-01T00:00:30Z');
    expect(monthBucket('2027-03-01T00:00:00.000Z', now)).toBe('this');
    expect(monthBucket('2027-02-28T23:59:59.999Z', now)).toBe('last');
    expect(monthBucket('2027-02-01T00:00:00.000Z', now)).toBe('last');
    expect(monthBucket('2027-01-31T23:59:59.999Z', now)).toBe('earlier');
  });

  it('rounds the completion rate and is 0 without enrolments', () => {
    expect(completionRatePercent(281, 342)).toBe(82);
    expect(completionRatePercent(127, 342)).toBe(37);
    expect(completionRatePercent(1, 3)).toBe(33);
    expect(completionRatePercent(0, 0)).toBe(0);
  });

  it('computes growth against last month, negative when fewer, 0 without a last month', () => {
    expect(growthPercent(15, 13)).toBe(15);
    expect(growthPercent(46, 40)).toBe(15);
    expect(growthPercent(10, 20)).toBe(-50);
    expect(growthPercent(5, 0)).toBe(0);
    expect(growthPercent(0, 0)).toBe(0);
  });
});
