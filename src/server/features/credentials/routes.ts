import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  credentialAnswer,
  credentialIdParam,
  myCredential,
  revokeAnswer,
  revokeCredentialBody,
  verifyAnswer,
  verifyCredentialBody,
} from '../../../contracts/credentials.ts';
import { credentialIdOf, summarizeCredential } from '../../../domain/credentials/index.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { recordAudit } from '../../audit.ts';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { binaryBody, route } from '../../http/route.ts';
import { requestLanguage } from '../../i18n/index.ts';
import { findSigningKey, signingKey } from './keys.ts';
import { certificatePdf } from './pdf.ts';
import { verifyCredentialProof } from './signing.ts';
import { findCredential, listUserCredentials, revokeCredential } from './store.ts';

const NOT_FOUND = 'Certificaat niet gevonden';

export async function credentialRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;
  // The signing key is made on first start (decision 185), not at the first pass.
  await signingKey(k);

  const mayRevoke = (request: FastifyRequest, instituteId: string) =>
    !!request.user &&
    ((request.user.id === instituteId && hasPermission(request.user, 'certifications.issue')) ||
      hasPermission(request.user, 'courses.manageAll'));

  /** The page printed in the QR code, on the app's public address (APP_URL). */
  const verifyUrl = (id: string) => `${config.appUrl}/verify/${id}`;

  route(app, {
    method: 'GET',
    url: '/user/credentials',
    operationId: 'listOwnCredentials',
    summary: 'Eigen certificaten (Open Badges 3.0), nieuwste eerst',
    tag: 'credentials',
    access: 'signedIn',
    response: { 200: z.array(myCredential) },
    handler: (request) => listUserCredentials(k, request.user.id),
  });

  route(app, {
    method: 'GET',
    url: '/credentials/:id',
    operationId: 'getCredential',
    summary: 'Eén certificaat met zijn status (openbaar: wie het id heeft, kan het controleren)',
    tag: 'credentials',
    access: 'public',
    params: credentialIdParam,
    response: { 200: credentialAnswer },
    handler: async (request, reply) => {
      const { id } = request.params;
      const found = await findCredential(k, id);
      if (!found) throw notFound(NOT_FOUND);
      reply.header('Cache-Control', 'no-store');
      return {
        credential: found.credential,
        status: found.status,
        revokedAt: found.revokedAt,
        summary: summarizeCredential(found.credential),
        canRevoke: mayRevoke(request, found.instituteId),
      };
    },
  });

  route(app, {
    method: 'GET',
    url: '/credentials/:id/pdf',
    operationId: 'getCredentialPdf',
    summary: 'Het certificaat als PDF, met een QR-code naar de controlepagina',
    tag: 'credentials',
    access: 'public',
    params: credentialIdParam,
    contentType: 'application/pdf',
    response: { 200: binaryBody('Het certificaat als PDF') },
    handler: async (request, reply) => {
      const { id } = request.params;
      const found = await findCredential(k, id);
      if (!found) throw notFound(NOT_FOUND);
      const pdf = await certificatePdf(summarizeCredential(found.credential), {
        verifyUrl: verifyUrl(id),
        status: found.status,
        lang: requestLanguage(request),
      });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="certificaat-${id}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  });

  route(app, {
    method: 'POST',
    url: '/credentials/verify',
    operationId: 'verifyCredential',
    summary: 'Een certificaat (zijn JSON) controleren: handtekening, inhoud en intrekking',
    tag: 'credentials',
    access: 'public',
    body: verifyCredentialBody,
    response: { 200: verifyAnswer },
    handler: async (request) => {
      const credential = request.body;
      const proof = await verifyCredentialProof(credential, (keyId) => findSigningKey(k, keyId));
      if (!proof.valid) return proof;
      const id = credentialIdOf(credential);
      const stored = id ? await findCredential(k, id) : undefined;
      if (!stored) return { valid: false, reason: 'unknown' as const };
      if (stored.status === 'revoked') return { valid: false, reason: 'revoked' as const };
      return { valid: true };
    },
  });

  route(app, {
    method: 'POST',
    url: '/credentials/:id/revoke',
    operationId: 'revokeCredential',
    summary: 'Een certificaat intrekken (het uitgevende instituut of een beheerder; gelogd)',
    tag: 'credentials',
    // The issuing institute (checked below: only its own) or an administrator.
    access: ['certifications.issue', 'courses.manageAll'],
    params: credentialIdParam,
    body: revokeCredentialBody,
    response: { 200: revokeAnswer },
    handler: async (request) => {
      const user = request.user;
      const { id } = request.params;
      const { reason } = request.body;
      const found = await findCredential(k, id);
      if (!found) throw notFound(NOT_FOUND);
      if (!mayRevoke(request, found.instituteId)) throw forbidden();
      await k.transaction().execute(async (trx) => {
        if (await revokeCredential(trx, id, user.id, reason)) {
          await recordAudit(trx, {
            actorId: user.id,
            action: 'credential.revoke',
            targetType: 'credential',
            targetId: id,
            details: { reason, userId: found.userId, courseId: found.courseId },
          });
        }
      });
      const after = await findCredential(k, id);
      return { id, status: after!.status, revokedAt: after!.revokedAt };
    },
  });
}
