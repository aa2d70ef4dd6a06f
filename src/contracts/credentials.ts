import { z } from 'zod';
import { ISSUER_TRUST, type OpenBadgeCredential } from '../domain/credentials/index.ts';
import type { ApiTagDeclaration } from './api-tags.ts';
import { dateTime, filterEnum, intId, optionalText, pageQuery, requiredText, text } from './common.ts';
import { FIELD_LABELS, FIELD_MESSAGES } from './messages/common.ts';
import { CREDENTIAL_MESSAGES } from './messages/credentials.ts';

/** This feature's API tag (issue 52: declared here, collected by `npm run generate` into api-tags.generated.ts). */
export const API_TAG = {
  description: 'Certificaten (Open Badges 3.0): inzien, controleren en intrekken',
  scope: { nl: 'Certificaten', en: 'Credentials' },
} as const satisfies ApiTagDeclaration;

/**
 * How far we know a credential's issuer (decision 405): `platform` (a verified institute here),
 * `listed` (on the platform's list of trusted issuers) or `unknown` (the signature holds, but anyone
 * could have made that key). Only `platform` and `listed` credentials count as evidence.
 */
export const issuerTrust = z.enum(ISSUER_TRUST);

/** A credential's public id (a UUID). */
export const credentialIdParam = z.object({
  id: text(CREDENTIAL_MESSAGES['credential.invalid_certificate_id'])
    .check(z.uuid({ error: CREDENTIAL_MESSAGES['credential.invalid_certificate_id'] }))
    .transform((s) => s.toLowerCase()),
});

export const CREDENTIAL_STATUSES = ['valid', 'revoked'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

/** What a credential says, for display (the domain's CredentialSummary). */
export const credentialSummary = z.object({
  learnerName: text(),
  courseTitle: text(),
  instituteName: text(),
  issuedAt: dateTime(),
  skills: z.array(text()),
});

export const CHECK_RESULTS = ['passed', 'failed', 'skipped'] as const;
/**
 * What verification checked: the signature, the issuer's key (found in its DID document), the status
 * list, and 1EdTech's AchievementCredential JSON Schema with the Open Badges type (decision 405).
 */
export const verificationChecks = z.object({
  signature: z.enum(CHECK_RESULTS),
  issuerKey: z.enum(CHECK_RESULTS),
  /** `failed`: revoked or suspended (or the status could not be read). */
  status: z.enum(CHECK_RESULTS),
  schema: z.enum(CHECK_RESULTS),
});
export type VerificationChecks = z.infer<typeof verificationChecks>;

/** `expired`: genuine, but past its `validUntil`. */
export const VERIFIED_STATUSES = ['valid', 'revoked', 'expired', 'invalid'] as const;

/**
 * GET /api/credentials/{id}: the signed credential as stored and the verifier's verdict on it (the
 * same verifier as POST /api/credentials/verify, run on the stored document).
 */
export const credentialAnswer = z.object({
  /** The signed Open Badges 3.0 credential (a W3C Verifiable Credential with its proof), as issued. */
  credential: z
    .custom<OpenBadgeCredential>((v) => typeof v === 'object' && v !== null && !Array.isArray(v))
    .meta({ type: 'object', description: 'Een Open Badges 3.0-certificaat (W3C Verifiable Credential)' }),
  status: z.enum(VERIFIED_STATUSES),
  checks: verificationChecks,
  /** When it was revoked (null while valid), and why (the reason only to the holder and the issuer). */
  revokedAt: dateTime().nullable(),
  revokeReason: text().nullable(),
  summary: credentialSummary,
  issuerTrust,
  /** Whether the signed-in caller may revoke it (the issuing institute, or an admin). */
  canRevoke: z.boolean(),
});
export type CredentialAnswer = z.infer<typeof credentialAnswer>;

/** GET /api/user/credentials: the learner's own, newest first. */
export const CREDENTIAL_SOURCES = ['issued', 'imported'] as const;
export const myCredential = credentialSummary.extend({
  id: text(),
  /** The course it was issued for (null: imported, issued elsewhere). */
  courseId: z.number().int().nullable(),
  /** `suspended`: the issuer's suspension list has it (imported only); it does not count meanwhile. */
  status: z.enum([...CREDENTIAL_STATUSES, 'suspended']),
  issuerTrust,
  /** `issued`: by an institute on this platform; `imported`: issued elsewhere, verified at import. */
  source: z.enum(CREDENTIAL_SOURCES),
  /** The issuer's DID (as resolved at verification). */
  issuerId: text(),
});
export type MyCredential = z.infer<typeof myCredential>;

/** What POST /api/credentials/verify checks before the signature, as the OpenAPI document states it. */
export const CREDENTIAL_VERIFY_RULE =
  "Een Open Badges 3.0-certificaat: de contexten van W3C VC 2.0 of 1.1 en Open Badges 3.0.x (plus toegestane extensies, als URL), type OpenBadgeCredential of AchievementCredential en geldig volgens 1EdTech's AchievementCredential-schema; anders een 422 die de controle noemt (credential.type, credential.schema)";

/** POST /api/credentials/verify: a credential's JSON, as downloaded. */
export const verifyCredentialBody = z
  .record(text(), z.unknown(), {
    error: CREDENTIAL_MESSAGES['credential.send_json_certificate_object'],
  })
  .meta({ description: CREDENTIAL_VERIFY_RULE });

export const VERIFY_REASONS = [
  'malformed',
  'unsupported_proof',
  'unknown_key',
  'invalid_signature',
  'revoked',
  'expired',
  'suspended',
  'status_unavailable',
  'unsupported_issuer',
  'unresolvable_issuer',
  'unknown',
  'too_slow',
] as const;
export type VerifyReason = (typeof VERIFY_REASONS)[number];

/** The verdict on a credential: each check, the issuer as resolved, and why it failed. */
export const verifyAnswer = z.object({
  valid: z.boolean(),
  reason: z.enum(VERIFY_REASONS).optional(),
  checks: verificationChecks,
  /** The issuer, as named in the credential and resolved (its DID); its name is a fact only when trusted. */
  issuer: z.object({ id: text(), name: text() }).optional(),
  issuerTrust,
  /** What it is for and who earned it, as the credential says. */
  summary: credentialSummary.optional(),
  /**
   * When it was revoked (only for credentials this platform issued); why only to the holder and the
   * issuer (null for anyone else).
   */
  revokedAt: dateTime().nullable().optional(),
  revokeReason: text().nullable().optional(),
});
export type VerifyAnswer = z.infer<typeof verifyAnswer>;

/** POST /api/credentials/{id}/revoke. */
export const revokeCredentialBody = z.object({ reason: optionalText(500) }).strict();

/** The answer to a revocation. */
export const revokeAnswer = z.object({
  id: text(),
  status: z.enum(CREDENTIAL_STATUSES),
  revokedAt: dateTime().nullable(),
});

/** GET /api/credential-status/{instituteId}: an issuer's id (a UUID). */
export const statusListParam = z.object({
  instituteId: text(CREDENTIAL_MESSAGES['credential.invalid_issuer'])
    .check(z.uuid({ error: CREDENTIAL_MESSAGES['credential.invalid_issuer'] }))
    .transform((s) => s.toLowerCase()),
});

/** A signed BitstringStatusListCredential (W3C Bitstring Status List v1.0). */
export const statusListAnswer = z
  .custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v))
  .meta({ type: 'object', description: 'Een ondertekende BitstringStatusListCredential' });

/** What an imported credential must be, as the OpenAPI document states it (checked on import). */
export const CREDENTIAL_IMPORT_RULE =
  "Een Open Badges 3.0-certificaat (W3C Verifiable Credential) zoals de uitgever het gaf: type OpenBadgeCredential of AchievementCredential, geldig volgens 1EdTech's AchievementCredential-schema, met id, issuer, credentialSubject.achievement.name en een proof (Data Integrity, eddsa-rdfc-2022) die klopt met de sleutel van de uitgever. Het moet de importeur noemen: een IdentityObject (emailAddress, gehasht met salt of leeg) met het e-mailadres van het account, of een credentialSubject.id (DID) die de importeur bewijst door het certificaat in te sturen als Verifiable Presentation, ondertekend over een challenge van GET /api/user/credentials/import/challenge. Anders 422 credential.not_yours; een certificaat dat een ander account al heeft is een 409. Een onvolledig, gewijzigd, ingetrokken, geschorst of onjuist ondertekend certificaat is een 422 die de controle noemt";

/** POST /api/user/credentials/import: a credential's JSON, issued elsewhere. */
export const importCredentialBody = z
  .record(text(), z.unknown(), {
    error: CREDENTIAL_MESSAGES['credential.send_json_certificate_object'],
  })
  .meta({
    properties: {
      id: { type: 'string' },
      issuer: { anyOf: [{ type: 'string' }, { type: 'object', additionalProperties: true }] },
      credentialSubject: { type: 'object', additionalProperties: true },
      proof: {
        anyOf: [
          { type: 'object', additionalProperties: true },
          { type: 'array', items: { type: 'object', additionalProperties: true } },
        ],
      },
    },
    required: ['id', 'issuer', 'credentialSubject', 'proof'],
    description: CREDENTIAL_IMPORT_RULE,
  });

/** The answer to an import: verified and stored; it counts as evidence only when its issuer is known. */
export const importCredentialAnswer = z.object({
  id: text(),
  status: z.literal('verified'),
  issuer: z.object({ id: text(), name: text() }),
  issuerTrust,
});

/** GET /api/user/credentials/import/challenge: what a wallet signs in its presentation (10 minutes, once). */
export const importChallengeAnswer = z.object({ challenge: text(), expiresAt: dateTime() });

/** A DID: `did:<method>:<id>`. */
const DID_PATTERN = /^did:[a-z0-9]+:[A-Za-z0-9._:%-]+$/;

/** POST /api/admin/trusted-issuers: an issuer from elsewhere whose credentials count (decision 405). */
export const trustedIssuerBody = z
  .object({
    did: text(CREDENTIAL_MESSAGES['credential.issuer_did_required'])
      .trim()
      .max(300, { error: CREDENTIAL_MESSAGES['credential.issuer_did_too_long'] })
      .regex(DID_PATTERN, { error: CREDENTIAL_MESSAGES['credential.issuer_did_invalid'] }),
    name: text(CREDENTIAL_MESSAGES['credential.issuer_name_required'])
      .trim()
      .min(1, { error: CREDENTIAL_MESSAGES['credential.issuer_name_required'] })
      .max(200, { error: CREDENTIAL_MESSAGES['credential.issuer_name_too_long'] }),
    note: optionalText(1000),
  })
  .strict();

/** A trusted issuer as the admin screen lists it. */
export const trustedIssuer = z.object({
  id: text(),
  did: text(),
  name: text(),
  note: text(),
  /** The domain of a did:web issuer (where its DID document lives); null for another method. */
  domain: text().nullable(),
  /** How many imported credentials of this issuer now count. */
  credentials: z.number().int(),
  createdAt: dateTime(),
});

/** DELETE /api/admin/trusted-issuers/{id}. */
export const trustedIssuerIdParam = z.object({
  id: text(FIELD_MESSAGES['field.invalid_id'])
    .check(z.uuid({ error: FIELD_MESSAGES['field.invalid_id'] }))
    .transform((s) => s.toLowerCase()),
});

/**
 * GET /api/institute/credentials: what the institute issued, newest first; `q` searches the
 * learner's name and the course's title (as the credential states them), `status` filters.
 */
export const instituteCredentialsQuery = pageQuery.extend({
  q: text(FIELD_MESSAGES['field.search_text'])
    .trim()
    .max(100, { error: FIELD_MESSAGES['field.search_too_long_100'] })
    .optional(),
  status: filterEnum(CREDENTIAL_STATUSES, CREDENTIAL_MESSAGES['credential.status_valid_revoked']),
  courseId: intId(FIELD_MESSAGES['field.course_id']).optional(),
});

/** One credential an institute issued. */
export const instituteCredential = z.object({
  id: text(),
  learnerName: text(),
  courseId: z.number().int(),
  courseTitle: text(),
  issuedAt: dateTime(),
  status: z.enum(CREDENTIAL_STATUSES),
  revokedAt: dateTime().nullable(),
  revokeReason: text().nullable(),
  /** The credential that replaced this one at a re-issue (null: not replaced). */
  replacedBy: text().nullable(),
  /** Whether it can be re-issued now: its enrolment is still passed and it was not replaced. */
  canReissue: z.boolean(),
});
export type InstituteCredential = z.infer<typeof instituteCredential>;

/** POST /api/institute/credentials/{id}/reissue: why (what was corrected). */
export const reissueCredentialBody = z
  .object({ reason: requiredText(FIELD_LABELS['label.reason'], 500) })
  .strict();

/** The answer to a re-issue: the new credential, and the one it replaced. */
export const reissueAnswer = z.object({ id: text(), replaced: text() });

/** GET /api/achievements/{id}: a course's achievement id. */
export const achievementParam = z.object({
  id: intId(CREDENTIAL_MESSAGES['credential.invalid_achievement_id']),
});

/** The OB 3.0 Achievement of a course, as its credentials carry it (with its JSON-LD context). */
export const achievementAnswer = z
  .custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v))
  .meta({ type: 'object', description: 'Een Open Badges 3.0 Achievement (JSON-LD)' });

/**
 * GET /api/imported-credentials/{id}: our stored copy of a credential from elsewhere, the signed
 * document as the holder imported it (the evidence link of its skills, decision 472).
 */
export const importedCredentialCopy = z
  .record(text(), z.unknown())
  .meta({ description: 'Het ondertekende certificaat (W3C Verifiable Credential) zoals het is toegevoegd' });
