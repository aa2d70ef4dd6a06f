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
import { recordAudit } from '../../audit.ts';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { pageInMemory } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { usableScopes } from '../../http/token-scope.ts';
import { countAccessTokens, createAccessToken, listAccessTokens, revokeAccessToken } from '../auth/index.ts';

/**
 * The signed-in user's personal access tokens: create (the token is shown once), list, revoke.
 * Only with the browser session: a token can never make or see tokens (http/token-scope.ts).
 */
export async function tokenRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  route(app, {
    method: 'POST',
    url: '/user/tokens',
    operationId: 'createAccessToken',
    summary: 'Toegangstoken aanmaken (de token staat alleen in dit antwoord)',
    tag: 'profile',
    access: 'signedIn',
    body: createTokenBody,
    response: { 201: tokenCreated },
    // A replay would have to keep the token itself: a retry makes a new token instead.
    idempotent: false,
    handler: async (request, reply) => {
      const userId = request.user.id;
      if ((await countAccessTokens(k, userId)) >= TOKEN_MAX_PER_USER) {
        throw conflict(`Je hebt al ${TOKEN_MAX_PER_USER} toegangstokens: trek er eerst een in`);
      }
      const created = await createAccessToken(k, userId, request.body);
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
        throw notFound('Toegangstoken niet gevonden');
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
