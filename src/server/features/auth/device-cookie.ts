import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { appSecret } from '../../security/secrets.ts';

/**
 * OWASP "device cookies" against lockout: after a successful sign-in the browser gets a signed,
 * long-lived cookie naming the account. A later sign-in to that account with a valid device cookie
 * is throttled only per device, so an attacker's failures elsewhere never lock the owner out.
 * Format: nonce . HMAC-SHA256(secret, email . nonce): an opaque random id bound to the account by
 * its MAC, so the cookie itself never holds the e-mail. No session power of its
 * own; cleared when the account is deleted.
 */
export const DEVICE_COOKIE = 'device';
const DEVICE_DAYS = 365;
const SECRET_NAME = 'device-cookie';

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** The device id (nonce) when the request carries a valid device cookie for this e-mail, else null. */
export async function trustedDeviceFor(
  db: KyselyDb,
  request: FastifyRequest,
  email: string,
): Promise<string | null> {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw || raw.length > 600) return null;
  const parts = raw.split('.');
  if (parts.length !== 2) return null;
  const [nonce, mac] = parts;
  if (!nonce || !mac) return null;
  const expected = Buffer.from(sign(await appSecret(db, SECRET_NAME), `${email}.${nonce}`));
  const actual = Buffer.from(mac);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? nonce : null;
}

/** Issues a fresh device cookie for the account after a successful sign-in. */
export async function issueDeviceCookie(
  db: KyselyDb,
  reply: FastifyReply,
  email: string,
  config: Pick<Config, 'cookieSecure'>,
) {
  const nonce = randomBytes(16).toString('base64url');
  const mac = sign(await appSecret(db, SECRET_NAME), `${email}.${nonce}`);
  reply.setCookie(DEVICE_COOKIE, `${nonce}.${mac}`, {
    path: '/api/login',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    maxAge: DEVICE_DAYS * 86_400,
  });
}

/** Removes the device cookie (account deletion: nothing of the account stays in the browser). */
export function clearDeviceCookie(reply: FastifyReply) {
  reply.clearCookie(DEVICE_COOKIE, { path: '/api/login' });
}
