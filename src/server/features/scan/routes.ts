import type { FastifyInstance } from 'fastify';
import { submitScanBody } from '../../../contracts/scan.ts';
import { buildScanResult, courseMatchPercentage, validateAnswers } from '../../../domain/scan/index.ts';
import { requirePermission, requireUser } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, parse } from '../../http/errors.ts';
import { findLatestResult, insertAssessment, listAssessments, listCoursesForMatching } from './store.ts';

/** How many course recommendations GET /api/user/recommendations returns (best first). */
export const RECOMMENDATION_LIMIT = 10;

export async function scanRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  app.post(
    '/enhanced-assessment/submit',
    {
      config: {
        doc: {
          summary: 'Scan insturen en het resultaat krijgen',
          tags: ['scan'],
          access: 'assessment.take',
          body: submitScanBody,
        },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'assessment.take');
      const body = parse(submitScanBody, request.body);
      const checked = validateAnswers(body.answers);
      if (!checked.ok) throw badRequest(checked.message);
      const result = buildScanResult(checked.answers, await listCoursesForMatching(k));
      await insertAssessment(k, user.id, checked.answers, result);
      return result;
    },
  );

  /** The newest result, or `null` (200) when the user has not taken the scan yet. */
  app.get(
    '/user/scan-result',
    { config: { doc: { summary: 'Nieuwste eigen scanresultaat', tags: ['scan'], access: 'signedIn' } } },
    async (request) => findLatestResult(k, requireUser(request).id),
  );

  const assessments = async (request: Parameters<typeof requireUser>[0]) =>
    listAssessments(k, requireUser(request).id);
  app.get(
    '/user/assessments',
    { config: { doc: { summary: 'Eigen scanresultaten', tags: ['scan'], access: 'signedIn' } } },
    assessments,
  );
  app.get(
    '/assessments/user',
    { config: { doc: { summary: 'Eigen scanresultaten (synoniem)', tags: ['scan'], access: 'signedIn' } } },
    assessments,
  );

  app.get(
    '/user/recommendations',
    {
      config: {
        doc: { summary: 'Cursusaanbevelingen uit de nieuwste scan', tags: ['scan'], access: 'signedIn' },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await findLatestResult(k, user.id);
      if (!result) return [];
      const courses = await listCoursesForMatching(k);
      return courses
        .map((course) => ({ courseId: course.id, matchPercentage: courseMatchPercentage(result, course) }))
        .sort((a, b) => b.matchPercentage - a.matchPercentage || a.courseId - b.courseId)
        .slice(0, RECOMMENDATION_LIMIT);
    },
  );
}
