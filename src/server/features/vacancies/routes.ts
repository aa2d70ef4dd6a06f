import type { FastifyInstance } from 'fastify';
import type { PublicUser } from '../../../contracts/auth.ts';
import { idParam, noContent, page, pageQuery } from '../../../contracts/common.ts';
import { VACANCY_PROBLEMS } from '../../../contracts/problems/vacancies.ts';
import { applyBody, myApplication, vacancy, vacancyListQuery } from '../../../contracts/vacancies.ts';
import { fullName } from '../../../domain/user-display.ts';
import { acceptsApplications, earliestOpenClosingDate } from '../../../domain/vacancies/index.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { idKey, versionedEtag } from '../../http/if-match.ts';
import { cursorKey, finishPage, pageHeaders, pageInMemory, pageSize } from '../../http/paging.ts';
import { sendAnswer } from '../../http/response-cache.ts';
import { route } from '../../http/route.ts';
import { answerCache } from '../../http/user-cache.ts';
import { requestLanguage } from '../../i18n/index.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import { skillsMatchRoutes } from './skills-match-routes.ts';
import {
  findVacancy,
  insertApplication,
  listActiveVacancies,
  listTalentApplications,
  myApplicationStatuses,
} from './store.ts';
import { talentView, toVacancy } from './vacancy-view.ts';

/** Vacancies and applications as talent sees them. */
export async function vacancyRoutes(app: FastifyInstance, ctx: AppContext) {
  const k = ctx.db.kysely;
  // Per user, language and search until a vacancy, an application or the talent's evidence changes
  // (decision 252); at most 30 s old, so a closing date that passes is seen within that.
  const vacancyLists = answerCache(
    ctx,
    [
      'vacancies',
      'applications',
      'enrollments',
      'user_skills',
      'credentials',
      'skills',
      'assessments',
      'users',
    ],
    page(vacancy),
    { maxEntries: 2_000, maxAgeMs: 30_000, label: 'GET /vacancies' },
  );
  await skillsMatchRoutes(app, ctx);
  const talentOf = (user: PublicUser) => talentView(k, user);

  route(app, {
    method: 'GET',
    url: '/vacancies',
    operationId: 'listVacancies',
    summary: 'Actieve vacatures, met zoeken; voor talent met de eigen match',
    tag: 'vacancies',
    access: 'vacancies.view',
    query: vacancyListQuery,
    response: { 200: page(vacancy), 304: noContent },
    headers: ['ETag', 'Link'],
    handler: async (request, reply) => {
      const user = request.user;
      const { search } = request.query;
      const lang = requestLanguage(request);
      // Scored once per user, language and page (the path and query name the search and the page),
      // not on every request. A vacancy past its closing date drops out at midnight in the
      // Netherlands: the day is in the key.
      const openFrom = earliestOpenClosingDate();
      // A cursor of another list is refused before the list is scored (position and vacancy id).
      cursorKey(request.query.cursor, ['number', 'number']);
      const answer = await vacancyLists.get(
        `${user.id}|${lang}|${openFrom}|${request.url}`,
        async () => {
          const [rows, talent, statuses] = await Promise.all([
            listActiveVacancies(k, openFrom, search || undefined),
            talentOf(user),
            myApplicationStatuses(k, user.id),
          ]);
          const list = rows.map((v) => toVacancy(v, talent, statuses.get(v.id), lang));
          return pageInMemory(request, reply, list);
        },
        (p) => pageHeaders(request, p),
      );
      return sendAnswer(request, reply, answer);
    },
  });

  route(app, {
    method: 'GET',
    url: '/vacancies/:id',
    operationId: 'getVacancy',
    summary: 'Eén vacature',
    tag: 'vacancies',
    access: 'vacancies.view',
    params: idParam,
    response: { 200: vacancy },
    headers: ['ETag'],
    onSend: versionedEtag(k, 'vacancies', idKey),
    handler: async (request) => {
      const user = request.user;
      const { id } = request.params;
      const [v, statuses] = await Promise.all([findVacancy(k, id), myApplicationStatuses(k, user.id, id)]);
      if (!v) throw fail(VACANCY_PROBLEMS['vacancy.not_found']);
      return toVacancy(v, await talentOf(user), statuses.get(id), requestLanguage(request));
    },
  });

  route(app, {
    method: 'POST',
    url: '/vacancies/:id/apply',
    operationId: 'applyToVacancy',
    summary: 'Solliciteren (één keer per vacature)',
    tag: 'vacancies',
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
      if (!v) throw fail(VACANCY_PROBLEMS['vacancy.not_found']);
      if (statuses.has(id)) throw fail(VACANCY_PROBLEMS['vacancy.already_applied']);
      if (v.status !== 'active') throw fail(VACANCY_PROBLEMS['vacancy.closed']);
      if (!acceptsApplications(v)) throw fail(VACANCY_PROBLEMS['vacancy.past_closing_date']);
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
      if (created === null) throw fail(VACANCY_PROBLEMS['vacancy.already_applied']);
      const mine = (await listTalentApplications(k, user.id)).find((a) => a.id === created);
      return reply.status(201).send(mine!);
    },
  });

  route(app, {
    method: 'GET',
    url: '/user/applications',
    operationId: 'listOwnApplications',
    summary: 'Mijn sollicitaties met hun status',
    tag: 'vacancies',
    access: 'applications.viewOwn',
    query: pageQuery,
    response: { 200: page(myApplication) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const limit = pageSize(request.query.limit);
      const after = cursorKey(request.query.cursor, ['string', 'number']);
      const rows = await listTalentApplications(k, request.user.id, { after, limit });
      return finishPage(request, reply, rows, limit, (r) => [r.createdAt, r.id]);
    },
  });
}
