/**
 * The institute dashboard's computed figures (spec §2.13; decision 115). Pure arithmetic over
 * counts that the store reads from the enrolments: no figure is stored or reported.
 */

/** Start of the current and of the previous calendar month (UTC) as ISO text. */
export function monthBounds(now: Date): { monthStart: string; prevMonthStart: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const prev = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return { monthStart: start.toISOString(), prevMonthStart: prev.toISOString() };
}

/** Which month an ISO timestamp falls in, seen from `now`: this, last or an earlier one. */
export function monthBucket(at: string, now: Date): 'this' | 'last' | 'earlier' {
  const { monthStart, prevMonthStart } = monthBounds(now);
  if (at >= monthStart) return 'this';
  return at >= prevMonthStart ? 'last' : 'earlier';
}

/** Completed enrolments as a whole percentage of all enrolments; 0 without enrolments. */
export function completionRatePercent(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}

/**
 * Growth of new enrolments this month against last month, whole percent (negative when fewer).
 * Without enrolments last month there is nothing to compare with: 0.
 */
export function growthPercent(thisMonth: number, lastMonth: number): number {
  return lastMonth > 0 ? Math.round(((thisMonth - lastMonth) / lastMonth) * 100) : 0;
}
