import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicUser } from '../../contracts/auth.ts';
import { HTTP_PROBLEMS } from '../../contracts/problems/http.ts';
import { mfaRequiredFor } from '../../domain/mfa/index.ts';
import type { AppContext } from '../context.ts';
import { findSession, setSessionCookie } from '../features/auth/index.ts';
import { fromAcceptLanguage } from '../i18n/index.ts';
import { auditTokenUse, authenticateBearer, bearerToken } from './bearer.ts';
import { fail } from './errors.ts';
import { onResponseOf, STATE_CHANGING_ROUTE } from './route-hooks.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user (public fields only), from the session cookie. A declared route's access
     * check (http/access.ts) answers 401/403 before its handler runs; inside a route that requires
     * a user it is typed non-null (http/route.ts).
     */
    user: PublicUser | null;
    /** The raw session token from the cookie, when one was sent. */
    sessionToken: string | null;
    /**
     * The account's role requires a second factor (MFA_REQUIRED_ROLES) and it has none yet: only
     * the set-up routes and sign-out are open (http/access.ts).
     */
    mfaSetupRequired: boolean;
  }
}

/**
 * What every API request gets first: no caching, its language, the cross-origin check and the
 * signed-in user (request.user) from the session cookie.
 */
export function registerApiRequest(api: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  api.decorateRequest('user', null);
  api.decorateRequest('sessionToken', null);
  api.decorateRequest('mfaSetupRequired', false);
  api.decorateRequest('lang', null);
  api.decorateRequest('accessToken', null);
  // One hook per request (no separate onSend): API answers are not stored unless a route says
  // otherwise (http/etag.ts); a session is looked up only when the request carries its cookie.
  // Callback style: a request without a session cookie finishes the hook synchronously, with no
  // promise to settle (decision 161).
  api.addHook('onRequest', (request, reply, done) => {
    reply.header('Cache-Control', 'no-store');
    // The language, once per request: Accept-Language, else the user's stored choice, else nl.
    const asked = fromAcceptLanguage(request.headers['accept-language']);
    request.lang = asked ?? 'nl';
    // A personal access token instead of the session cookie (http/bearer.ts): no origin check.
    const bearer = bearerToken(request);
    if (bearer) return void authenticateBearer(ctx, request, bearer, asked).then(() => done(), done);
    // Public read and verify routes (route config `anyOrigin`) may be called from any site, without
    // credentials: no origin check, and a wildcard CORS header (never with Allow-Credentials).
    const anyOrigin = request.routeOptions.config?.anyOrigin === true;
    if (anyOrigin) reply.header('Access-Control-Allow-Origin', '*');
    if (!anyOrigin && STATE_CHANGING.has(request.method) && !isSameOrigin(request, config.allowedOrigins)) {
      return done(fail(HTTP_PROBLEMS['auth.cross_origin']));
    }
    const token = request.cookies[config.cookieName];
    if (!token) return done();
    request.sessionToken = token;
    // Sliding sessions: a renewed session gets its cookie's max-age refreshed too.
    findSession(db.kysely, token, { slideDays: config.sessionDays, maxDays: config.sessionMaxDays }).then(
      (session) => {
        try {
          request.user = session?.user ?? null;
          if (session && !session.secondFactor) {
            request.mfaSetupRequired = mfaRequiredFor(session.user, config.mfaRequiredRoles);
          }
          if (session?.renewed) setSessionCookie(reply, config, token);
          const stored = session?.language;
          if (!asked && (stored === 'nl' || stored === 'en')) request.lang = stored;
        } catch (err) {
          return done(err as Error);
        }
        done();
      },
      done,
    );
  });
  // Only on state-changing routes (reads are not audited): an onResponse hook makes Fastify watch
  // every response's end, which cost the hot reads measurable time (issue 48).
  onResponseOf(api, (route) => STATE_CHANGING_ROUTE(route.method), auditTokenUse(ctx));
}

/**
 * CSRF defence besides SameSite=Lax: a state-changing request must come from the app's own origin
 * (or a configured one). Browsers always send Origin on cross-site POSTs; requests without Origin
 * and Sec-Fetch-Site (curl, server-to-server) carry no ambient browser credentials.
 */
function isSameOrigin(request: FastifyRequest, allowed: string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return request.headers['sec-fetch-site'] !== 'cross-site';
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
