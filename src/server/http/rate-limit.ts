import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import {
  type CounterBackend,
  databaseCounterBackend,
  redisCounterBackend,
  sharedRateLimitStore,
} from '../security/rate-limit-store.ts';
import { redisNameSpace, sharedRedis } from '../security/redis.ts';
import { bearerToken, tokenRateKey } from './bearer.ts';
import { type Quota, QuotaLog } from './rate-limit-quota.ts';

/** The API's rate limit per IP (routes may set a tighter `config.rateLimit`, as login does). */
export async function registerApiRateLimit(api: FastifyInstance, ctx: AppContext) {
  const quotas = new QuotaLog(api);
  await api.register(rateLimit, {
    // A personal access token has its own counter and limit; everything else counts per IP.
    max: (request) => (bearerToken(request) ? ctx.config.apiTokenRateLimit : ctx.config.apiRateLimit),
    timeWindow: '1 minute',
    ...rateLimitBackend(ctx, quotas),
    // A client that is already gone has no address: never let that throw.
    keyGenerator: (request) => {
      const token = bearerToken(request);
      return token ? tokenRateKey(token) : (request.ip ?? 'verbroken');
    },
    // Each request's count, handed to it by the store (QuotaLog) and written as the IETF draft's
    // RateLimit and RateLimit-Policy fields below; the x-ratelimit-* trio only on a 429 (with
    // Retry-After).
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    onExceeding: quotas.take,
    onExceeded: quotas.take,
  });
  api.addHook('onSend', (request, reply, payload, done) => {
    if (request.rateQuota) rateLimitFields(reply, request.rateQuota);
    done(null, payload);
  });
}

/** The window of every API rate limit, in seconds (the general, per-token and sign-in limits). */
const WINDOW_SECONDS = 60;

const policies = new Map<number, string>();
/** The RateLimit-Policy field of a limit (a handful of limits: made once each). */
function policyOf(max: number): string {
  let field = policies.get(max);
  if (field === undefined) {
    field = `"default";q=${max};w=${WINDOW_SECONDS}`;
    policies.set(max, field);
  }
  return field;
}

/**
 * RateLimit and RateLimit-Policy (draft-ietf-httpapi-ratelimit-headers): the quota of the window
 * (`q`, `w` seconds) and what remains of it (`r`) with the seconds until it resets (`t`).
 */
function rateLimitFields(reply: FastifyReply, quota: Quota) {
  const remaining = Math.max(0, quota.max - quota.current);
  reply.header('RateLimit', `"default";r=${remaining};t=${Math.ceil(quota.ttl / 1000)}`);
  reply.header('RateLimit-Policy', policyOf(quota.max));
}

/**
 * Where the API rate limit counts: Redis when REDIS_URL is set; the database on PostgreSQL (several
 * processes may share it); memory on SQLite, a single-process database (decision 092). The shared
 * ones count in memory and send their increments in batches (SharedCounters), so a request costs
 * neither a database write nor a Redis round trip; a backend that fails lets requests through.
 */
function rateLimitBackend(ctx: AppContext, quotas: QuotaLog): Partial<RateLimitPluginOptions> {
  const shared = (backend: CounterBackend) => {
    const Store = sharedRateLimitStore(backend);
    return () => new Store();
  };
  const make = ctx.config.redisUrl
    ? shared(redisCounterBackend(sharedRedis(ctx.config.redisUrl), redisNameSpace(ctx.config.databaseUrl)))
    : ctx.db.engine === 'postgres'
      ? shared(databaseCounterBackend(ctx.db.kysely))
      : () => new LocalStore(false, false);
  // The plugin makes its store with `new`; a constructor that returns an object gives that object.
  const Recording = function RecordingStore() {
    return quotas.recording(make());
  };
  return { store: Recording as unknown as RateLimitPluginOptions['store'], skipOnError: true };
}
