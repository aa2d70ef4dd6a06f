import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type CredentialAnswer,
  credentialIdParam,
  revokeCredentialBody,
  type VerifyAnswer,
  verifyCredentialBody,
} from '../../../contracts/credentials.ts';
import { credentialIdOf, summarizeCredential } from '../../../domain/credentials/index.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { recordAudit } from '../../audit.ts';
import { requireUser } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound, parse } from '../../http/errors.ts';
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

  app.get(
    '/user/credentials',
    {
      config: {
        doc: {
          summary: 'Eigen certificaten (Open Badges 3.0), nieuwste eerst',
          tags: ['credentials'],
          access: 'signedIn',
        },
      },
    },
    async (request) => listUserCredentials(k, requireUser(request).id),
  );

  app.get(
    '/credentials/:id',
    {
      config: {
        doc: {
          summary: 'Eén certificaat met zijn status (openbaar: wie het id heeft, kan het controleren)',
          tags: ['credentials'],
          access: 'public',
          params: credentialIdParam,
        },
      },
    },
    async (request, reply): Promise<CredentialAnswer> => {
      const { id } = parse(credentialIdParam, request.params);
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
  );

  app.get(
    '/credentials/:id/pdf',
    {
      config: {
        doc: {
          summary: 'Het certificaat als PDF, met een QR-code naar de controlepagina',
          tags: ['credentials'],
          access: 'public',
          params: credentialIdParam,
        },
      },
    },
    async (request, reply) => {
      const { id } = parse(credentialIdParam, request.params);
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
  );

  app.post(
    '/credentials/verify',
    {
      config: {
        doc: {
          summary: 'Een certificaat (zijn JSON) controleren: handtekening, inhoud en intrekking',
          tags: ['credentials'],
          access: 'public',
          body: verifyCredentialBody,
        },
      },
    },
    async (request): Promise<VerifyAnswer> => {
      const credential = parse(verifyCredentialBody, request.body);
      const proof = await verifyCredentialProof(credential, (keyId) => findSigningKey(k, keyId));
      if (!proof.valid) return proof;
      const id = credentialIdOf(credential);
      const stored = id ? await findCredential(k, id) : undefined;
      if (!stored) return { valid: false, reason: 'unknown' };
      if (stored.status === 'revoked') return { valid: false, reason: 'revoked' };
      return { valid: true };
    },
  );

  app.post(
    '/credentials/:id/revoke',
    {
      config: {
        doc: {
          summary: 'Een certificaat intrekken (het uitgevende instituut of een beheerder; gelogd)',
          tags: ['credentials'],
          access: 'certifications.issue',
          params: credentialIdParam,
          body: revokeCredentialBody,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = parse(credentialIdParam, request.params);
      const { reason } = parse(revokeCredentialBody, request.body ?? {});
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
  );
}
