import type { FastifyInstance } from 'fastify';
import type { SkillsMatch } from '../../../contracts/talent.ts';
import { requireUser } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { findLatestResult } from '../scan/store.ts';
import { mergeActivity } from './activity.ts';
import {
  findMatchCompanyName,
  listCertificates,
  listSubsidyApplications,
  readActivitySources,
} from './store.ts';

/** The signed-in user's own dashboard data (spec §2.11, §7). Every answer holds only the caller's rows. */
export async function talentRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  /** The best career match of the newest scan, or `null` without a scan (the dashboard shows Geen). */
  app.get(
    '/user/skills-match',
    {
      config: {
        doc: { summary: 'Beste loopbaanmatch uit de nieuwste scan', tags: ['talent'], access: 'signedIn' },
      },
    },
    async (request): Promise<SkillsMatch | null> => {
      const user = requireUser(request);
      const result = await findLatestResult(k, user.id);
      const best = result?.careerMatches[0];
      if (!best) return null;
      return {
        matchPercentage: best.match,
        vacancyTitle: best.title,
        companyName: await findMatchCompanyName(k, user.id),
        reason: best.reason,
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
    { config: { doc: { summary: 'Eigen recente activiteit', tags: ['talent'], access: 'signedIn' } } },
    async (request) => mergeActivity(await readActivitySources(k, requireUser(request).id)),
  );

  app.get(
    '/user/subsidy-applications',
    { config: { doc: { summary: 'Eigen subsidieaanvragen', tags: ['talent'], access: 'signedIn' } } },
    async (request) => listSubsidyApplications(k, requireUser(request).id),
  );
}
