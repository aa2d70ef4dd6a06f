import type { FastifyInstance } from 'fastify';
import type { SkillsMatch } from '../../../contracts/talent.ts';
import { bestMatch } from '../../../domain/vacancies/index.ts';
import { requireUser } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../i18n/index.ts';
import { listActiveVacancies, loadTalentForMatch } from '../vacancies/index.ts';
import { mergeActivity } from './activity.ts';
import { skillRoutes } from './skills-routes.ts';
import { listCertificates, listSubsidyApplications, readActivitySources } from './store.ts';

/** The signed-in user's own dashboard data (spec §2.11, §7). Every answer holds only the caller's rows. */
export async function talentRoutes(app: FastifyInstance, ctx: AppContext) {
  const k = ctx.db.kysely;
  await skillRoutes(app, ctx);

  /**
   * The best ACTIVE vacancy by the match score of src/domain/vacancies (scan interests + proven
   * skills), or `null` when there is no vacancy or nothing matches (the dashboard shows Geen).
   * See docs/decisions/062.
   */
  app.get(
    '/user/skills-match',
    {
      config: {
        doc: {
          summary: 'Beste actieve vacature bij de eigen scan en vaardigheden',
          tags: ['talent'],
          access: 'signedIn',
        },
      },
    },
    async (request): Promise<SkillsMatch | null> => {
      const user = requireUser(request);
      const [talent, vacancies] = await Promise.all([loadTalentForMatch(k, user.id), listActiveVacancies(k)]);
      const best = bestMatch(talent, vacancies, requestLanguage(request));
      if (!best || best.match.score <= 0) return null;
      return {
        matchPercentage: best.match.score,
        vacancyTitle: best.vacancy.title,
        companyName: best.vacancy.companyName,
        reason: best.match.reason,
        vacancyId: best.vacancy.id,
      };
    },
  );

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
