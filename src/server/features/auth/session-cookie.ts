import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';

/** The cookie that binds the second step of a sign-in to the first (HttpOnly, only sent to /api/login). */
export const mfaChallengeCookie = (config: Pick<Config, 'cookieSecure'>) =>
  config.cookieSecure ? '__Secure-mfa' : 'mfa';

/** Sets the session cookie (HttpOnly, SameSite=Lax, Secure behind HTTPS) for the configured lifetime. */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(config.cookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: config.sessionDays * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(config.cookieName, { path: '/' });
}
