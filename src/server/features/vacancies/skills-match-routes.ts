import type { FastifyInstance } from 'fastify';
import { skillsMatch } from '../../../contracts/talent.ts';
import {
  bestSkillMatch,
  earliestOpenClosingDate,
  explorationText,
  matchReason,
} from '../../../domain/vacancies/index.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { requestLanguage } from '../../i18n/index.ts';
import { loadOwnInterests, talentMatcher } from './match.ts';
import { listActiveVacancies } from './store.ts';

/** The talent dashboard's skills match (spec §2.11): the vacancy side of the dashboard. */
export async function skillsMatchRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  /**
   * The best ACTIVE vacancy by the skills match of src/domain/vacancies (skills weighted by evidence,
   * decision 191; the scan never counts), or `null` when there is no vacancy or no known score above
   * 0 (the dashboard shows Geen). The talent's own exploration of the vacancy's field comes with it.
   */
  route(app, {
    method: 'GET',
    url: '/user/skills-match',
    operationId: 'getOwnSkillsMatch',
    summary: 'Beste actieve vacature bij de eigen aangetoonde vaardigheden (null: geen)',
    tag: 'talent',
    access: 'signedIn',
    response: { 200: skillsMatch },
    handler: async (request) => {
      const user = request.user;
      const [match, vacancies] = await Promise.all([
        talentMatcher(k, user.id),
        listActiveVacancies(k, earliestOpenClosingDate()),
      ]);
      const best = bestSkillMatch(vacancies.map((vacancy) => ({ vacancy, match: match(vacancy.skills) })));
      if (!best) return null;
      const lang = requestLanguage(request);
      return {
        matchPercentage: best.match.score!,
        vacancyTitle: best.vacancy.title,
        companyName: best.vacancy.companyName,
        reason: matchReason(best.match, lang),
        vacancyId: best.vacancy.id,
        exploration: explorationText(await loadOwnInterests(k, user.id), best.vacancy.hollandCode, lang),
      };
    },
  });
}
