import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { noContent, page, pageQuery } from '../../../contracts/common.ts';
import {
  credentialAnswer,
  credentialIdParam,
  importChallengeAnswer,
  importCredentialAnswer,
  importCredentialBody,
  myCredential,
  revokeAnswer,
  revokeCredentialBody,
  statusListAnswer,
  statusListParam,
  verifyAnswer,
  verifyCredentialBody,
} from '../../../contracts/credentials.ts';
import { CREDENTIAL_PROBLEMS } from '../../../contracts/problems/credentials.ts';
import {
  badgeImageSvg,
  credentialIdOf,
  instituteDid,
  precheckCredential,
  summarizeCredential,
} from '../../../domain/credentials/index.ts';
import { buildSkillIndex, taxonomySkillOf } from '../../../domain/evidence/index.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { recordAudit } from '../../audit.ts';
import type { AppContext } from '../../context.ts';
import { parseStringList } from '../../db/json.ts';
import { fail, forbidden } from '../../http/errors.ts';
import { revalidate } from '../../http/etag.ts';
import { preferredType } from '../../http/negotiate.ts';
import { pageInMemory } from '../../http/paging.ts';
import { binaryBody, route } from '../../http/route.ts';
import { requestLanguage } from '../../i18n/index.ts';
import { listSkillTaxonomy } from '../admin/index.ts';
import { notify } from '../notifications/index.ts';
import { credentialOfPresentation, namesEmail, presentationChallenge, subjectDid } from './holder.ts';
import { foreignResolver, ImportError, verifyForImport } from './import.ts';
import { consumeImportChallenge, insertImported, newImportChallenge, otherHolderOf } from './import-store.ts';
import { signingKeyOf } from './keys-store.ts';
import { certificatePdf } from './pdf.ts';
import { schemaProblem } from './schema.ts';
import { signCredential } from './signing.ts';
import { encodeStatusList, statusListCredential, statusListEtag } from './status-list.ts';
import {
  findCredential,
  listUserCredentials,
  revokeCredential,
  setPublicAddress,
  statusListOf,
  statusListUrl,
} from './store.ts';
import { issuerTrust, issuerTrustOf } from './trust.ts';
import { type Viewer, verdictOfStored, verifySubmitted } from './verify.ts';
import { verifyPresentationOffThread, warmVerifyPool } from './verify-pool.ts';

/** The media type of a W3C Verifiable Credential 2.0 secured with an embedded proof. */
const CREDENTIAL_MEDIA_TYPE = 'application/vc+ld+json';

/**
 * Refuses a credential that is not an Open Badges 3.0 AchievementCredential by type or by 1EdTech's
 * JSON Schema: a 422 naming the check (`credential.type`, `credential.schema`), before any JSON-LD work.
 */
function requireOpenBadge(credential: Record<string, unknown>) {
  const problem = schemaProblem(credential);
  if (!problem) return;
  if (problem.check === 'type') throw fail(CREDENTIAL_PROBLEMS['credential.type']);
  throw fail(CREDENTIAL_PROBLEMS['credential.schema']);
}

/** The verify route's largest body: a real credential is a few kilobytes. */
const VERIFY_BODY_LIMIT = 64 * 1024;

export async function credentialRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;
  setPublicAddress(k, config.appUrl);
  warmVerifyPool(config.credentialVerifyBudgetMs);

  const mayRevoke = (request: FastifyRequest, instituteId: string) =>
    !!request.user &&
    ((request.user.id === instituteId && hasPermission(request.user, 'certifications.issue')) ||
      hasPermission(request.user, 'courses.manageAll'));

  const viewerOf = (request: FastifyRequest): Viewer => ({
    userId: request.user?.id ?? null,
    mayRevoke: (instituteId) => mayRevoke(request, instituteId),
  });

  /** The page printed in the QR code, on the app's public address (APP_URL). */
  const verifyUrl = (id: string) => `${config.appUrl}/verify/${id}`;

  route(app, {
    method: 'GET',
    url: '/user/credentials',
    operationId: 'listOwnCredentials',
    summary: 'Eigen certificaten (Open Badges 3.0), nieuwste eerst',
    tag: 'credentials',
    access: 'signedIn',
    query: pageQuery,
    response: { 200: page(myCredential) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const items = await listUserCredentials(k, request.user.id);
      const trust = await issuerTrustOf(
        k,
        config.appUrl,
        items.map((i) => i.issuerId),
      );
      return pageInMemory(
        request,
        reply,
        items.map((i) => ({ ...i, issuerTrust: trust.get(i.issuerId) ?? ('unknown' as const) })),
      );
    },
  });

  route(app, {
    method: 'GET',
    url: '/user/credentials/import/challenge',
    operationId: 'getCredentialImportChallenge',
    summary:
      'Een challenge voor de wallet: onderteken het certificaat als Verifiable Presentation over deze waarde (10 minuten, één keer)',
    tag: 'credentials',
    access: 'certifications.upload',
    response: { 200: importChallengeAnswer },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return newImportChallenge(k, request.user.id);
    },
  });

  route(app, {
    method: 'POST',
    url: '/user/credentials/import',
    operationId: 'importCredential',
    summary: 'Een certificaat van elders (Open Badges 3.0) controleren en aan het eigen paspoort toevoegen',
    tag: 'credentials',
    access: 'certifications.upload',
    body: importCredentialBody,
    response: { 201: importCredentialAnswer },
    bodyLimit: VERIFY_BODY_LIMIT,
    handler: async (request, reply) => {
      const body = request.body;
      // A wallet hands over a presentation: one credential, signed by its holder over our challenge.
      const inner = credentialOfPresentation(body);
      if (inner === null) throw fail(CREDENTIAL_PROBLEMS['credential.presentation']);
      const credential = inner === 'not_a_presentation' ? body : inner;
      // The same bounds as the verify route, before any JSON-LD work or fetch: the credential, and
      // the presentation around it (whose only nested contexts are the credential's).
      for (const document of inner === 'not_a_presentation'
        ? [body]
        : [{ ...body, verifiableCredential: [] }, credential]) {
        const problem = precheckCredential(document);
        if (problem === 'unknown_context') throw fail(CREDENTIAL_PROBLEMS['credential.unknown_context']);
        if (problem) throw fail(CREDENTIAL_PROBLEMS['credential.too_complex']);
      }
      requireOpenBadge(credential);
      const ownId = credentialIdOf(credential);
      if (ownId && (await findCredential(k, ownId)))
        throw fail(CREDENTIAL_PROBLEMS['credential.own_credential']);
      let facts: Awaited<ReturnType<typeof verifyForImport>>;
      try {
        facts = await verifyForImport(credential, {
          appUrl: config.appUrl,
          allowLoopback: config.credentialImportAllowLoopback,
        });
      } catch (e) {
        if (!(e instanceof ImportError)) throw e;
        if (e.failure === 'own_credential') throw fail(CREDENTIAL_PROBLEMS['credential.own_credential']);
        throw fail(CREDENTIAL_PROBLEMS[`credential.${e.failure}`]);
      }
      // It counts only for the person it names: the account's e-mail address, or a DID the
      // importer proves by signing the presentation over a challenge we gave them.
      let named = namesEmail(credential, request.user.email);
      if (!named && inner !== 'not_a_presentation') {
        const did = subjectDid(credential);
        const challenge = presentationChallenge(body);
        if (!did || !challenge) throw fail(CREDENTIAL_PROBLEMS['credential.not_yours']);
        const held = await verifyPresentationOffThread(
          body,
          challenge,
          foreignResolver(config.credentialImportAllowLoopback),
        );
        if (!held.valid || held.holder !== did) throw fail(CREDENTIAL_PROBLEMS['credential.presentation']);
        if (!(await consumeImportChallenge(k, request.user.id, challenge)))
          throw fail(CREDENTIAL_PROBLEMS['credential.presentation']);
        named = true;
      }
      if (!named) throw fail(CREDENTIAL_PROBLEMS['credential.not_yours']);
      if (await otherHolderOf(k, request.user.id, facts))
        throw fail(CREDENTIAL_PROBLEMS['credential.held_by_another']);
      // Its skills: the alignment names, and the achievement's name when it is a taxonomy skill;
      // the evidence groups them by the same skill identity as every other source.
      const taxonomy = await listSkillTaxonomy(k);
      const index = buildSkillIndex(
        taxonomy.map((r) => ({ id: Number(r.id), name: r.name, synonyms: parseStringList(r.synonyms) })),
      );
      const skills = [...facts.alignmentNames];
      if (taxonomySkillOf(index, facts.achievementName)) skills.push(facts.achievementName);
      const id = await insertImported(k, request.user.id, facts, skills, credential);
      if (!id) throw fail(CREDENTIAL_PROBLEMS['credential.already_imported']);
      return reply.status(201).send({
        id,
        status: 'verified' as const,
        issuer: facts.issuer,
        issuerTrust: await issuerTrust(k, config.appUrl, facts.issuer.id),
      });
    },
  });

  route(app, {
    method: 'GET',
    url: '/credentials/:id',
    operationId: 'getCredential',
    summary:
      'Eén certificaat met zijn status (openbaar: wie het id heeft, kan het controleren); met Accept: application/vc+ld+json alleen het ondertekende certificaat zelf',
    tag: 'credentials',
    access: 'public',
    params: credentialIdParam,
    contentType: ['application/json', CREDENTIAL_MEDIA_TYPE],
    response: { 200: credentialAnswer },
    config: { anyOrigin: true },
    handler: async (request, reply) => {
      const { id } = request.params;
      const found = await findCredential(k, id);
      if (!found) throw fail(CREDENTIAL_PROBLEMS['credential.not_found']);
      reply.header('Cache-Control', 'no-store').header('Vary', 'Accept');
      // The bare credential, as a wallet or verifier asks for it (W3C VC 2.0 media type).
      if (
        preferredType(request.headers.accept, ['application/json', CREDENTIAL_MEDIA_TYPE]) ===
        CREDENTIAL_MEDIA_TYPE
      )
        return (reply as unknown as FastifyReply)
          .type(CREDENTIAL_MEDIA_TYPE)
          .send(JSON.stringify(found.credential));
      const verdict = await verdictOfStored(k, config.appUrl, found, viewerOf(request));
      return {
        credential: found.credential,
        status:
          verdict.checks.signature !== 'passed'
            ? ('invalid' as const)
            : verdict.reason === 'expired'
              ? ('expired' as const)
              : found.status,
        checks: verdict.checks,
        revokedAt: found.revokedAt,
        // Why it was revoked: only to the holder and the issuer (decision 405).
        revokeReason: verdict.revokeReason ?? null,
        summary: summarizeCredential(found.credential),
        issuerTrust: verdict.issuerTrust,
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
      if (!found) throw fail(CREDENTIAL_PROBLEMS['credential.not_found']);
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
    method: 'GET',
    url: '/credentials/:id/image',
    operationId: 'getCredentialImage',
    summary: 'De badge-afbeelding van een certificaat (SVG), waar het certificaat naar verwijst',
    tag: 'credentials',
    access: 'public',
    params: credentialIdParam,
    contentType: 'image/svg+xml',
    response: { 200: binaryBody('De badge-afbeelding (SVG)') },
    config: { anyOrigin: true },
    handler: async (request, reply) => {
      const found = await findCredential(k, request.params.id);
      if (!found) throw fail(CREDENTIAL_PROBLEMS['credential.not_found']);
      return (
        reply
          .type('image/svg+xml')
          .header('Cache-Control', 'public, max-age=86400')
          // Shown by other sites (a wallet, a profile, a verifier): not only by ours.
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(Buffer.from(badgeImageSvg(summarizeCredential(found.credential).courseTitle)))
      );
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
    config: { anyOrigin: true },
    bodyLimit: VERIFY_BODY_LIMIT,
    handler: async (request) => {
      const credential = request.body;
      // Before any JSON-LD work: known contexts only, and a bounded document.
      const problem = precheckCredential(credential);
      if (problem === 'unknown_context') throw fail(CREDENTIAL_PROBLEMS['credential.unknown_context']);
      if (problem) throw fail(CREDENTIAL_PROBLEMS['credential.too_complex']);
      requireOpenBadge(credential);
      return verifySubmitted(k, config.appUrl, credential, {
        allowLoopback: config.credentialImportAllowLoopback,
        viewer: viewerOf(request),
      });
    },
  });

  // The CORS preflight of the verify route: browsers ask before a cross-site JSON POST.
  app.options('/credentials/verify', { schema: { hide: true } }, (_request, reply) => {
    reply
      .header('Access-Control-Allow-Origin', '*')
      .header('Access-Control-Allow-Methods', 'POST')
      .header('Access-Control-Allow-Headers', 'Content-Type')
      .header('Access-Control-Max-Age', '600')
      .code(204)
      .send();
  });

  /** Signed status lists, kept per issuer and list content (the ETag) so a poll does not re-sign. */
  const signedLists = new Map<string, { etag: string; document: Record<string, unknown> }>();
  route(app, {
    method: 'GET',
    url: '/credential-status/:instituteId',
    operationId: 'getCredentialStatusList',
    summary: 'De intrekkingslijst van een uitgever (W3C Bitstring Status List, ondertekend)',
    tag: 'credentials',
    access: 'public',
    params: statusListParam,
    contentType: 'application/vc+ld+json',
    response: { 200: statusListAnswer, 304: noContent },
    // Changes as soon as a credential of this issuer is revoked.
    headers: ['ETag'],
    config: { anyOrigin: true },
    handler: async (request, reply) => {
      const { instituteId } = request.params;
      const { revoked, highest } = await statusListOf(k, instituteId);
      if (highest < 0) throw fail(CREDENTIAL_PROBLEMS['credential.no_status_list']);
      const encodedList = encodeStatusList(revoked, highest);
      const key = await signingKeyOf(k, instituteId);
      const etag = statusListEtag(encodedList, key.publicKeyMultibase);
      const unchanged = revalidate(request, reply, etag);
      // Public and short: relying parties see a revocation within a minute.
      reply.header('Cache-Control', 'public, max-age=60');
      if (unchanged) return reply.send(undefined);
      let signed = signedLists.get(instituteId);
      if (signed?.etag !== etag) {
        const url = statusListUrl(config.appUrl, instituteId);
        const unsigned = statusListCredential(
          url,
          instituteDid(config.appUrl, instituteId),
          encodedList,
          new Date().toISOString(),
        );
        signed = { etag, document: await signCredential(unsigned, key) };
        signedLists.set(instituteId, signed);
      }
      reply.type('application/vc+ld+json');
      return signed.document;
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
      if (!found) throw fail(CREDENTIAL_PROBLEMS['credential.not_found']);
      if (!mayRevoke(request, found.instituteId)) throw forbidden();
      await k.transaction().execute(async (trx) => {
        if (await revokeCredential(trx, id, user.id, reason)) {
          await notify(trx, found.userId, {
            type: 'achievement',
            event: {
              key: 'credentialRevoked',
              params: { courseTitle: summarizeCredential(found.credential).courseTitle, reason },
            },
            actionUrl: `/verify/${id}`,
          });
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
