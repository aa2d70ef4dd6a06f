import { z } from 'zod';
import { dateTime, strictText, text } from './common.ts';
import { AUTH_MESSAGES } from './messages/auth.ts';
import { asSaid } from './messages/define.ts';
import { AUTH_PROBLEMS } from './problems/auth.ts';

/** Passkeys (WebAuthn, decision 311): registered in Beveiliging, used to sign in without a password. */

/** A malformed WebAuthn response fails its schema with the text of a failed check. */
export const PASSKEY_FAILED = asSaid(AUTH_PROBLEMS['passkey.failed']);

/** One base64url field of a WebAuthn response (an attestation may be some kilobytes). */
const b64url = text(PASSKEY_FAILED)
  .max(16_384, { error: PASSKEY_FAILED })
  .regex(/^[A-Za-z0-9_-]*$/, { error: PASSKEY_FAILED });

const transports = z.array(text().max(20)).max(10).optional();

/** The browser's answer to navigator.credentials.create(), as @simplewebauthn/browser returns it. */
const registrationResponse = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key', { error: PASSKEY_FAILED }),
  response: z.object({
    clientDataJSON: b64url,
    attestationObject: b64url,
    transports,
    authenticatorData: b64url.optional(),
    publicKey: b64url.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({}).passthrough(),
});

/** The browser's answer to navigator.credentials.get(). */
const authenticationResponse = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key', { error: PASSKEY_FAILED }),
  response: z.object({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: b64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({}).passthrough(),
});

/** The options for navigator.credentials.create()/get() (WebAuthn's JSON forms), passed through as they are. */
export const passkeyOptions = z.object({ challenge: text() }).passthrough();

export const passkeyName = strictText(AUTH_MESSAGES['auth.passkey_name_required'])
  .trim()
  .min(1, { error: AUTH_MESSAGES['auth.passkey_name_required'] })
  .max(60, { error: AUTH_MESSAGES['auth.passkey_name_too_long'] });

/** POST /api/user/passkeys */
export const passkeyRegisterBody = z.object({ name: passkeyName, response: registrationResponse });

/** POST /api/login/passkey */
export const passkeyLoginBody = z.object({ response: authenticationResponse });

export const passkey = z.object({
  id: text(),
  name: text(),
  createdAt: dateTime(),
  lastUsedAt: dateTime().nullable(),
});

export const passkeyParams = z.object({ id: b64url.min(1) });
