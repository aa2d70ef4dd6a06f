import type { FastifyInstance } from 'fastify';
import { COMPANY_TREND_SERIES, trendsQuery, trendsResponse } from '../../../contracts/analytics.ts';
import {
  type TrendEvent,
  type TrendPeriod,
  trendsAnswer,
  windowFrom,
} from '../../../domain/analytics/trends.ts';
import type { AppContext } from '../../context.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { route } from '../../http/route.ts';
import { enrollmentTimesOf } from '../enrollments/index.ts';
import { companyApplicationTimes } from '../vacancies/index.ts';
import { activeEmployeeIds } from './store.ts';

type Series = (typeof COMPANY_TREND_SERIES)[number];

/**
 * The company's stored events within the window: applications to its vacancies, hires (an
 * application set to hired, dated by its last change), and the enrolments and completions of its
 * current employees.
 */
export async function companyTrendEvents(
  db: KyselyDb,
  companyId: string,
  period: TrendPeriod,
  now: Date,
): Promise<TrendEvent<Series>[]> {
  const from = windowFrom(period, now);
  const employees = await activeEmployeeIds(db, companyId);
  const [{ applied: applications, hired: hires }, { enrolled, completed }] = await Promise.all([
    companyApplicationTimes(db, companyId, from),
    enrollmentTimesOf(db, employees, from),
  ]);
  const tag = (series: Series, rows: { at: string | null }[]) =>
    rows.flatMap((r) => (r.at ? [{ series, at: String(r.at) }] : []));
  return [
    ...tag('applications', applications),
    ...tag('hires', hires),
    ...tag('enrollments', enrolled),
    ...tag('completions', completed),
  ];
}

/** /analytics of a company: counts per week or month. */
export async function companyTrendRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/company/analytics/trends',
    operationId: 'getCompanyTrends',
    summary:
      'Groeitrends van het eigen bedrijf: sollicitaties, aannames, inschrijvingen en afrondingen van werknemers',
    tag: 'company',
    access: 'analytics.viewCompany',
    query: trendsQuery,
    response: { 200: trendsResponse },
    handler: async (request) => {
      const { period } = request.query;
      const now = new Date();
      return trendsAnswer(
        await companyTrendEvents(db.kysely, request.user.id, period, now),
        COMPANY_TREND_SERIES,
        period,
        now,
      );
    },
  });
}
