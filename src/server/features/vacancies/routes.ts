import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PublicUser } from '../../../contracts/auth.ts';
import { idParam } from '../../../contracts/common.ts';
import {
  applyBody,
  myApplication,
  type Vacancy,
  vacancy,
  vacancyListQuery,
} from '../../../contracts/vacancies.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { fullName } from '../../../domain/user-display.ts';
import { type ApplicationStatus, scoreMatch, type TalentForMatch } from '../../../domain/vacancies/index.ts';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { type ApiLanguage, requestLanguage } from '../../i18n/index.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import {
  findVacancy,
  insertApplication,
  listActiveVacancies,
  listTalentApplications,
  loadTalentForMatch,
  myApplicationStatuses,
  type VacancyRow,
} from './store.ts';

export const VACANCY_NOT_FOUND = 'Vacature niet gevonden';
const VACANCY_CLOSED = 'Deze vacature is gesloten en neemt geen sollicitaties meer aan.';
const ALREADY_APPLIED = 'Je hebt al gesolliciteerd op deze vacature.';
const vacancies = { tag: 'vacancies' } as const;

/** The talent-facing shape: the caller's match and own application status, for talent only. */
function toVacancy(
  v: VacancyRow,
  talent: TalentForMatch | null,
  status: ApplicationStatus | undefined,
  lang: ApiLanguage,
): Vacancy {
  const match = talent ? scoreMatch(talent, v, lang) : null;
  return {
    id: v.id,
    companyName: v.companyName,
    title: v.title,
    description: v.description,
    location: v.location,
    hours: v.hours,
    skills: v.skills,
    hollandCode: v.hollandCode,
    status: v.status,
    createdAt: v.createdAt,
    myMatch: match
      ? {
          score: match.score,
          reason: match.reason,
          matchedSkills: match.matchedSkills,
          missingSkills: match.missingSkills,
        }
      : null,
    myApplicationStatus: status ?? null,
  };
}

/** Vacancies and applications as talent sees them (issue 10). */
export async function vacancyRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;
  const talentOf = async (user: PublicUser) =>
    hasPermission(user, 'vacancies.apply') ? loadTalentForMatch(k, user.id) : null;

  route(app, {
    ...vacancies,
    method: 'GET',
    url: '/vacancies',
    operationId: 'listVacancies',
    summary: 'Actieve vacatures, met zoeken; voor talent met de eigen match',
    access: 'vacancies.view',
    query: vacancyListQuery,
    response: { 200: z.array(vacancy) },
    handler: async (request) => {
      const user = request.user;
      const [rows, talent, statuses] = await Promise.all([
        listActiveVacancies(k, request.query.search || undefined),
        talentOf(user),
        myApplicationStatuses(k, user.id),
      ]);
      const lang = requestLanguage(request);
      return rows.map((v) => toVacancy(v, talent, statuses.get(v.id), lang));
    },
  });

  route(app, {
    ...vacancies,
    method: 'GET',
    url: '/vacancies/:id',
    operationId: 'getVacancy',
    summary: 'Eén vacature',
    access: 'vacancies.view',
    params: idParam,
    response: { 200: vacancy },
    handler: async (request) => {
      const user = request.user;
      const { id } = request.params;
      const [v, statuses] = await Promise.all([findVacancy(k, id), myApplicationStatuses(k, user.id, id)]);
      if (!v) throw notFound(VACANCY_NOT_FOUND);
      return toVacancy(v, await talentOf(user), statuses.get(id), requestLanguage(request));
    },
  });

  route(app, {
    ...vacancies,
    method: 'POST',
    url: '/vacancies/:id/apply',
    operationId: 'applyToVacancy',
    summary: 'Solliciteren (één keer per vacature)',
    access: 'vacancies.apply',
    params: idParam,
    body: applyBody,
    response: { 201: myApplication },
    handler: async (request, reply) => {
      const user = request.user;
      const { id } = request.params;
      const { motivation } = request.body;
      const v = await findVacancy(k, id);
      const statuses = await myApplicationStatuses(k, user.id, id);
      if (!v) throw notFound(VACANCY_NOT_FOUND);
      if (statuses.has(id)) throw conflict(ALREADY_APPLIED);
      if (v.status !== 'active') throw conflict(VACANCY_CLOSED);
      const match = scoreMatch(await loadTalentForMatch(k, user.id), v);
      const created = await k.transaction().execute(async (trx) => {
        const appId = await insertApplication(trx, {
          vacancyId: id,
          talentId: user.id,
          motivation,
          matchScore: match.score,
        });
        if (appId === null) return null;
        await notify(
          trx,
          v.companyId,
          notificationEvents.vacancyApplication(fullName(user), v.title, match.score),
        );
        return appId;
      });
      if (created === null) throw conflict(ALREADY_APPLIED);
      const mine = (await listTalentApplications(k, user.id)).find((a) => a.id === created);
      if (!mine) throw notFound(VACANCY_NOT_FOUND);
      return reply.status(201).send(mine);
    },
  });

  route(app, {
    ...vacancies,
    method: 'GET',
    url: '/user/applications',
    operationId: 'listOwnApplications',
    summary: 'Mijn sollicitaties met hun status',
    access: 'applications.viewOwn',
    response: { 200: z.array(myApplication) },
    handler: (request) => listTalentApplications(k, request.user.id),
  });
}
