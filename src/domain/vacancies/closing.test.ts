import { describe, expect, it } from 'vitest';
import {
  acceptsApplications,
  earliestOpenClosingDate,
  isPastClosingDate,
  statusForTalent,
} from './closing.ts';

// 2026-03-10 is winter time (UTC+1); 2026-07-10 summer time (UTC+2).
const at = (iso: string) => new Date(iso);

describe('vacancy closing date (end of that day, Europe/Amsterdam)', () => {
  it('is open through the whole closing day in the Netherlands', () => {
    expect(isPastClosingDate('2026-03-10', at('2026-03-10T00:00:00+01:00'))).toBe(false);
    expect(isPastClosingDate('2026-03-10', at('2026-03-10T23:59:59+01:00'))).toBe(false);
    expect(isPastClosingDate('2026-07-10', at('2026-07-10T23:59:59+02:00'))).toBe(false);
  });

  it('is past from midnight in Amsterdam, even while it is still that day in UTC', () => {
    // 23:30 UTC on the 10th is 00:30 on the 11th in Amsterdam (winter) and 01:30 (summer).
    expect(isPastClosingDate('2026-03-10', at('2026-03-10T23:30:00Z'))).toBe(true);
    expect(isPastClosingDate('2026-07-10', at('2026-07-10T22:30:00Z'))).toBe(true);
    expect(isPastClosingDate('2026-07-10', at('2026-07-10T21:59:59Z'))).toBe(false);
  });

  it('never closes a vacancy without a closing date', () => {
    expect(isPastClosingDate(null, at('2099-01-01T12:00:00Z'))).toBe(false);
    expect(acceptsApplications({ status: 'active', closingDate: null }, at('2099-01-01T12:00:00Z'))).toBe(
      true,
    );
  });

  it('takes applications only while active and not past the date', () => {
    const now = at('2026-03-11T09:00:00+01:00');
    expect(acceptsApplications({ status: 'active', closingDate: '2026-03-11' }, now)).toBe(true);
    expect(acceptsApplications({ status: 'active', closingDate: '2026-03-10' }, now)).toBe(false);
    expect(acceptsApplications({ status: 'closed', closingDate: '2026-12-31' }, now)).toBe(false);
    expect(statusForTalent({ status: 'active', closingDate: '2026-03-10' }, now)).toBe('closed');
    expect(statusForTalent({ status: 'active', closingDate: '2026-03-11' }, now)).toBe('active');
    expect(statusForTalent({ status: 'closed', closingDate: null }, now)).toBe('closed');
  });

  it('gives the earliest closing date a list still shows: today in the Netherlands', () => {
    expect(earliestOpenClosingDate(at('2026-03-10T23:30:00Z'))).toBe('2026-03-11');
    expect(earliestOpenClosingDate(at('2026-03-10T22:30:00Z'))).toBe('2026-03-10');
  });
});
