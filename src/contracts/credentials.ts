import { z } from 'zod';
import type { OpenBadgeCredential } from '../domain/credentials/index.ts';
import { optionalText, text } from './common.ts';

/** A credential's public id (a UUID). */
export const credentialIdParam = z.object({
  id: text('Ongeldig certificaat-id')
    .check(z.uuid({ error: 'Ongeldig certificaat-id' }))
    .transform((s) => s.toLowerCase()),
});

export const CREDENTIAL_STATUSES = ['valid', 'revoked'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

/** What a credential says, for display (the domain's CredentialSummary). */
export const credentialSummary = z.object({
  learnerName: text(),
  courseTitle: text(),
  instituteName: text(),
  issuedAt: text(),
  skills: z.array(text()),
});

/** GET /api/credentials/{id}: the signed credential and whether it still stands. */
export const credentialAnswer = z.object({
  /** The signed Open Badges 3.0 credential (a W3C Verifiable Credential with its proof), as issued. */
  credential: z
    .custom<OpenBadgeCredential>((v) => typeof v === 'object' && v !== null && !Array.isArray(v))
    .meta({ type: 'object', description: 'Een Open Badges 3.0-certificaat (W3C Verifiable Credential)' }),
  status: z.enum(CREDENTIAL_STATUSES),
  /** When it was revoked (null while valid). */
  revokedAt: text().nullable(),
  summary: credentialSummary,
  /** Whether the signed-in caller may revoke it (the issuing institute, or an admin). */
  canRevoke: z.boolean(),
});
export type CredentialAnswer = z.infer<typeof credentialAnswer>;

/** GET /api/user/credentials: the learner's own, newest first. */
export const myCredential = credentialSummary.extend({
  id: text(),
  courseId: z.number().int(),
  status: z.enum(CREDENTIAL_STATUSES),
});
export type MyCredential = z.infer<typeof myCredential>;

/** POST /api/credentials/verify: a credential's JSON, as downloaded. */
export const verifyCredentialBody = z.record(text(), z.unknown(), {
  error: 'Stuur de JSON van een certificaat (een object).',
});

export const VERIFY_REASONS = [
  'malformed',
  'unknown_key',
  'invalid_signature',
  'revoked',
  'unknown',
] as const;
export type VerifyReason = (typeof VERIFY_REASONS)[number];

export const verifyAnswer = z.object({ valid: z.boolean(), reason: z.enum(VERIFY_REASONS).optional() });

/** POST /api/credentials/{id}/revoke. */
export const revokeCredentialBody = z.object({ reason: optionalText(500) }).strict();

/** The answer to a revocation. */
export const revokeAnswer = z.object({
  id: text(),
  status: z.enum(CREDENTIAL_STATUSES),
  revokedAt: text().nullable(),
});
