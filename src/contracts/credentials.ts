import { z } from 'zod';
import type { CredentialSummary, OpenBadgeCredential } from '../domain/credentials/index.ts';
import { optionalText } from './common.ts';

/** A credential's public id (a UUID). */
export const credentialIdParam = z.object({
  id: z.uuid({ error: 'Ongeldig certificaat-id' }).transform((s) => s.toLowerCase()),
});

export const CREDENTIAL_STATUSES = ['valid', 'revoked'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

/** GET /api/credentials/{id}: the signed credential and whether it still stands. */
export interface CredentialAnswer {
  credential: OpenBadgeCredential;
  status: CredentialStatus;
  /** When it was revoked (null while valid). */
  revokedAt: string | null;
  summary: CredentialSummary;
  /** Whether the signed-in caller may revoke it (the issuing institute, or an admin). */
  canRevoke: boolean;
}

/** GET /api/user/credentials: the learner's own, newest first. */
export interface MyCredential extends CredentialSummary {
  id: string;
  courseId: number;
  status: CredentialStatus;
}

/** POST /api/credentials/verify: a credential's JSON, as downloaded. */
export const verifyCredentialBody = z.record(z.string(), z.unknown(), {
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

export interface VerifyAnswer {
  valid: boolean;
  reason?: VerifyReason;
}

/** POST /api/credentials/{id}/revoke. */
export const revokeCredentialBody = z.object({ reason: optionalText(500) }).strict();
