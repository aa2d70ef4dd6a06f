import { z } from 'zod';
import { TREND_PERIODS } from '../domain/analytics/trends.ts';
import { text } from './common.ts';
import { ANALYTICS_MESSAGES } from './messages/analytics.ts';

/** Series of a company's growth trends: applications received, hires, employees' enrolments and completions. */
export const COMPANY_TREND_SERIES = ['applications', 'hires', 'enrollments', 'completions'] as const;
/** Series of an institute's growth trends: enrolments, completions and reviews of its courses. */
export const INSTITUTE_TREND_SERIES = ['enrollments', 'completions', 'reviews'] as const;
export type TrendSeries = (typeof COMPANY_TREND_SERIES)[number] | (typeof INSTITUTE_TREND_SERIES)[number];

/** GET /api/company/analytics/trends and /api/institute/analytics/trends: `?period=week|month` (month by default). */
export const trendsQuery = z.object({
  period: z
    .enum(TREND_PERIODS, { error: ANALYTICS_MESSAGES['analytics.period_week_month'] })
    .optional()
    .default('month'),
});

const bucket = z.object({
  /** The first day of the period, YYYY-MM-DD. */
  start: text(),
  counts: z.record(text(), z.number().int()),
});

/** The last 12 weeks or months, oldest first; every series has a count in every period (0 when none). */
export const trendsResponse = z.object({
  period: z.enum(TREND_PERIODS),
  series: z.array(z.enum([...COMPANY_TREND_SERIES, ...INSTITUTE_TREND_SERIES])),
  buckets: z.array(bucket),
});
export type TrendsResponse = z.infer<typeof trendsResponse>;
