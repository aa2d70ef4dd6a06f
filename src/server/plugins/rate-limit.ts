import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { databaseRateLimitStore } from '../security/rate-limit-store.ts';
import { sharedRedis } from '../security/redis.ts';

/** The API's rate limit per IP (routes may set a tighter `config.rateLimit`, as login does). */
export async function registerApiRateLimit(api: FastifyInstance, ctx: AppContext) {
  await api.register(rateLimit, {
    max: ctx.config.apiRateLimit,
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
