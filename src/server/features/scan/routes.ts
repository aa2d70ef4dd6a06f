import type { FastifyInstance } from 'fastify';
import { submitScanBody } from '../../../contracts/scan.ts';
import { rankRecommendations } from '../../../domain/catalogue/recommendations.ts';
import { buildScanResult, renderScanResult, validateAnswers } from '../../../domain/scan/index.ts';
import { requirePermission, requireUser } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, parse } from '../../http/errors.ts';
import { requestLanguage } from '../../i18n/index.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import { scanDraftRoutes } from './draft-routes.ts';
import {
  currentCatalogueVersion,
  findStoredRecommendations,
  storeRecommendations,
} from './recommendation-store.ts';
import { renderStoredScan, storedPersonalityType } from './render.ts';
import {
  clearDraft,
  findLatestResult,
  findLatestScan,
  insertAssessment,
  listAssessments,
  listCoursesForMatching,
} from './store.ts';

export async function scanRoutes(app: FastifyInstance, ctx: AppContext) {
  const k = ctx.db.kysely;
  await scanDraftRoutes(app, ctx);

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
      const version = await currentCatalogueVersion(k);
      const courses = await listCoursesForMatching(k);
      // Stored in Dutch as before; answered in the request's language (decision 130).
      const result = buildScanResult(checked.answers, courses);
      // The result is stored and the answers in progress are done with, at once.
      await k.transaction().execute(async (trx) => {
        await insertAssessment(trx, user.id, checked.answers, result);
        await clearDraft(trx, user.id);
      });
      await storeRecommendations(k, user.id, version, rankRecommendations(result, courses));
      await notify(k, user.id, notificationEvents.scanCompleted());
      const lang = requestLanguage(request);
      return lang === 'nl'
        ? result
        : renderScanResult(checked.answers, result.recommendations.courses, courses, lang);
    },
  );

  /** The newest result in the request's language, or `null` (200) when the user has not taken the scan yet. */
  app.get(
    '/user/scan-result',
    { config: { doc: { summary: 'Nieuwste eigen scanresultaat', tags: ['scan'], access: 'signedIn' } } },
    async (request) => {
      const scan = await findLatestScan(k, requireUser(request).id);
      return scan ? renderStoredScan(k, scan, requestLanguage(request)) : null;
    },
  );

  const assessments = async (request: Parameters<typeof requireUser>[0]) => {
    const lang = requestLanguage(request);
    const rows = await listAssessments(k, requireUser(request).id);
    return rows.map(({ answers, ...row }) => ({
      ...row,
      personalityType: storedPersonalityType({ answers, personalityType: row.personalityType }, lang),
    }));
  };
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

  /** Stored when a scan is submitted; recomputed once after the catalogue changed (decision 075). */
  app.get(
    '/user/recommendations',
    {
      config: {
        doc: { summary: 'Opgeslagen cursusaanbevelingen bij de scan', tags: ['scan'], access: 'signedIn' },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const stored = await findStoredRecommendations(k, user.id);
      if (stored) return stored;
      const result = await findLatestResult(k, user.id);
      if (!result) return [];
      const version = await currentCatalogueVersion(k);
      const recommendations = rankRecommendations(result, await listCoursesForMatching(k));
      await storeRecommendations(k, user.id, version, recommendations);
      return recommendations;
    },
  );
}
