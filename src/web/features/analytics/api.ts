import { queryOptions } from '@tanstack/react-query';
import type { TrendsResponse } from '../../../contracts/analytics.ts';
import type { TrendPeriod } from '../../../domain/analytics/trends.ts';

export type TrendsOwner = 'company' | 'institute';

/** GET /api/{company|institute}/analytics/trends?period=… (issue 24). */
export const trendsQuery = (owner: TrendsOwner, period: TrendPeriod) =>
  queryOptions<TrendsResponse>({ queryKey: [`/api/${owner}/analytics/trends?period=${period}`] });
