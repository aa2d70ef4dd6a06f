import { dutchToday } from '../dates.ts';

/**
 * Growth trends (/analytics and Groeitrends): counts of stored events per week or month,
 * the last N periods up to and including the current one, empty periods included (a zero, not a gap).
 * Periods follow the Dutch calendar: a week starts on Monday, a month on the 1st.
 */
export const TREND_PERIODS = ['week', 'month'] as const;
export type TrendPeriod = (typeof TREND_PERIODS)[number];

/** How many periods a series covers: 12 weeks or 12 months. */
export const TREND_LENGTH = 12;

/** One stored event: its series (e.g. `enrollments`) and when it happened (ISO timestamp). */
export interface TrendEvent<S extends string> {
  series: S;
  at: string;
}

export interface TrendBucket<S extends string> {
  /** The first day of the period, YYYY-MM-DD. */
  start: string;
  counts: Record<S, number>;
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The first day of the period holding `date` (YYYY-MM-DD). */
export function periodStart(date: string, period: TrendPeriod): string {
  const d = day(date);
  if (period === 'month') return `${date.slice(0, 7)}-01`;
  const weekday = (d.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  d.setUTCDate(d.getUTCDate() - weekday);
  return iso(d);
}

/** The starts of the last `length` periods, oldest first, ending with the one holding `today`. */
export function periodStarts(today: string, period: TrendPeriod, length = TREND_LENGTH): string[] {
  const last = day(periodStart(today, period));
  const starts: string[] = [];
  for (let i = length - 1; i >= 0; i--) {
    const d = new Date(last);
    if (period === 'week') d.setUTCDate(d.getUTCDate() - 7 * i);
    else d.setUTCMonth(d.getUTCMonth() - i);
    starts.push(iso(d));
  }
  return starts;
}

/** Counts the events per period and series; events outside the window are left out. */
export function bucketEvents<S extends string>(
  events: readonly TrendEvent<S>[],
  series: readonly S[],
  period: TrendPeriod,
  now: Date = new Date(),
  length = TREND_LENGTH,
): TrendBucket<S>[] {
  const starts = periodStarts(dutchToday(now), period, length);
  const zero = () => Object.fromEntries(series.map((s) => [s, 0])) as Record<S, number>;
  const buckets = new Map(starts.map((start) => [start, { start, counts: zero() }]));
  for (const e of events) {
    if (!series.includes(e.series)) continue;
    const bucket = buckets.get(periodStart(dutchToday(new Date(e.at)), period));
    if (bucket) bucket.counts[e.series] += 1;
  }
  return starts.map((s) => buckets.get(s) as TrendBucket<S>);
}

/** The earliest moment a window of `length` periods can hold, as an ISO timestamp (a query bound). */
export function windowFrom(period: TrendPeriod, now: Date = new Date(), length = TREND_LENGTH): string {
  const first = periodStarts(dutchToday(now), period, length)[0];
  // One day earlier: a Dutch midnight is 22:00 or 23:00 UTC the day before.
  const d = day(first);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString();
}

/** The answer of a trends route: the period, its series in order, and their buckets. */
export function trendsAnswer<S extends string>(
  events: readonly TrendEvent<S>[],
  series: readonly S[],
  period: TrendPeriod,
  now: Date,
) {
  return { period, series: [...series], buckets: bucketEvents(events, series, period, now) };
}
