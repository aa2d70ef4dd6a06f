import type { FastifyInstance } from 'fastify';
import { idParam, page, pageQuery } from '../../../contracts/common.ts';
import {
  licenceDecisionBody,
  licenceRequest,
  licenceRequestBody,
  licenceState as licenceStateSchema,
} from '../../../contracts/licences.ts';
import { INSTITUTE_PROBLEMS } from '../../../contracts/problems/institute.ts';
import { recordAudit } from '../../audit.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { cursorKey, finishPage, pageSize } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { notify } from '../notifications/index.ts';
import {
  currentLicence,
  decideLicenceRequest,
  findLicenceRequest,
  insertLicenceRequest,
  licenceState,
  listLicenceRequests,
  pendingRequest,
} from './licences-store.ts';

/**
 * Licences (decision 243): the institute sees its tier, limits and use and asks for
 * another tier (Upgraden); an admin approves or declines, audited, and the institute is notified.
 */
export async function licenceRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  route(app, {
    method: 'GET',
    url: '/institute/licence',
    operationId: 'getInstituteLicence',
    summary: 'De licentie van het eigen instituut: niveau, status, limieten, gebruik en laatste aanvraag',
    tag: 'institute',
    access: 'courses.manageOwn',
    response: { 200: licenceStateSchema },
    handler: async (request) => licenceState(k, request.user.id),
  });

  route(app, {
    method: 'POST',
    url: '/institute/licence/requests',
    operationId: 'requestInstituteLicence',
    summary: 'Een andere licentie aanvragen (Upgraden); een beheerder keurt goed of wijst af',
    tag: 'institute',
    access: 'courses.manageOwn',
    body: licenceRequestBody,
    response: { 201: licenceStateSchema },
    handler: async (request, reply) => {
      const instituteId = request.user.id;
      const { tier, note } = request.body;
      if ((await currentLicence(k, instituteId)).tier === tier)
        throw fail(INSTITUTE_PROBLEMS['licence.already_held']);
      if (await pendingRequest(k, instituteId)) throw fail(INSTITUTE_PROBLEMS['licence.request_pending']);
      await insertLicenceRequest(k, instituteId, tier, note ?? null);
      return reply.status(201).send(await licenceState(k, instituteId));
    },
  });

  route(app, {
    method: 'GET',
    url: '/admin/licence-requests',
    operationId: 'listLicenceRequests',
    summary: 'Licentieaanvragen: openstaande eerst, dan de laatste beslissingen',
    tag: 'admin',
    access: 'platform.administer',
    query: pageQuery,
    response: { 200: page(licenceRequest) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const limit = pageSize(request.query.limit);
      const after = cursorKey(request.query.cursor, ['number', 'string', 'number']);
      const rows = await listLicenceRequests(k, { after, limit });
      return finishPage(
        request,
        reply,
        rows,
        limit,
        (r) => [r.status === 'pending' ? 0 : 1, r.sortDecidedAt, r.id],
        ({ sortDecidedAt: _, ...r }) => r,
      );
    },
  });

  route(app, {
    method: 'POST',
    url: '/admin/licence-requests/:id',
    operationId: 'decideLicenceRequest',
    summary: 'Een licentieaanvraag goedkeuren of afwijzen (vastgelegd in de audit-log)',
    tag: 'admin',
    access: 'platform.administer',
    params: idParam,
    body: licenceDecisionBody,
    response: { 200: licenceRequest },
    handler: async (request) => {
      const { id } = request.params;
      const { approve, reason } = request.body;
      const found = await findLicenceRequest(k, id);
      if (!found) throw fail(INSTITUTE_PROBLEMS['licence.request_not_found']);
      const decided = await k.transaction().execute(async (trx) => {
        if (!(await decideLicenceRequest(trx, id, approve, reason ?? null, request.user.id))) return false;
        await recordAudit(trx, {
          actorId: request.user.id,
          action: approve ? 'licence.approve' : 'licence.decline',
          targetType: 'institute',
          targetId: found.instituteId,
          details: { requestId: id, tier: found.tier, reason: reason ?? null },
        });
        await notify(trx, found.instituteId, {
          type: 'system',
          event: {
            key: 'licenceRequestDecided',
            params: { tier: found.tier, approved: approve, reason: reason ?? null },
          },
          actionUrl: '/institute?tab=settings',
        });
        return true;
      });
      if (!decided) throw fail(INSTITUTE_PROBLEMS['licence.request_decided']);
      return (await findLicenceRequest(k, id)) ?? found;
    },
  });
}
