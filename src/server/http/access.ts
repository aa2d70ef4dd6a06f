import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { HTTP_PROBLEMS } from '../../contracts/problems/http.ts';
import { hasPermission, ROLE_PERMISSIONS, type Role, type RoleBearer, roleOf } from '../../domain/roles.ts';
import { fail, type HttpError } from './errors.ts';
import { keptProblem } from './problem.ts';
import type { Access } from './route.ts';
import type { TokenRule } from './token-scope.ts';

/** A bearer request's token against the route's rule (http/token-scope.ts): an Error when refused. */
function tokenRefusal(request: FastifyRequest, rule: TokenRule): HttpError | undefined {
  const token = request.accessToken;
  if (!token || rule === null) return undefined;
  if (rule === 'refused') return fail(HTTP_PROBLEMS['auth.token_not_allowed']);
  if (token.scopes.includes(rule)) return undefined;
  return fail(
    HTTP_PROBLEMS['auth.insufficient_scope'],
    { scope: rule },
    {
      'WWW-Authenticate': `Bearer error="insufficient_scope", scope="${rule}"`,
    },
  );
}

/** What a signed-in account without its required second factor may still use (besides public routes). */
const OPEN_DURING_MFA_SETUP = new Set([
  '/api/user',
  '/api/user/mfa',
  '/api/user/mfa/totp',
  '/api/user/mfa/totp/confirm',
  // A passkey satisfies the requirement too (decision 311).
  '/api/user/passkeys',
  '/api/user/passkeys/registration-options',
]);

/**
 * An account that must have a second factor and has none reaches only its set-up (decision 310).
 * Its session may still use public routes; its tokens reach nothing but `GET /api/user`, which says
 * `mfaSetupRequired` (issue 47: a token never does more than its session).
 */
function mfaSetupRefusal(request: FastifyRequest, publicRoute: boolean): HttpError | undefined {
  if (!request.mfaSetupRequired || (publicRoute && !request.accessToken)) return undefined;
  if (OPEN_DURING_MFA_SETUP.has(request.routeOptions.url ?? '')) return undefined;
  return fail(HTTP_PROBLEMS['auth.mfa_setup_required']);
}

const refuseUnauthenticated = keptProblem(HTTP_PROBLEMS['auth.unauthenticated']);
const refuseForbidden = keptProblem(HTTP_PROBLEMS['auth.forbidden']);

/**
 * The access check of a declared route (src/server/http/route.ts), run as its preValidation hook:
 * before the body and query are validated, so a caller without access learns nothing about the
 * input (401 without a session, 403 without the permission, as spec §6's table says).
 */
export function checkAccess(access: Access, rule: TokenRule = null) {
  if (access === 'public')
    return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) =>
      done(tokenRefusal(request, rule) ?? mfaSetupRefusal(request, true));
  // The roles this route admits, worked out once here rather than per request (the hook runs on
  // every signed-in call: issue 48's hot path).
  const admitted = new Set(
    (Object.keys(ROLE_PERMISSIONS) as Role[]).filter((role) => roleMayCall(access, { userType: role })),
  );
  // The two refusals answered here, from text made once (a hook that sends ends the lifecycle).
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const user = request.user;
    if (!user) return void refuseUnauthenticated(request, reply);
    const refused = tokenRefusal(request, rule);
    if (refused) return done(refused);
    const setup = mfaSetupRefusal(request, false);
    if (setup) return done(setup);
    if (!admitted.has(roleOf(user))) return void refuseForbidden(request, reply);
    done();
  };
}

/** Whether a signed-in user's role passes a route's access (public and signedIn: every role). */
export function roleMayCall(access: Access, user: RoleBearer): boolean {
  if (access === 'public' || access === 'signedIn') return true;
  return [access].flat().some((p) => hasPermission(user, p));
}

/** Access as one readable line (docs page, OpenAPI description). */
export function accessText(access: Access | undefined): string {
  if (!access) return 'Niet opgegeven';
  if (access === 'public') return 'Iedereen, ook zonder account';
  if (access === 'signedIn') return 'Elke ingelogde gebruiker';
  const list = typeof access === 'string' ? [access] : access;
  return `Ingelogd met permissie ${list.join(' of ')}`;
}
