import cookie from '@fastify/cookie';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { setSessionCookie } from './auth/session-cookie.ts';
import { findSession } from './auth/sessions.ts';
import type { TrustProxy } from './config.ts';
import type { AppContext } from './context.ts';
import { apiFeatures } from './features/index.ts';
import { errorHandler, excerpt, forbidden } from './http/errors.ts';
import { registerOperations } from './http/operations.ts';
import { recordRoutes } from './http/route-registry.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { fromAcceptLanguage, localize, requestLanguage } from './i18n/index.ts';
import { databaseRateLimitStore } from './security/rate-limit-store.ts';
import { closeRedis, sharedRedis } from './security/redis.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Builds the whole HTTP app (API + web app). main.ts listens on it; tests use app.inject(). */
export async function buildApp(
  ctx: AppContext,
  opts: { logger?: boolean; logStream?: { write(line: string): void } } = {},
): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    logger: opts.logger
      ? { level: config.logLevel, ...(opts.logStream ? { stream: opts.logStream } : {}) }
      : false,
    bodyLimit: 100 * 1024,
    // One log line per request (the onResponse hook below), not Fastify's two.
    disableRequestLogging: true,
    // A hop count or a list of proxy addresses, never `true` (config.ts refuses it).
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    return503OnClosing: true,
    // Slow clients (slowloris) may not hold connections: whole request, headers and idle keep-alive.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    connectionTimeout: config.requestTimeoutMs + 5_000,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      // How often Node checks the two timeouts above (its default, 30 s, lets slow clients linger).
      connectionsCheckingInterval: Math.min(1_000, config.headersTimeoutMs),
    },
  });
  applyServerLimits(app, config);
  if (opts.logger) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          req: { method: request.method, url: request.url },
          res: { statusCode: reply.statusCode },
          responseTime: reply.elapsedTime,
        },
        'request completed',
      );
      done();
    });
  }
  app.setErrorHandler(errorHandler);

  // Helmet's headers computed once at start-up, set by one hook (decision 125).
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.cookieSecure,
  });
  await app.register(cookie);
  // /healthz, /readyz and /metrics: outside the API scope, so no rate limit and no session lookup.
  await registerOperations(app, ctx);

  // The API: its own scope so rate limits, session loading and the JSON 404 stay off static files.
  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        max: config.apiRateLimit,
        timeWindow: '1 minute',
        ...rateLimitBackend(ctx),
        // A client that is already gone has no address: never let that throw (finding 11).
        keyGenerator: (request) => request.ip ?? 'verbroken',
        // The x-ratelimit-* headers only on a 429 (with Retry-After), not on every answer under
        // the limit: the web app never reads them; three headers less per request (decision 161).
        addHeadersOnExceeding: {
          'x-ratelimit-limit': false,
          'x-ratelimit-remaining': false,
          'x-ratelimit-reset': false,
        },
      });
      api.decorateRequest('user', null);
      api.decorateRequest('sessionToken', null);
      api.decorateRequest('lang', null);
      // One hook per request (no separate onSend): API answers are not stored unless a route says
      // otherwise (http/etag.ts); a session is looked up only when the request carries its cookie.
      // Callback style: a request without a session cookie finishes the hook synchronously, with no
      // promise to settle (decision 161).
      api.addHook('onRequest', (request, reply, done) => {
        reply.header('Cache-Control', 'no-store');
        // The language, once per request: Accept-Language, else the user's stored choice, else nl.
        const asked = fromAcceptLanguage(request.headers['accept-language']);
        request.lang = asked ?? 'nl';
        if (STATE_CHANGING.has(request.method) && !isSameOrigin(request, config.allowedOrigins)) {
          return done(forbidden('Verzoek van een andere herkomst geweigerd'));
        }
        const token = request.cookies[config.cookieName];
        if (!token) return done();
        request.sessionToken = token;
        // Sliding sessions: a renewed session gets its cookie's max-age refreshed too.
        findSession(ctx.db.kysely, token, { slideDays: config.sessionDays }).then((session) => {
          try {
            request.user = session?.user ?? null;
            if (session?.renewed) setSessionCookie(reply, config, token);
            const stored = session?.language;
            if (!asked && (stored === 'nl' || stored === 'en')) request.lang = stored;
          } catch (err) {
            return done(err as Error);
          }
          done();
        }, done);
      });
      recordRoutes(app, api);
      await api.register(apiFeatures, ctx);
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send({
          message: localize(
            `Onbekend API-pad: ${request.method} ${excerpt(request.url, 80)}`,
            requestLanguage(request),
          ),
        }),
      );
    },
    { prefix: '/api' },
  );

  if (config.redisUrl) app.addHook('onClose', closeRedis);
  await registerWebApp(app, config.webDir);
  return app;
}

/**
 * Where the API rate limit counts: Redis when REDIS_URL is set; the database on PostgreSQL (several
 * processes may share it); memory on SQLite, a single-process database (decision 092).
 */
function rateLimitBackend(ctx: AppContext): Partial<RateLimitPluginOptions> {
  if (ctx.config.redisUrl) {
    const redis = sharedRedis(ctx.config.redisUrl);
    return { redis, nameSpace: 'skills-rl:', skipOnError: true };
  }
  if (ctx.db.engine === 'postgres') {
    return { store: databaseRateLimitStore(ctx.db.kysely) as unknown as RateLimitPluginOptions['store'] };
  }
  return {};
}

/** A hop count becomes proxy-addr's "trust the first n hops" function; lists pass through. */
function toFastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_addr, hop) => hop < trust;
  return trust;
}

/** A cap on open connections: beyond it Node closes new sockets at once. */
function applyServerLimits(app: FastifyInstance, config: AppContext['config']) {
  app.server.maxConnections = config.maxConnections;
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
