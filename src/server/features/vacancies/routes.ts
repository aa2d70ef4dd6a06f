import type { FastifyInstance } from 'fastify';
import type { PublicUser } from '../../../contracts/auth.ts';
import { idParam } from '../../../contracts/common.ts';
import {
  applyBody,
  type MyApplication,
  type Vacancy,
  vacancyListQuery,
} from '../../../contracts/vacancies.ts';
import { hasPermission } from '../../../domain/roles.ts';
import type { RiasecType } from '../../../domain/scan/types.ts';
import { fullName } from '../../../domain/user-display.ts';
import {
  type ApplicationStatus,
  explorationText,
  matchReason,
  type SkillMatch,
} from '../../../domain/vacancies/index.ts';
import { requirePermission } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { conflict, notFound, parse } from '../../http/errors.ts';
import { PerUserCache } from '../../http/user-cache.ts';
import { type ApiLanguage, requestLanguage } from '../../i18n/index.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import { loadOwnInterests, talentMatcher } from './match.ts';
import { skillsMatchRoutes } from './skills-match-routes.ts';
import {
  findVacancy,
  insertApplication,
  listActiveVacancies,
  listTalentApplications,
  myApplicationStatuses,
  type VacancyRow,
  vacancyListVersion,
} from './store.ts';

export const VACANCY_NOT_FOUND = 'Vacature niet gevonden';
const VACANCY_CLOSED = 'Deze vacature is gesloten en neemt geen sollicitaties meer aan.';
const ALREADY_APPLIED = 'Je hebt al gesolliciteerd op deze vacature.';
const tags = ['vacancies'];

/** What a talent's own view of a vacancy needs: their skill matcher and their own scan interests. */
interface TalentView {
  match: (skills: string[]) => SkillMatch;
  interests: Record<RiasecType, number> | null;
}

/** The talent-facing shape: the caller's match and own application status, for talent only. */
function toVacancy(
  v: VacancyRow,
  talent: TalentView | null,
  status: ApplicationStatus | undefined,
  lang: ApiLanguage,
): Vacancy {
  const match = talent ? talent.match(v.skills) : null;
  return {
    id: v.id,
    companyName: v.companyName,
    title: v.title,
    description: v.description,
    location: v.location,
    hours: v.hours,
    skills: v.skills,
    hollandCode: v.hollandCode,
    salaryMin: v.salaryMin,
    salaryMax: v.salaryMax,
    contractType: v.contractType,
    closingDate: v.closingDate,
    status: v.status,
    createdAt: v.createdAt,
    myMatch:
      match && talent
        ? {
            ...match,
            reason: matchReason(match, lang),
            exploration: explorationText(talent.interests, v.hollandCode, lang),
          }
        : null,
    myApplicationStatus: status ?? null,
  };
}

/** Vacancies and applications as talent sees them (issue 10). */
export async function vacancyRoutes(app: FastifyInstance, ctx: AppContext) {
  const k = ctx.db.kysely;
  const vacancyLists = new PerUserCache<Vacancy[]>(2_000, 30_000);
  await skillsMatchRoutes(app, ctx);
  const talentOf = async (user: PublicUser): Promise<TalentView | null> => {
    if (!hasPermission(user, 'vacancies.apply')) return null;
    const [match, interests] = await Promise.all([talentMatcher(k, user.id), loadOwnInterests(k, user.id)]);
    return { match, interests };
  };

  app.get(
    '/vacancies',
    {
      config: {
        doc: {
          summary: 'Actieve vacatures, met zoeken; voor talent met de eigen match',
          tags,
          query: vacancyListQuery,
          access: 'vacancies.view',
        },
      },
    },
    async (request): Promise<Vacancy[]> => {
      const user = requirePermission(request, 'vacancies.view');
      const { search } = parse(vacancyListQuery, request.query);
      const lang = requestLanguage(request);
      // Scored once per user, language, search and data version, not on every request (issue 27).
      const version = await vacancyListVersion(k, user.id);
      return vacancyLists.get(`${user.id}|${lang}|${search ?? ''}`, version, async () => {
        const [rows, talent, statuses] = await Promise.all([
          listActiveVacancies(k, search || undefined),
          talentOf(user),
          myApplicationStatuses(k, user.id),
        ]);
        return rows.map((v) => toVacancy(v, talent, statuses.get(v.id), lang));
      });
    },
  );

  app.get(
    '/vacancies/:id',
    { config: { doc: { summary: 'Eén vacature', tags, params: idParam, access: 'vacancies.view' } } },
    async (request): Promise<Vacancy> => {
      const user = requirePermission(request, 'vacancies.view');
      const { id } = parse(idParam, request.params);
      const [v, statuses] = await Promise.all([findVacancy(k, id), myApplicationStatuses(k, user.id, id)]);
      if (!v) throw notFound(VACANCY_NOT_FOUND);
      return toVacancy(v, await talentOf(user), statuses.get(id), requestLanguage(request));
    },
  );

  app.post(
    '/vacancies/:id/apply',
    {
      config: {
        doc: {
          summary: 'Solliciteren (één keer per vacature)',
          tags,
          params: idParam,
          body: applyBody,
          access: 'vacancies.apply',
        },
      },
    },
    async (request, reply) => {
      const user = requirePermission(request, 'vacancies.apply');
      const { id } = parse(idParam, request.params);
      const { motivation } = parse(applyBody, request.body);
      const v = await findVacancy(k, id);
      const statuses = await myApplicationStatuses(k, user.id, id);
      if (!v) throw notFound(VACANCY_NOT_FOUND);
      if (statuses.has(id)) throw conflict(ALREADY_APPLIED);
      if (v.status !== 'active') throw conflict(VACANCY_CLOSED);
      const created = await k.transaction().execute(async (trx) => {
        const appId = await insertApplication(trx, {
          vacancyId: id,
          talentId: user.id,
          motivation,
        });
        if (appId === null) return null;
        await notify(
          trx,
          v.companyId,
          notificationEvents.vacancyApplication(fullName(user), v.title),
          user.id,
        );
        return appId;
      });
      if (created === null) throw conflict(ALREADY_APPLIED);
      const mine = (await listTalentApplications(k, user.id)).find((a) => a.id === created);
      return reply.status(201).send(mine);
    },
  );

  app.get(
    '/user/applications',
    {
      config: {
        doc: { summary: 'Mijn sollicitaties met hun status', tags, access: 'applications.viewOwn' },
      },
    },
    async (request): Promise<MyApplication[]> =>
      listTalentApplications(k, requirePermission(request, 'applications.viewOwn').id),
  );
}
