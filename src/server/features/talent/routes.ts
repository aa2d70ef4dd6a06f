import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { certificate, recentActivity } from '../../../contracts/talent.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { PerUserCache } from '../../http/user-cache.ts';
import { requestLanguage } from '../../i18n/index.ts';
import { mergeActivity } from './activity.ts';
import { skillRoutes } from './skills-routes.ts';
import { activityVersion, listCertificates, readActivitySources } from './store.ts';

/** The signed-in user's own dashboard data (spec §2.11, §7). Every answer holds only the caller's rows. */
export async function talentRoutes(app: FastifyInstance, ctx: AppContext) {
  const k = ctx.db.kysely;
  const activity = new PerUserCache<ReturnType<typeof mergeActivity>>();
  await skillRoutes(app, ctx);

  route(app, {
    method: 'GET',
    url: '/user/certificates',
    operationId: 'listOwnCertificates',
    summary: 'Eigen certificaten',
    tag: 'talent',
    access: 'signedIn',
    response: { 200: z.array(certificate) },
    handler: (request) => listCertificates(k, request.user.id),
  });

  route(app, {
    method: 'GET',
    url: '/user/recent-activity',
    operationId: 'listOwnRecentActivity',
    summary: 'Recente activiteit',
    tag: 'talent',
    access: 'signedIn',
    response: { 200: z.array(recentActivity) },
    handler: async (request) => {
      const lang = requestLanguage(request);
      const userId = request.user.id;
      // Computed once per user, language and data version, not per request (issue 27).
      return activity.get(`${userId}|${lang}`, await activityVersion(k, userId), async () =>
        mergeActivity(await readActivitySources(k, userId, lang), undefined, lang),
      );
    },
  });
}
