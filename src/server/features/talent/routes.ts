import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
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

  app.get(
    '/user/certificates',
    { config: { doc: { summary: 'Eigen certificaten', tags: ['talent'], access: 'signedIn' } } },
    async (request) => listCertificates(k, requireUser(request).id),
  );

  app.get(
    '/user/recent-activity',
    { config: { doc: { summary: 'Recente activiteit', tags: ['talent'], access: 'signedIn' } } },
    async (request) => {
      const lang = requestLanguage(request);
      const userId = requireUser(request).id;
      // Computed once per user, language and data version, not per request (issue 27).
      return activity.get(`${userId}|${lang}`, await activityVersion(k, userId), async () =>
        mergeActivity(await readActivitySources(k, userId, lang), undefined, lang),
      );
    },
  );
}
