import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { HTTP_PROBLEMS } from '../../contracts/problems/http.ts';
import { mfaRequiredFor } from '../../domain/mfa/index.ts';
import { recordAudit } from '../audit.ts';
import type { AppContext } from '../context.ts';
import { type AccessToken, findAccessToken } from '../features/auth/index.ts';
import { fail } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The personal access token of a bearer request (null for a cookie or anonymous request). */
    accessToken: AccessToken | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The bearer token of a request's Authorization header, if it has one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

/** The rate-limit key of a bearer request: a hash of its token, so each token has its own counter. */
export const tokenRateKey = (token: string) =>
  `token:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`;

const invalidToken = () =>
  fail(HTTP_PROBLEMS['auth.invalid_token'], undefined, {
    'WWW-Authenticate': 'Bearer error="invalid_token"',
  });

/**
 * Signs a bearer request in: the user and scopes of its token (request.user, request.accessToken).
 * A bearer request carries no ambient browser credential, so it needs no same-origin check and a
 * session cookie beside it is ignored. An unknown, revoked or expired token is a 401.
 */
export function authenticateBearer(
  { db, config }: AppContext,
  request: FastifyRequest,
  token: string,
  asked: string | null,
): Promise<void> {
  return findAccessToken(db.kysely, token).then((found) => {
    if (!found) throw invalidToken();
    request.user = found.user;
    request.accessToken = found.token;
    // The account's rules hold for its tokens too: one that must have a second factor and has
    // none reaches nothing (http/access.ts), like its session (issue 47).
    request.mfaSetupRequired = !found.secondFactor && mfaRequiredFor(found.user, config.mfaRequiredRoles);
    if (!asked && (found.language === 'nl' || found.language === 'en')) request.lang = found.language;
  });
}

/**
 * Every state-changing request made with a token leaves an audit row naming the token and its owner
 * (`token.use`: method, route and status); reads are stamped on the token as its last use.
 */
export function auditTokenUse({ db }: AppContext) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const token = request.accessToken;
    if (!token || !request.user || request.method === 'GET' || request.method === 'HEAD') return done();
    recordAudit(db.kysely, {
      actorId: request.user.id,
      action: 'token.use',
      targetType: 'accessToken',
      targetId: token.id,
      details: {
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        status: reply.statusCode,
      },
    }).then(
      () => done(),
      (err) => {
        request.log.warn({ err }, 'token audit failed');
        done();
      },
    );
  };
}
