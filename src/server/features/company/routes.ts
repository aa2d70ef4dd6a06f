import type { FastifyInstance } from 'fastify';
import { idParam, page, syncQuery } from '../../../contracts/common.ts';
import { companyApplication, companyApplicationsQuery, companyVacancy } from '../../../contracts/company.ts';
import { VACANCY_PROBLEMS } from '../../../contracts/problems/vacancies.ts';
import { applicationStatusBody, createVacancyBody, updateVacancyBody } from '../../../contracts/vacancies.ts';
import { fullName } from '../../../domain/user-display.ts';
import type { AppContext } from '../../context.ts';
import { located } from '../../http/created.ts';
import { fail } from '../../http/errors.ts';
import { checkIfMatch } from '../../http/if-match.ts';
import { cursorKey, finishPage, pageSize } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { takeHourlyQuota } from '../../security/quota.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import {
  findCompanyApplication,
  findCompanyVacancy,
  insertVacancy,
  pageCompanyApplications,
  pageCompanyVacancies,
  setApplicationStatus,
  updateVacancy,
} from '../vacancies/index.ts';
import { companyDashboardRoutes, publicApplication } from './dashboard-routes.ts';
import { employeeRoutes } from './employee-routes.ts';

/**
 * The company's vacancies and applications; the dashboard and talent search are in
 * dashboard-routes.ts, employees and invitations in employee-routes.ts.
 */
export async function companyRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const k = db.kysely;
  await employeeRoutes(app, ctx);
  await companyDashboardRoutes(app, ctx);

  route(app, {
    method: 'GET',
    url: '/company/vacancies',
    operationId: 'listCompanyVacancies',
    summary: 'Eigen vacatures (actief en gesloten)',
    tag: 'company',
    access: 'vacancies.manageOwn',
    query: syncQuery,
    response: { 200: page(companyVacancy) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const limit = pageSize(request.query.limit);
      const after = cursorKey(request.query.cursor, ['string', 'number']);
      const { updatedSince } = request.query;
      const rows = await pageCompanyVacancies(k, request.user.id, { updatedSince, after, limit });
      return finishPage(request, reply, rows, limit, (v) => [v.createdAt, v.id]);
    },
  });

  route(app, {
    method: 'POST',
    url: '/company/vacancies',
    operationId: 'createVacancy',
    summary: 'Nieuwe vacature',
    tag: 'company',
    access: 'vacancies.createOwn',
    body: createVacancyBody,
    response: { 201: companyVacancy },
    headers: ['Location', 'ETag', 'Retry-After'],
    handler: async (request, reply) => {
      const user = request.user;
      await takeHourlyQuota(k, config, 'vacancy', user.id);
      const id = await insertVacancy(k, user.id, request.body);
      const created = await findCompanyVacancy(k, user.id, id);
      located(request, reply, `/api/vacancies/${id}`, { db: k, table: 'vacancies', key: id });
      return reply.status(201).send(created!);
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/company/vacancies/:id',
    operationId: 'updateVacancy',
    summary: 'Eigen vacature wijzigen, sluiten ({status: "closed"}) of heropenen',
    tag: 'company',
    access: 'vacancies.manageOwn',
    params: idParam,
    body: updateVacancyBody,
    response: { 200: companyVacancy },
    // The vacancy as GET /api/vacancies/{id} shows it (its ETag).
    headers: ['ETag'],
    ifMatch: '/vacancies/:id',
    handler: async (request) => {
      const user = request.user;
      const { id } = request.params;
      // Another company's vacancy is a 404 before its version is compared.
      if (!(await findCompanyVacancy(k, user.id, id))) throw fail(VACANCY_PROBLEMS['vacancy.not_found']);
      await checkIfMatch(request, k, 'vacancies', id);
      if (!(await updateVacancy(k, id, user.id, request.body)))
        throw fail(VACANCY_PROBLEMS['vacancy.not_found']);
      const updated = await findCompanyVacancy(k, user.id, id);
      if (!updated) throw fail(VACANCY_PROBLEMS['vacancy.not_found']);
      return updated;
    },
  });

  route(app, {
    method: 'GET',
    url: '/company/applications',
    operationId: 'listCompanyApplications',
    summary: 'Sollicitaties op eigen vacatures',
    // Applications are the vacancies scope's: a token that reads vacancies reads their applications.
    tag: 'vacancies',
    access: 'applications.manage',
    query: companyApplicationsQuery,
    response: { 200: page(companyApplication) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const { vacancyId, updatedSince } = request.query;
      const limit = pageSize(request.query.limit);
      const after = cursorKey(request.query.cursor, ['string', 'number']);
      const rows = await pageCompanyApplications(k, request.user.id, {
        vacancyId,
        updatedSince,
        after,
        limit,
      });
      return finishPage(request, reply, rows, limit, (r) => [r.createdAt, r.id], publicApplication);
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/company/applications/:id',
    operationId: 'setApplicationStatus',
    summary: 'Status van een sollicitatie wijzigen',
    // Applications are the vacancies scope's: a token that reads vacancies reads their applications.
    tag: 'vacancies',
    access: 'applications.manage',
    params: idParam,
    body: applicationStatusBody,
    response: { 200: companyApplication },
    headers: ['Retry-After'],
    handler: async (request) => {
      const user = request.user;
      const { id } = request.params;
      const { status } = request.body;
      const current = await findCompanyApplication(k, user.id, id);
      if (!current) throw fail(VACANCY_PROBLEMS['application.not_found']);
      if (current.status !== status) {
        await takeHourlyQuota(k, config, 'statusChange', user.id);
        await k.transaction().execute(async (trx) => {
          await setApplicationStatus(trx, id, status);
          await notify(
            trx,
            current.talentId,
            notificationEvents.applicationStatus(
              status,
              current.vacancyTitle,
              user.companyName ?? fullName(user),
              id,
            ),
            user.id,
          );
        });
      }
      return publicApplication((await findCompanyApplication(k, user.id, id))!);
    },
  });
}
