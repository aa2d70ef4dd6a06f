import { TOKEN_SCOPES, type TokenScope } from '../../contracts/access-tokens.ts';
import type { ApiTag } from '../../contracts/api-tags.ts';
import type { RoleBearer } from '../../domain/roles.ts';
import { roleMayCall } from './access.ts';
import type { RegisteredRoute } from './route-registry.ts';

/**
 * Account security never accepts a personal access token, only the browser session: password,
 * sessions, tokens, sign-in factors (MFA, passkeys, single sign-on), the data export and deleting
 * the account. Paths are relative to /api.
 */
const ACCOUNT_SECURITY =
  /^\/user\/(change-password|sessions|tokens|export|mfa|totp|passkeys?|webauthn|factors|oidc|recovery|security)(\/|$)/;

/** What a bearer request needs for a route: a scope, nothing beyond a valid token (null), or never. */
export type TokenRule = TokenScope | null | 'refused';

/**
 * The scope a route needs, from its declaration: `<tag>:read` for GET, `<tag>:write` for the rest.
 * The `auth` tag (register, sign in and out, password reset) is refused except `GET /user` (who the
 * token belongs to, any valid token); the docs need no scope.
 */
export function tokenRule(method: string, url: string, tag: ApiTag): TokenRule {
  if (ACCOUNT_SECURITY.test(url) || (method === 'DELETE' && url === '/user')) return 'refused';
  if (tag === 'docs') return null;
  if (tag === 'auth') return method === 'GET' && url === '/user' ? null : 'refused';
  return `${tag}:${method === 'GET' ? 'read' : 'write'}`;
}

/**
 * The scopes that can do something for `user`: those a route needs whose access the user's role
 * passes. A token may hold any scope; this is what the tokens screen offers, so that a company user
 * is not offered a talent's scope that would only ever answer 403.
 */
export function usableScopes(routes: readonly RegisteredRoute[], user: RoleBearer): TokenScope[] {
  const usable = new Set<TokenScope>();
  for (const { method, url, doc } of routes) {
    if (!doc) continue;
    const rule = tokenRule(method, url.replace(/^\/api/, ''), doc.tags[0] as ApiTag);
    if (rule === null || rule === 'refused') continue;
    if (roleMayCall(doc.access, user)) usable.add(rule);
  }
  return TOKEN_SCOPES.filter((scope) => usable.has(scope));
}
