import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { TrustProxy } from './config.ts';
import type { AppContext } from './context.ts';
import { didRoutes } from './features/credentials/index.ts';
import { registerOpenApi } from './features/docs/index.ts';
import { apiFeatures, ooapiFeature } from './features/index.ts';
import { registerApiRequest } from './http/api-request.ts';
import { registerApiBodyParsers } from './http/body-parsers.ts';
import { frameworkErrors, registerApiNotFound, registerErrorHandler } from './http/error-handler.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { registerIfMatch } from './http/if-match.ts';
import { registerOperations } from './http/operations.ts';
import { registerApiRateLimit } from './http/rate-limit.ts';
import { registerRequestLog } from './http/request-log.ts';
import { recordRoutes } from './http/route-registry.ts';
import { registerSecurityHeaders, securityHeadersFor } from './http/security-headers.ts';
import { registerSitemap } from './http/sitemap.ts';
import { serializerCompiler, validatorCompiler } from './http/validation.ts';
import { registerWebApp } from './http/web-app.ts';
import { countWaitingJobs } from './jobs/index.ts';
import { limitConnections } from './security/connection-limits.ts';
import { warnOnUntrustedForwarding } from './security/forwarded-warning.ts';
import { closeRedis } from './security/redis.ts';

/**
 * Builds the whole HTTP app (API + web app) from plugins with one concern each (src/server/http/).
 * main.ts listens on it; tests use app.inject().
 */
export async function buildApp(
  ctx: AppContext,
  opts: { logger?: boolean; logStream?: { write(line: string): void } } = {},
): Promise<FastifyInstance> {
  const { config } = ctx;
  const securityHeaders = securityHeadersFor(config);
  const app = Fastify({
    logger: opts.logger
      ? { level: config.logLevel, ...(opts.logStream ? { stream: opts.logStream } : {}) }
      : false,
    bodyLimit: 100 * 1024,
    // One log line per request (http/request-log.ts), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
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
    frameworkErrors: frameworkErrors(securityHeaders),
    // The Open Education API's service root is `/ooapi`; a client whose base URL ends in `/ooapi/`
    // asks `/ooapi/` for it (route() registers a scope's root once, without the slash).
    rewriteUrl: (req) =>
      req.url && /^\/ooapi\/(\?|$)/.test(req.url) ? `/ooapi${req.url.slice(7)}` : (req.url ?? '/'),
  });
  // A cap on open connections: beyond it Node closes new sockets at once.
  app.server.maxConnections = config.maxConnections;
  limitConnections(app.server, config);
  warnOnUntrustedForwarding(app, config.trustProxy);
  if (opts.logger) registerRequestLog(app);
  await registerErrorHandler(app);
  registerSecurityHeaders(app, securityHeaders);
  // Declared routes (http/route.ts): zod validates, and under test every answer must match its declaration.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(config.nodeEnv === 'test'));
  await registerOpenApi(app, config.cookieName);
  await app.register(cookie);
  // /healthz, /readyz and /metrics: outside the API scope, so no rate limit and no session lookup.
  await registerOperations(app, ctx, {
    job_queue_length: {
      help: 'Background jobs waiting or running (mail included)',
      read: () => countWaitingJobs(ctx.db.kysely),
    },
  });

  // The API: its own scope so rate limits, session loading and the problem 404/405 stay off static files.
  await app.register(
    async (api) => {
      await registerApiRateLimit(api, ctx);
      registerApiBodyParsers(api);
      registerApiRequest(api, ctx);
      // If-Match first: its onSend puts the ETag on an answer before idempotency keeps it.
      registerIfMatch(api);
      registerIdempotency(api, ctx);
      recordRoutes(app, api);
      await api.register(apiFeatures, ctx);
      registerApiNotFound(api, app);
    },
    { prefix: '/api' },
  );

  // The catalogue in the Open Education API 6.0 (decision 325): public and read-only, with the
  // API's rate limit and problem answers, but no session lookup (nothing there depends on a user).
  await app.register(
    async (ooapi) => {
      await registerApiRateLimit(ooapi, ctx);
      recordRoutes(app, ooapi);
      await ooapi.register(ooapiFeature, ctx);
      registerApiNotFound(ooapi, app);
    },
    { prefix: '/ooapi' },
  );

  if (config.redisUrl) app.addHook('onClose', closeRedis);
  // The did:web DID documents of credential issuers, where the did:web method looks for them.
  await didRoutes(app, ctx);
  await registerSitemap(app, ctx);
  await registerWebApp(app, config.webDir, config.appUrl.replace(/\/$/, ''));
  return app;
}

/** A hop count becomes proxy-addr's "trust the first n hops" function; lists pass through. */
function toFastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_addr, hop) => hop < trust;
  return trust;
}
