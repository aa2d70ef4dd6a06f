import type { FastifyInstance } from 'fastify';
import { page } from '../../../contracts/common.ts';
import {
  credentialIdParam,
  instituteCredential,
  instituteCredentialsQuery,
  reissueAnswer,
  reissueCredentialBody,
} from '../../../contracts/credentials.ts';
import { CREDENTIAL_PROBLEMS } from '../../../contracts/problems/credentials.ts';
import { summarizeCredential } from '../../../domain/credentials/index.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { recordAudit } from '../../audit.ts';
import type { AppContext } from '../../context.ts';
import { located } from '../../http/created.ts';
import { fail } from '../../http/errors.ts';
import { cursorKey, finishPage, pageSize } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { enrollmentStatusesOf } from '../enrollments/index.ts';
import { notify } from '../notifications/index.ts';
import { findCredential, listInstituteCredentials, reissueCredential } from './store.ts';

const ISSUERS = ['certifications.issue', 'courses.manageAll'] as const;

/**
 * The institute's side of what it issued (issue 46 part 5): every credential, searchable and paged,
 * and a re-issue after a correction. Revoking is `POST /api/credentials/{id}/revoke`.
 */
export async function credentialInstituteRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  route(app, {
    method: 'GET',
    url: '/institute/credentials',
    operationId: 'listInstituteCredentials',
    summary:
      'Uitgegeven certificaten van het eigen instituut, nieuwste eerst: zoeken op cursist of cursus (q), filteren op status',
    tag: 'institute',
    access: ISSUERS,
    query: instituteCredentialsQuery,
    response: { 200: page(instituteCredential) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const user = request.user;
      const admin = hasPermission(user, 'courses.manageAll');
      const { q, status, courseId, cursor, limit } = request.query;
      const size = pageSize(limit);
      const rows = await listInstituteCredentials(k, admin ? null : user.id, {
        search: q || undefined,
        status,
        courseId,
        after: cursorKey(cursor, ['string', 'string']),
        limit: size,
      });
      const statuses = await enrollmentStatusesOf(
        k,
        rows.flatMap((r) => (r.enrollmentId === null ? [] : [r.enrollmentId])),
      );
      return finishPage(
        request,
        reply,
        rows,
        size,
        (r) => [r.issuedAt, r.id],
        ({ enrollmentId, ...r }) => ({
          ...r,
          canReissue:
            r.replacedBy === null && enrollmentId !== null && statuses.get(enrollmentId) === 'passed',
        }),
      );
    },
  });

  route(app, {
    method: 'POST',
    url: '/institute/credentials/:id/reissue',
    operationId: 'reissueCredential',
    summary:
      'Een certificaat opnieuw uitgeven na een correctie: een nieuw certificaat met de huidige gegevens; het oude wordt met de reden ingetrokken (gelogd)',
    tag: 'institute',
    access: ISSUERS,
    params: credentialIdParam,
    body: reissueCredentialBody,
    response: { 201: reissueAnswer },
    headers: ['Location'],
    handler: async (request, reply) => {
      const user = request.user;
      const { id } = request.params;
      const { reason } = request.body;
      const found = await findCredential(k, id);
      const mine = found && (found.instituteId === user.id || hasPermission(user, 'courses.manageAll'));
      if (!found || !mine) throw fail(CREDENTIAL_PROBLEMS['credential.not_found']);
      const result = await reissueCredential(k, found, user.id, reason);
      if (result === 'replaced') throw fail(CREDENTIAL_PROBLEMS['credential.already_replaced']);
      if (result === 'not_passed') throw fail(CREDENTIAL_PROBLEMS['credential.enrollment_not_passed']);
      await recordAudit(k, {
        actorId: user.id,
        action: 'credential.reissue',
        targetType: 'credential',
        targetId: id,
        details: { reason, replacedBy: result.id, userId: found.userId, courseId: found.courseId },
      });
      await notify(k, found.userId, {
        type: 'achievement',
        event: {
          key: 'credentialReissued',
          params: { courseTitle: summarizeCredential(found.credential).courseTitle, reason },
        },
        actionUrl: `/verify/${result.id}`,
      });
      located(request, reply, `/api/credentials/${result.id}`);
      return reply.status(201).send({ id: result.id, replaced: id });
    },
  });
}
