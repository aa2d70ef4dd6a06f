import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import {
  type CounterBackend,
  databaseCounterBackend,
  redisCounterBackend,
  sharedRateLimitStore,
} from '../security/rate-limit-store.ts';
import { sharedRedis } from '../security/redis.ts';
import { bearerToken, tokenRateKey } from './bearer.ts';

/** The API's rate limit per IP (routes may set a tighter `config.rateLimit`, as login does). */
export async function registerApiRateLimit(api: FastifyInstance, ctx: AppContext) {
  await api.register(rateLimit, {
    // A personal access token has its own counter and limit; everything else counts per IP.
    max: (request) => (bearerToken(request) ? ctx.config.apiTokenRateLimit : ctx.config.apiRateLimit),
    timeWindow: '1 minute',
    ...rateLimitBackend(ctx),
    // A client that is already gone has no address: never let that throw (finding 11).
    keyGenerator: (request) => {
      const token = bearerToken(request);
      return token ? tokenRateKey(token) : (request.ip ?? 'verbroken');
    },
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
 * processes may share it); memory on SQLite, a single-process database (decision 092). The shared
 * ones count in memory and send their increments in batches (SharedCounters), so a request costs
 * neither a database write nor a Redis round trip; a backend that fails lets requests through.
 */
function rateLimitBackend(ctx: AppContext): Partial<RateLimitPluginOptions> {
  const store = (backend: CounterBackend) => ({
    store: sharedRateLimitStore(backend) as unknown as RateLimitPluginOptions['store'],
    skipOnError: true,
  });
  if (ctx.config.redisUrl) return store(redisCounterBackend(sharedRedis(ctx.config.redisUrl), 'skills-rl:'));
  if (ctx.db.engine === 'postgres') return store(databaseCounterBackend(ctx.db.kysely));
  return {};
}
