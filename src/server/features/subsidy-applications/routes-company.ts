import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam } from '../../../contracts/common.ts';
import {
  companySubsidyRequest,
  subsidyDossier,
  subsidyRequestDecisionBody,
} from '../../../contracts/subsidy-applications.ts';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import { CHANGED } from './messages.ts';
import { freshView, readerOf, viewsOf } from './service.ts';
import { findDossier, insertEvent, listCompanyDossiers, updateDossier } from './store.ts';

const tag = 'company';

/** The company's side: requests of its current employees, and its decision on one. */
export async function companySubsidyRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  route(app, {
    method: 'GET',
    url: '/company/subsidy-requests',
    operationId: 'listCompanySubsidyRequests',
    summary: 'Subsidieverzoeken van eigen werknemers',
    tag,
    access: 'employees.manage',
    response: { 200: z.array(companySubsidyRequest) },
    handler: async (request) => {
      const rows = await listCompanyDossiers(k, request.user.id);
      const views = await viewsOf(k, request, rows, 'employer');
      return views.map((dossier, i) => {
        const asked = [...dossier.history].reverse().find((e) => e.kind === 'employerRequest');
        return {
          id: dossier.id,
          request: rows[i].employerRequest ?? 'requested',
          requestedAt: rows[i].employerRequestedAt,
          message: asked?.note ?? null,
          dossier,
        };
      });
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
      if (!row || reader !== 'employer') throw notFound('Subsidieverzoek niet gevonden');
      if (row.employerRequest !== 'requested' || row.status !== 'concept') {
        throw conflict('Over dit verzoek is al besloten');
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
        if (!applied) throw conflict(CHANGED);
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
}
