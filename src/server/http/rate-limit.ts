import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
    // A client that is already gone has no address: never let that throw.
    keyGenerator: (request) => {
      const token = bearerToken(request);
      return token ? tokenRateKey(token) : (request.ip ?? 'verbroken');
    },
    // The counters on every answer, turned into the IETF draft's RateLimit and RateLimit-Policy
    // fields below; the x-ratelimit-* trio stays only on a 429 (with Retry-After).
    addHeadersOnExceeding: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
    },
  });
  api.addHook('onSend', rateLimitFields);
}

/** The window of every API rate limit, in seconds (the general, per-token and sign-in limits). */
const WINDOW_SECONDS = 60;

/**
 * RateLimit and RateLimit-Policy (draft-ietf-httpapi-ratelimit-headers): the quota of the window
 * (`q`, `w` seconds) and what remains of it (`r`) with the seconds until it resets (`t`), from the
 * counters the rate-limit plugin set. Below the limit the plugin's own x-ratelimit-* headers are
 * removed (one pair of fields instead of three headers); a 429 keeps them beside Retry-After.
 */
function rateLimitFields(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: null, payload: unknown) => void,
) {
  const limit = reply.getHeader('x-ratelimit-limit');
  if (limit === undefined) return done(null, payload);
  const remaining = reply.getHeader('x-ratelimit-remaining') ?? 0;
  const reset = reply.getHeader('x-ratelimit-reset') ?? WINDOW_SECONDS;
  reply.header('RateLimit', `"default";r=${remaining};t=${reset}`);
  reply.header('RateLimit-Policy', `"default";q=${limit};w=${WINDOW_SECONDS}`);
  if (reply.statusCode !== 429) {
    reply.removeHeader('x-ratelimit-limit');
    reply.removeHeader('x-ratelimit-remaining');
    reply.removeHeader('x-ratelimit-reset');
  }
  done(null, payload);
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
