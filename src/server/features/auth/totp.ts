import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { authenticator } from 'otplib';

/**
 * Time-based one-time passwords (RFC 6238 defaults: SHA-1, six digits, 30-second steps, base32
 * secret) through otplib. Every check names the step its code belongs to, so the caller can refuse
 * a step already used (single use) while one step of clock drift either way is accepted.
 */
export const TOTP_STEP_SECONDS = 30;

export const newTotpSecret = (): string => authenticator.generateSecret(20);

export const totpStep = (nowMs = Date.now()) => Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);

/** The code of a step (tests and the demo compute codes this way too). */
export const totpCodeAt = (secret: string, step: number): string =>
  authenticator.clone({ epoch: step * TOTP_STEP_SECONDS * 1000 }).generate(secret);

/** The step (now, one before or one after) whose code this is, or null when none matches. */
export function matchTotp(secret: string, code: string, nowMs = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(nowMs);
  let found: number | null = null;
  for (const step of [now - 1, now, now + 1]) {
    const expected = Buffer.from(totpCodeAt(secret, step));
    // Every candidate is compared in full (constant time, no early exit).
    if (timingSafeEqual(expected, Buffer.from(code)) && found === null) found = step;
  }
  return found;
}

export const otpauthUrl = (secret: string, account: string, issuer: string) =>
  authenticator.keyuri(account, issuer, secret);

/** Ten recovery codes of ten base32 letters (50 bits each), shown as xxxxx-xxxxx. */
export function newRecoveryCodes(count = 10): string[] {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789'; // 32 signs: no modulo bias
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** How a recovery code is stored and looked up: lower case, without the dash or spaces. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(`recovery:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`)
    .digest('hex');
