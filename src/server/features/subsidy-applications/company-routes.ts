import type { FastifyInstance } from 'fastify';
import { idParam, page, pageQuery } from '../../../contracts/common.ts';
import { SUBSIDY_PROBLEMS } from '../../../contracts/problems/subsidies.ts';
import {
  companySubsidyRequest,
  employerRequestBody,
  subsidyDossier,
  subsidyRequestDecisionBody,
} from '../../../contracts/subsidy-applications.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { cursorKey, finishPage, pageSize } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { linkedEmployer } from '../company/index.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import { schemeById } from './dossier-view.ts';
import { freshView, readerOf, talentNameOf, viewsOf } from './service.ts';
import { findDossier, insertEvent, listCompanyDossiers, updateDossier } from './store.ts';

const tag = 'company';

/**
 * Between a talent and the linked employer: the talent asks the employer to apply, the
 * company lists its employees' requests and decides on one.
 */
export async function companySubsidyRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  route(app, {
    method: 'GET',
    url: '/company/subsidy-requests',
    operationId: 'listCompanySubsidyRequests',
    summary: 'Subsidieverzoeken van eigen werknemers',
    tag,
    access: 'employees.manage',
    query: pageQuery,
    response: { 200: page(companySubsidyRequest) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const limit = pageSize(request.query.limit);
      const after = cursorKey(request.query.cursor, ['string', 'number']);
      const rows = await listCompanyDossiers(k, request.user.id, { after, limit });
      const views = await viewsOf(k, request, rows, 'employer');
      const requests = views.map((dossier, i) => {
        const asked = [...dossier.history].reverse().find((e) => e.kind === 'employerRequest');
        return {
          id: dossier.id,
          request: rows[i].employerRequest ?? 'requested',
          requestedAt: rows[i].employerRequestedAt,
          message: asked?.note ?? null,
          dossier,
        };
      });
      return finishPage(request, reply, requests, limit, (r) => [r.requestedAt ?? '', r.id]);
    },
  });

  /** The linked employer accepts (then applies and keeps the dossier) or declines a request. */
  route(app, {
    method: 'POST',
    url: '/company/subsidy-requests/:id',
    operationId: 'decideSubsidyRequest',
    summary: 'Besluiten over een subsidieverzoek',
    tag,
    access: 'employees.manage',
    params: idParam,
    body: subsidyRequestDecisionBody,
    response: { 200: subsidyDossier },
    handler: async (request) => {
      const { user, body } = request;
      const { id } = request.params;
      const row = await findDossier(k, id);
      const reader = row && (await readerOf(k, user, row));
      if (!row || reader !== 'employer') throw fail(SUBSIDY_PROBLEMS['subsidy_request.not_found']);
      if (row.employerRequest !== 'requested' || row.status !== 'concept') {
        throw fail(SUBSIDY_PROBLEMS['subsidy_request.decided']);
      }
      await k.transaction().execute(async (trx) => {
        const applied = await updateDossier(
          trx,
          id,
          { status: row.status, employerRequest: row.employerRequest },
          {
            employerRequest: body.accept ? 'accepted' : 'declined',
            employerDecidedAt: new Date().toISOString(),
            employerReason: body.reason,
            ...(body.accept ? { applicant: 'employer' as const } : {}),
          },
        );
        if (!applied) throw fail(SUBSIDY_PROBLEMS['subsidy_application.changed']);
        await insertEvent(trx, {
          applicationId: id,
          actorId: user.id,
          actorRole: 'employer',
          kind: body.accept ? 'employerAccepted' : 'employerDeclined',
          fromStatus: row.status,
          toStatus: row.status,
          details: body.reason ? { reason: body.reason } : {},
        });
        await notify(
          trx,
          row.userId,
          notificationEvents.subsidyEmployerAnswer(row.companyName ?? '', row.subsidyType, body.accept),
          row.companyId ?? undefined,
        );
      });
      return freshView(k, request, id, 'employer');
    },
  });

  /** The talent asks their linked employer to apply (employer schemes, dossier in concept). */
  route(app, {
    method: 'POST',
    url: '/subsidies/applications/:id/employer-request',
    operationId: 'askEmployerForSubsidyApplication',
    summary: 'Werkgever vragen de subsidie aan te vragen',
    tag: 'subsidies',
    access: 'subsidies.apply',
    params: idParam,
    body: employerRequestBody,
    response: { 200: subsidyDossier },
    handler: async (request) => {
      const { user, body } = request;
      const { id } = request.params;
      const row = await findDossier(k, id);
      if (!row || row.userId !== user.id) throw fail(SUBSIDY_PROBLEMS['subsidy_application.not_found']);
      if (schemeById(row.schemeId)?.appliedBy !== 'employer') {
        throw fail(SUBSIDY_PROBLEMS['subsidy_request.self_applied']);
      }
      if (row.status !== 'concept') throw fail(SUBSIDY_PROBLEMS['subsidy_request.draft_only']);
      if (row.applicant === 'employer' || row.employerRequest === 'requested') {
        throw fail(SUBSIDY_PROBLEMS['subsidy_request.already_sent']);
      }
      const employer = await linkedEmployer(k, user.id);
      if (!employer) throw fail(SUBSIDY_PROBLEMS['subsidy_application.no_linked_employer']);
      await k.transaction().execute(async (trx) => {
        const applied = await updateDossier(
          trx,
          id,
          { status: row.status, employerRequest: row.employerRequest },
          {
            companyId: employer.companyId,
            employerRequest: 'requested',
            employerRequestedAt: new Date().toISOString(),
            employerDecidedAt: null,
            employerReason: null,
          },
        );
        if (!applied) throw fail(SUBSIDY_PROBLEMS['subsidy_application.changed']);
        await insertEvent(trx, {
          applicationId: id,
          actorId: user.id,
          actorRole: 'talent',
          kind: 'employerRequest',
          fromStatus: row.status,
          toStatus: row.status,
          details: { companyName: employer.name, ...(body.message ? { message: body.message } : {}) },
        });
        await notify(
          trx,
          employer.companyId,
          notificationEvents.subsidyEmployerRequest(talentNameOf(row), row.subsidyType),
          row.userId,
        );
      });
      return freshView(k, request, id, 'talent');
    },
  });
}
