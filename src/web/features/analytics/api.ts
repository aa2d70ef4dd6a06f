import type { TrendPeriod } from '../../../domain/analytics/trends.ts';
import { apiQuery } from '../../lib/api.ts';

export type TrendsOwner = 'company' | 'institute';

/** GET /api/{company|institute}/analytics/trends?period=…: the same answer for either owner. */
export const trendsQuery = (owner: TrendsOwner, period: TrendPeriod) =>
  owner === 'company'
    ? apiQuery('/api/company/analytics/trends', { query: { period } })
    : apiQuery('/api/institute/analytics/trends', { query: { period } });
