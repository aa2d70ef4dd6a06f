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
import { conflict, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { revalidate } from '../../http/etag.ts';
import { preferredType } from '../../http/negotiate.ts';
import { pageInMemory } from '../../http/paging.ts';
import { binaryBody, route } from '../../http/route.ts';
import { requestLanguage } from '../../i18n/index.ts';
import { listSkillTaxonomy } from '../admin/index.ts';
import { notify } from '../notifications/index.ts';
import { credentialOfPresentation, namesEmail, presentationChallenge, subjectDid } from './holder.ts';
import { foreignResolver, ImportError, type ImportFailure, verifyForImport } from './import.ts';
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

const NOT_FOUND = 'Certificaat niet gevonden';
/** The media type of a W3C Verifiable Credential 2.0 secured with an embedded proof. */
const CREDENTIAL_MEDIA_TYPE = 'application/vc+ld+json';
const UNKNOWN_CONTEXT =
  'Alleen certificaten met de contexten van W3C VC 2.0 en Open Badges 3.0 (als URL) worden gecontroleerd.';
const TOO_COMPLEX = 'Dit document is te groot of te diep genest om als certificaat te controleren.';
/** Why an import was refused, per failed check (422 problems with the code `credential.<check>`). */
const IMPORT_REFUSED: Record<Exclude<ImportFailure, 'own_credential'>, string> = {
  unsupported_issuer:
    'Dit certificaat heeft geen uitgever die we kunnen controleren (alleen did:key en did:web).',
  unresolvable_issuer:
    'Het DID-document van de uitgever is niet op te halen; het certificaat is niet gecontroleerd.',
  unknown_key: 'De sleutel van de handtekening hoort niet bij de uitgever (onbekende sleutel).',
  tampered: 'De handtekening klopt niet: het certificaat is na ondertekening gewijzigd.',
  unsupported_proof: 'Deze soort handtekening wordt niet ondersteund (alleen eddsa-rdfc-2022).',
  malformed: 'Dit is geen volledig Open Badges 3.0-certificaat (id, uitgever, prestatie en handtekening).',
  revoked: 'De uitgever heeft dit certificaat ingetrokken.',
  expired: 'Dit certificaat is verlopen: de geldigheid (validUntil) is voorbij.',
  suspended: 'De uitgever heeft dit certificaat geschorst; het telt niet mee zolang de schorsing duurt.',
  status_unavailable:
    'De intrekkingslijst van de uitgever is niet te lezen; het certificaat is niet toegevoegd.',
  too_slow: 'Het controleren van dit certificaat duurde te lang.',
};
const NOT_OPEN_BADGE =
  'Dit is geen Open Badges 3.0-certificaat: het type moet OpenBadgeCredential of AchievementCredential zijn.';
const SCHEMA_INVALID = "Dit certificaat voldoet niet aan 1EdTech's AchievementCredential-schema.";
const NOT_YOURS =
  'Dit certificaat noemt jou niet: het moet je e-mailadres als ontvanger hebben, of je moet de DID van de ontvanger bewijzen met je wallet.';
const HELD_BY_ANOTHER = 'Dit certificaat staat al bij een ander account; het telt voor één persoon.';
const BAD_PRESENTATION =
  'De presentatie is niet geldig: stuur één certificaat, ondertekend door de DID van de ontvanger over een nieuwe challenge.';
const OWN_CREDENTIAL =
  'Dit certificaat is op dit platform uitgegeven en staat al bij je certificaten; importeren is niet nodig.';
const ALREADY_IMPORTED = 'Dit certificaat heb je al toegevoegd.';

/**
 * Refuses a credential that is not an Open Badges 3.0 AchievementCredential by type or by 1EdTech's
 * JSON Schema: a 422 naming the check (`credential.type`, `credential.schema`), before any JSON-LD work.
 */
function requireOpenBadge(credential: Record<string, unknown>) {
  const problem = schemaProblem(credential);
  if (!problem) return;
  if (problem.check === 'type') throw new HttpError(422, NOT_OPEN_BADGE, {}, undefined, 'credential.type');
  throw new HttpError(422, SCHEMA_INVALID, {}, undefined, 'credential.schema');
}

/** The verify route's largest body: a real credential is a few kilobytes. */
const VERIFY_BODY_LIMIT = 64 * 1024;

export async function credentialRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;
  setPublicAddress(k, config.appUrl);
  warmVerifyPool();

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
      if (inner === null)
        throw new HttpError(422, BAD_PRESENTATION, {}, undefined, 'credential.presentation');
      const credential = inner === 'not_a_presentation' ? body : inner;
      // The same bounds as the verify route, before any JSON-LD work or fetch: the credential, and
      // the presentation around it (whose only nested contexts are the credential's).
      for (const document of inner === 'not_a_presentation'
        ? [body]
        : [{ ...body, verifiableCredential: [] }, credential]) {
        const problem = precheckCredential(document);
        if (problem === 'unknown_context') throw new HttpError(422, UNKNOWN_CONTEXT);
        if (problem) throw new HttpError(422, TOO_COMPLEX);
      }
      requireOpenBadge(credential);
      const ownId = credentialIdOf(credential);
      if (ownId && (await findCredential(k, ownId))) throw conflict(OWN_CREDENTIAL);
      let facts: Awaited<ReturnType<typeof verifyForImport>>;
      try {
        facts = await verifyForImport(credential, {
          appUrl: config.appUrl,
          allowLoopback: config.credentialImportAllowLoopback,
        });
      } catch (e) {
        if (!(e instanceof ImportError)) throw e;
        if (e.failure === 'own_credential') throw conflict(OWN_CREDENTIAL);
        throw new HttpError(422, IMPORT_REFUSED[e.failure], {}, undefined, `credential.${e.failure}`);
      }
      // It counts only for the person it names: the account's e-mail address, or a DID the
      // importer proves by signing the presentation over a challenge we gave them.
      let named = namesEmail(credential, request.user.email);
      if (!named && inner !== 'not_a_presentation') {
        const did = subjectDid(credential);
        const challenge = presentationChallenge(body);
        if (!did || !challenge) throw new HttpError(422, NOT_YOURS, {}, undefined, 'credential.not_yours');
        const held = await verifyPresentationOffThread(
          body,
          challenge,
          foreignResolver(config.credentialImportAllowLoopback),
        );
        if (!held.valid || held.holder !== did)
          throw new HttpError(422, BAD_PRESENTATION, {}, undefined, 'credential.presentation');
        if (!(await consumeImportChallenge(k, request.user.id, challenge)))
          throw new HttpError(422, BAD_PRESENTATION, {}, undefined, 'credential.presentation');
        named = true;
      }
      if (!named) throw new HttpError(422, NOT_YOURS, {}, undefined, 'credential.not_yours');
      if (await otherHolderOf(k, request.user.id, facts)) throw conflict(HELD_BY_ANOTHER);
      // Its skills: the alignment names, and the achievement's name when it is a taxonomy skill;
      // the evidence groups them by the same skill identity as every other source.
      const taxonomy = await listSkillTaxonomy(k);
      const index = buildSkillIndex(
        taxonomy.map((r) => ({ id: Number(r.id), name: r.name, synonyms: parseStringList(r.synonyms) })),
      );
      const skills = [...facts.alignmentNames];
      if (taxonomySkillOf(index, facts.achievementName)) skills.push(facts.achievementName);
      const id = await insertImported(k, request.user.id, facts, skills, credential);
      if (!id) throw conflict(ALREADY_IMPORTED);
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
      if (!found) throw notFound(NOT_FOUND);
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
      if (!found) throw notFound(NOT_FOUND);
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
      if (problem === 'unknown_context') throw new HttpError(422, UNKNOWN_CONTEXT);
      if (problem) throw new HttpError(422, TOO_COMPLEX);
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
      if (highest < 0) throw notFound('Geen intrekkingslijst voor deze uitgever');
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
      if (!found) throw notFound(NOT_FOUND);
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
