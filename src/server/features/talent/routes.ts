import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../i18n/index.ts';
import { mergeActivity } from './activity.ts';
import { skillRoutes } from './skills-routes.ts';
import { listCertificates, listSubsidyApplications, readActivitySources } from './store.ts';

/** The signed-in user's own dashboard data (spec §2.11, §7). Every answer holds only the caller's rows. */
export async function talentRoutes(app: FastifyInstance, ctx: AppContext) {
  const k = ctx.db.kysely;
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
      return mergeActivity(await readActivitySources(k, requireUser(request).id, lang), undefined, lang);
    },
  );

  app.get(
    '/user/subsidy-applications',
    { config: { doc: { summary: 'Eigen subsidieaanvragen', tags: ['talent'], access: 'signedIn' } } },
    async (request) => listSubsidyApplications(k, requireUser(request).id),
  );
}
