import type { FastifyInstance } from 'fastify';
import { noContent, page, pageQuery } from '../../../contracts/common.ts';
import { certificate, recentActivity } from '../../../contracts/talent.ts';
import type { AppContext } from '../../context.ts';
import { cursorKey, finishPage, pageHeaders, pageInMemory, pageSize } from '../../http/paging.ts';
import { sendAnswer } from '../../http/response-cache.ts';
import { route } from '../../http/route.ts';
import { answerCache } from '../../http/user-cache.ts';
import { requestLanguage } from '../../i18n/index.ts';
import { mergeActivity } from './activity.ts';
import { skillRoutes } from './skills-routes.ts';
import { listCertificates, readActivitySources } from './store.ts';

/** The signed-in user's own dashboard data (spec §2.11, §7). Every answer holds only the caller's rows. */
export async function talentRoutes(app: FastifyInstance, ctx: AppContext) {
  const k = ctx.db.kysely;
  // Per user and language until an enrolment, scan, dossier or course title changes (decision 252).
  const activity = answerCache(
    ctx,
    ['enrollments', 'assessments', 'subsidy_applications', 'courses'],
    page(recentActivity),
    { label: 'GET /user/recent-activity' },
  );
  await skillRoutes(app, ctx);

  route(app, {
    method: 'GET',
    url: '/user/certificates',
    operationId: 'listOwnCertificates',
    summary: 'Eigen certificaten',
    tag: 'talent',
    access: 'signedIn',
    query: pageQuery,
    response: { 200: page(certificate) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const limit = pageSize(request.query.limit);
      const after = cursorKey(request.query.cursor, ['string', 'number']);
      const rows = await listCertificates(k, request.user.id, { after, limit });
      return finishPage(request, reply, rows, limit, (r) => [r.issuedAt, r.id]);
    },
  });

  route(app, {
    method: 'GET',
    url: '/user/recent-activity',
    operationId: 'listOwnRecentActivity',
    summary: 'Recente activiteit, nieuwste eerst',
    tag: 'talent',
    access: 'signedIn',
    query: pageQuery,
    response: { 200: page(recentActivity), 304: noContent },
    headers: ['ETag', 'Link'],
    handler: async (request, reply) => {
      const lang = requestLanguage(request);
      const userId = request.user.id;
      // Computed once per user, language and page (the path and query name the page), not per request.
      const answer = await activity.get(
        `${userId}|${lang}|${request.url}`,
        async () =>
          pageInMemory(request, reply, mergeActivity(await readActivitySources(k, userId, lang), lang)),
        (p) => pageHeaders(request, p),
      );
      return sendAnswer(request, reply, answer);
    },
  });
}
