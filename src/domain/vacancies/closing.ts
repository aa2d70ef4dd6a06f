import { dutchToday } from '../dates.ts';
import type { VacancyStatus } from './status.ts';

/**
 * A vacancy's closing date is a whole day in the Netherlands. Applications are taken up
 * to the end of that day (Europe/Amsterdam); from the next day on the vacancy is closed for talent,
 * as if the company had closed it. The company keeps seeing it with its applicants.
 */
export interface ClosingTerms {
  status: VacancyStatus;
  /** YYYY-MM-DD, or null for no closing date. */
  closingDate: string | null;
}

/** Whether the closing date has passed at `now`: the Dutch calendar day is later than it. */
export function isPastClosingDate(closingDate: string | null, now: Date = new Date()): boolean {
  return closingDate !== null && dutchToday(now) > closingDate;
}

/** Whether the vacancy takes applications at `now`: still active and not past its closing date. */
export function acceptsApplications(v: ClosingTerms, now: Date = new Date()): boolean {
  return v.status === 'active' && !isPastClosingDate(v.closingDate, now);
}

/** The status talent see: `closed` once the closing date has passed, else the stored one. */
export function statusForTalent(v: ClosingTerms, now: Date = new Date()): VacancyStatus {
  return acceptsApplications(v, now) ? 'active' : 'closed';
}

/** The earliest closing date still open at `now` (today in the Netherlands), for a list query. */
export function earliestOpenClosingDate(now: Date = new Date()): string {
  return dutchToday(now);
}
