import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';

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
