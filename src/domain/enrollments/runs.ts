/**
 * Course status and runs. Only `active` courses of verified institutes are listed;
 * `draft` is not yet published; `archived` is no longer offered but keeps its enrolments and
 * certificates. A run is a start date (YYYY-MM-DD, a calendar date in the Netherlands) with
 * optional end date, location and seats.
 */
export const COURSE_STATUSES = ['active', 'draft', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

import { dutchToday } from '../dates.ts';

/** Today's calendar date in the Netherlands (where the courses start), as YYYY-MM-DD. */
export const todayIso = (now: Date = new Date()): string => dutchToday(now);

/** The date `months` calendar months after `date` (YYYY-MM-DD), clamped to the month's last day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/** A run that has not started yet (it starts today or later) can be enrolled in. */
export const isUpcoming = (startDate: string, today: string) => startDate >= today;

/** Seats still free in a run; null = unlimited. Never below zero. */
export const seatsLeft = (seats: number | null, taken: number): number | null =>
  seats === null ? null : Math.max(0, seats - taken);
