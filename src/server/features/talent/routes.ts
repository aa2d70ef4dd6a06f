import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { certificate, recentActivity } from '../../../contracts/talent.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { requestLanguage } from '../../i18n/index.ts';
import { mergeActivity } from './activity.ts';
import { skillRoutes } from './skills-routes.ts';
import { listCertificates, readActivitySources } from './store.ts';

/** The signed-in user's own dashboard data (spec §2.11, §7). Every answer holds only the caller's rows. */
export async function talentRoutes(app: FastifyInstance, ctx: AppContext) {
  const k = ctx.db.kysely;
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
      return mergeActivity(await readActivitySources(k, request.user.id, lang), undefined, lang);
    },
  });
}
