import type { FastifyInstance } from 'fastify';
import { noContent, page, pageQuery } from '../../../contracts/common.ts';
import { oidcLink, oidcProviderParams } from '../../../contracts/oidc.ts';
import { AUTH_PROBLEMS } from '../../../contracts/problems/auth.ts';
import { recordAudit } from '../../audit.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { pageInMemory } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { identitiesOf, unlinkIdentity } from './oidc-store.ts';

/**
 * Profiel → Beveiliging: which institutions' sign-in is linked to the account, and unlinking one
 * (issue 47 part 8; linking is `GET /api/auth/oidc/{provider}/start?koppel=1`, decision 312). Only
 * with the session: `/user/oidc` is account security (http/token-scope.ts).
 */
export function oidcLinkRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;

  route(app, {
    method: 'GET',
    url: '/user/oidc',
    operationId: 'listOidcLinks',
    summary: 'Instellingen waarmee je kunt inloggen, en of je account eraan gekoppeld is',
    tag: 'auth',
    access: 'signedIn',
    query: pageQuery,
    response: { 200: page(oidcLink) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const linked = new Map((await identitiesOf(k, request.user.id)).map((r) => [r.provider, r.createdAt]));
      const rows = config.oidcProviders
        .filter((p) => linked.has(p.id) || (p.userTypes as string[]).includes(request.user.userType))
        .map((p) => ({
          provider: p.id,
          name: p.name,
          linked: linked.has(p.id),
          linkedAt: linked.get(p.id) ?? null,
        }));
      return pageInMemory(request, reply, rows, (r) => r.provider);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/user/oidc/:provider',
    operationId: 'unlinkOidcProvider',
    summary: 'Koppeling met een instelling opheffen (daarna inloggen met wachtwoord of opnieuw koppelen)',
    tag: 'auth',
    access: 'signedIn',
    params: oidcProviderParams,
    response: { 204: noContent },
    handler: async (request, reply) => {
      if (!(await unlinkIdentity(k, request.user.id, request.params.provider))) {
        throw fail(AUTH_PROBLEMS['oidc.link_not_found']);
      }
      await recordAudit(k, {
        actorId: request.user.id,
        action: 'oidc.unlink',
        targetType: 'user',
        targetId: request.user.id,
        details: { provider: request.params.provider },
      });
      return reply.status(204).send();
    },
  });
}
