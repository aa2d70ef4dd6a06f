import type { FastifyInstance } from 'fastify';
import {
  createTokenBody,
  TOKEN_MAX_PER_USER,
  tokenCreated,
  tokenIdParam,
  tokenScope,
  tokenSummary,
} from '../../../contracts/access-tokens.ts';
import { noContent, page, pageQuery } from '../../../contracts/common.ts';
import { AUTH_PROBLEMS } from '../../../contracts/problems/auth.ts';
import { PROFILE_PROBLEMS } from '../../../contracts/problems/profile.ts';
import { recordAudit } from '../../audit.ts';
import type { AppContext } from '../../context.ts';
import { fail, unauthorized } from '../../http/errors.ts';
import { pageInMemory } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { usableScopes } from '../../http/token-scope.ts';
import {
  checkSecondFactor,
  countAccessTokens,
  createAccessToken,
  guardCodeGuess,
  hasConfirmedTotp,
  listAccessTokens,
  passwordThrottle,
  revokeAccessToken,
  verifyPassword,
} from '../auth/index.ts';
import { findUserById } from './store.ts';

/**
 * The signed-in user's personal access tokens: create (the token is shown once), list, revoke.
 * Only with the browser session: a token can never make or see tokens (http/token-scope.ts).
 */
export async function tokenRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;

  route(app, {
    method: 'POST',
    url: '/user/tokens',
    operationId: 'createAccessToken',
    summary:
      'Toegangstoken aanmaken met het wachtwoord (en een code bij tweestapsverificatie); de token staat alleen in dit antwoord',
    tag: 'profile',
    access: 'signedIn',
    body: createTokenBody,
    response: { 201: tokenCreated },
    // A replay would have to keep the token itself: a retry makes a new token instead.
    idempotent: false,
    headers: ['Retry-After'],
    handler: async (request, reply) => {
      const user = request.user;
      const userId = user.id;
      const { password, code, ...input } = request.body;
      // Only scopes the account's role can use: a token never carries more than its owner may do.
      const usable = new Set(usableScopes(app.apiRoutes, user));
      const unusable = input.scopes.find((s) => !usable.has(s));
      if (unusable) throw fail(PROFILE_PROBLEMS['token.scope_not_allowed'], { scope: unusable });
      if ((await countAccessTokens(k, userId)) >= TOKEN_MAX_PER_USER) {
        throw fail(PROFILE_PROBLEMS['token.limit_reached'], { max: TOKEN_MAX_PER_USER });
      }
      // The current password (throttled like a sign-in) and, with an authenticator app, a code.
      const row = await findUserById(k, userId);
      if (!row) throw unauthorized();
      const throttle = passwordThrottle(k, config, row.email, request.ip);
      await throttle.assertAllowed();
      if (!(await verifyPassword(password, row.passwordHash)))
        throw fail(AUTH_PROBLEMS['auth.wrong_password']);
      await throttle.clear();
      if (await hasConfirmedTotp(k, userId)) {
        if (!code) throw fail(AUTH_PROBLEMS['auth.code_required']);
        if (!(await guardCodeGuess(k, config, request, row, () => checkSecondFactor(k, userId, code)))) {
          throw fail(AUTH_PROBLEMS['auth.invalid_code']);
        }
      }
      const created = await createAccessToken(k, userId, input);
      await recordAudit(k, {
        actorId: userId,
        action: 'token.create',
        targetType: 'accessToken',
        targetId: created.id,
        details: { name: created.name, scopes: created.scopes, expiresAt: created.expiresAt },
      });
      return reply.status(201).send(created);
    },
  });

  route(app, {
    method: 'GET',
    url: '/user/tokens',
    operationId: 'listAccessTokens',
    summary: 'Eigen toegangstokens (nooit de token zelf)',
    tag: 'profile',
    access: 'signedIn',
    query: pageQuery,
    response: { 200: page(tokenSummary) },
    headers: ['Link'],
    handler: async (request, reply) =>
      pageInMemory(request, reply, await listAccessTokens(k, request.user.id)),
  });

  route(app, {
    method: 'GET',
    url: '/user/tokens/scopes',
    operationId: 'listUsableTokenScopes',
    summary: 'Scopes waarmee een token van dit account iets kan (wat het tokenscherm aanbiedt)',
    tag: 'profile',
    access: 'signedIn',
    query: pageQuery,
    response: { 200: page(tokenScope) },
    headers: ['Link'],
    handler: async (request, reply) =>
      pageInMemory(request, reply, usableScopes(app.apiRoutes, request.user), (s) => s),
  });

  route(app, {
    method: 'DELETE',
    url: '/user/tokens/:id',
    operationId: 'revokeAccessToken',
    summary: 'Toegangstoken intrekken',
    tag: 'profile',
    access: 'signedIn',
    params: tokenIdParam,
    response: { 204: noContent },
    handler: async (request, reply) => {
      if (!(await revokeAccessToken(k, request.user.id, request.params.id))) {
        throw fail(PROFILE_PROBLEMS['token.not_found']);
      }
      await recordAudit(k, {
        actorId: request.user.id,
        action: 'token.revoke',
        targetType: 'accessToken',
        targetId: request.params.id,
      });
      return reply.status(204).send();
    },
  });
}
