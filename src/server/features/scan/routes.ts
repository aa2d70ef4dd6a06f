import type { FastifyInstance } from 'fastify';
import { noContent, page, pageQuery } from '../../../contracts/common.ts';
import { SCAN_PROBLEMS } from '../../../contracts/problems/scan.ts';
import {
  assessmentSummary,
  courseRecommendation,
  scanResultSchema,
  submitScanBody,
} from '../../../contracts/scan.ts';
import { rankRecommendations } from '../../../domain/catalogue/recommendations.ts';
import { buildScanResult, renderScanResult, validateAnswers } from '../../../domain/scan/index.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { pageInMemory } from '../../http/paging.ts';
import { sendAnswer } from '../../http/response-cache.ts';
import { route } from '../../http/route.ts';
import { answerCache } from '../../http/user-cache.ts';
import { requestLanguage } from '../../i18n/index.ts';
import { takeHourlyQuota } from '../../security/quota.ts';
import { listCoursesForMatching } from '../courses/index.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import { scanDraftRoutes } from './draft-routes.ts';
import {
  currentCatalogueVersion,
  findStoredRecommendations,
  storeRecommendations,
} from './recommendation-store.ts';
import { renderStoredScan, storedPersonalityType } from './render.ts';
import { clearDraft, findLatestResult, findLatestScan, insertAssessment, listAssessments } from './store.ts';

export async function scanRoutes(app: FastifyInstance, ctx: AppContext) {
  const k = ctx.db.kysely;
  // The result per user and language, made of the stored scan and the catalogue (decision 252).
  const scanResults = answerCache(
    ctx,
    ['assessments', 'catalogue_state', 'courses'],
    scanResultSchema.nullable(),
    {
      label: 'GET /user/scan-result',
    },
  );
  await scanDraftRoutes(app, ctx);
  const { config } = ctx;

  route(app, {
    method: 'POST',
    url: '/enhanced-assessment/submit',
    operationId: 'submitScan',
    summary: 'Scan insturen en het resultaat krijgen',
    tag: 'scan',
    access: 'assessment.take',
    body: submitScanBody,
    response: { 200: scanResultSchema },
    // Stores an analysis: a retry with the same Idempotency-Key gets the first one.
    idempotent: true,
    handler: async (request) => {
      const checked = validateAnswers(request.body.answers);
      if (!checked.ok) throw fail(SCAN_PROBLEMS['scan.invalid_answers'], { reason: checked.message });
      await takeHourlyQuota(k, config, 'scan', request.user.id);
      const version = await currentCatalogueVersion(k);
      const courses = await listCoursesForMatching(k);
      // Stored in Dutch as before; answered in the request's language (decision 130).
      const result = buildScanResult(checked.answers, courses);
      // The result is stored and the answers in progress are done with, at once.
      await k.transaction().execute(async (trx) => {
        await insertAssessment(trx, request.user.id, checked.answers, result);
        await clearDraft(trx, request.user.id);
      });
      await storeRecommendations(k, request.user.id, version, rankRecommendations(result, courses));
      await notify(k, request.user.id, notificationEvents.scanCompleted());
      const lang = requestLanguage(request);
      return lang === 'nl'
        ? result
        : renderScanResult(checked.answers, result.recommendations.courses, courses, lang);
    },
  });

  /** The newest result in the request's language, or `null` (200) when the user has not taken the scan yet. */
  route(app, {
    method: 'GET',
    url: '/user/scan-result',
    operationId: 'getOwnScanResult',
    summary: 'Nieuwste eigen scanresultaat (null zonder scan)',
    tag: 'scan',
    access: 'signedIn',
    response: { 200: scanResultSchema.nullable(), 304: noContent },
    headers: ['ETag'],
    handler: async (request, reply) => {
      const userId = request.user.id;
      const lang = requestLanguage(request);
      // Rendered once per user and language until the scan or the catalogue changes.
      const answer = await scanResults.get(`${userId}|${lang}`, async () => {
        const scan = await findLatestScan(k, userId);
        return scan ? renderStoredScan(k, scan, lang) : null;
      });
      return sendAnswer(request, reply, answer);
    },
  });

  for (const [url, operationId, summary] of [
    ['/user/assessments', 'listOwnAssessments', 'Eigen scanresultaten'],
    ['/assessments/user', 'listOwnAssessmentsAlias', 'Eigen scanresultaten (synoniem)'],
  ] as const) {
    route(app, {
      method: 'GET',
      url,
      operationId,
      summary,
      ...(url === '/assessments/user' ? { deprecatedFor: '/api/user/assessments' } : {}),
      tag: 'scan',
      access: 'signedIn',
      query: pageQuery,
      response: { 200: page(assessmentSummary) },
      headers: ['Link'],
      handler: async (request, reply) => {
        const lang = requestLanguage(request);
        const rows = await listAssessments(k, request.user.id);
        const items = rows.map(({ answers, ...row }) => ({
          ...row,
          personalityType: storedPersonalityType({ answers, personalityType: row.personalityType }, lang),
        }));
        return pageInMemory(request, reply, items);
      },
    });
  }

  /** Stored when a scan is submitted; recomputed once after the catalogue changed (decision 075). */
  route(app, {
    method: 'GET',
    url: '/user/recommendations',
    operationId: 'listOwnRecommendations',
    summary: 'Opgeslagen cursusaanbevelingen bij de scan',
    tag: 'scan',
    access: 'signedIn',
    query: pageQuery,
    response: { 200: page(courseRecommendation) },
    headers: ['Link'],
    handler: async (request, reply) =>
      pageInMemory(request, reply, await recommendationsOf(request.user.id), (r) => r.courseId),
  });

  /** The stored recommendations, or, the first time after the catalogue changed, ranked and stored anew. */
  async function recommendationsOf(userId: string) {
    const stored = await findStoredRecommendations(k, userId);
    if (stored) return stored;
    const result = await findLatestResult(k, userId);
    if (!result) return [];
    const version = await currentCatalogueVersion(k);
    const recommendations = rankRecommendations(result, await listCoursesForMatching(k));
    await storeRecommendations(k, userId, version, recommendations);
    return recommendations;
  }
}
