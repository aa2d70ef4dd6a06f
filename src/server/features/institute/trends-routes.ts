import type { FastifyInstance } from 'fastify';
import { INSTITUTE_TREND_SERIES, trendsQuery, trendsResponse } from '../../../contracts/analytics.ts';
import {
  type TrendEvent,
  type TrendPeriod,
  trendsAnswer,
  windowFrom,
} from '../../../domain/analytics/trends.ts';
import type { AppContext } from '../../context.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { route } from '../../http/route.ts';
import { coursesOfInstitute } from '../courses/index.ts';
import { enrolmentTimesOfInstitute } from '../enrollments/index.ts';
import { ratingTimesOf } from '../reviews/index.ts';

type Series = (typeof INSTITUTE_TREND_SERIES)[number];

/** The stored events of the institute's courses within the window: enrolments, completions, reviews. */
export async function instituteTrendEvents(
  db: KyselyDb,
  instituteId: string,
  period: TrendPeriod,
  now: Date,
): Promise<TrendEvent<Series>[]> {
  const from = windowFrom(period, now);
  const courses = await coursesOfInstitute(db, instituteId);
  const [{ enrolled, completed }, reviews] = await Promise.all([
    enrolmentTimesOfInstitute(db, instituteId, from),
    ratingTimesOf(
      db,
      courses.map((c) => Number(c.id)),
      from,
    ),
  ]);
  const tag = (series: Series, rows: { at: string | null }[]) =>
    rows.flatMap((r) => (r.at ? [{ series, at: String(r.at) }] : []));
  return [...tag('enrollments', enrolled), ...tag('completions', completed), ...tag('reviews', reviews)];
}

/** Groeitrends of the institute portal and /analytics: counts per week or month. */
export async function instituteTrendRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/institute/analytics/trends',
    operationId: 'getInstituteTrends',
    summary: 'Groeitrends van het eigen instituut: inschrijvingen, afrondingen en reviews per week of maand',
    tag: 'institute',
    access: 'analytics.viewInstitute',
    query: trendsQuery,
    response: { 200: trendsResponse },
    handler: async (request) => {
      const { period } = request.query;
      const now = new Date();
      return trendsAnswer(
        await instituteTrendEvents(db.kysely, request.user.id, period, now),
        INSTITUTE_TREND_SERIES,
        period,
        now,
      );
    },
  });
}
