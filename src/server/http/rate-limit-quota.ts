import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The rate-limit store's answer for this request (QuotaLog), null before the limit ran. */
    rateQuota: Quota | null;
  }
}

/** What a rate-limit store answered for one request: its count in the window, the window's rest, the limit. */
export interface Quota {
  current: number;
  ttl: number;
  max: number;
}

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(params: unknown): Store;
}

/**
 * The store's answers handed to the requests they belong to, without headers set and removed again
 * (issue 48: the plugin's three x-ratelimit-* headers on every answer, read and deleted in onSend to
 * write the RateLimit fields, cost the hot reads more than any other hook). @fastify/rate-limit calls
 * `onExceeding` (or `onExceeded`) once after every `incr`, with the same request key, on one code
 * path of the same length for every request; so the answers of one key, queued as the store gives
 * them, are taken off in the same order by the requests that asked. Nothing else of this app calls
 * the store (no `createRateLimit`); a request that did would have to take its own answer.
 */
export class QuotaLog {
  private readonly queued = new Map<string, Quota[]>();

  constructor(scope: FastifyInstance) {
    // A decorated field, not a WeakMap: read on every answer of the scope.
    if (!scope.hasRequestDecorator('rateQuota')) scope.decorateRequest('rateQuota', null);
  }

  /** A store that reports each answer here; `child` stores (a route's own limit) report too. */
  recording(store: Store): Store {
    return {
      incr: (key, cb, timeWindow, max) =>
        store.incr(
          key,
          (err, res) => {
            this.push(key, { current: res?.current ?? 0, ttl: err || !res ? timeWindow : res.ttl, max });
            cb(err, res);
          },
          timeWindow,
          max,
        ),
      child: (params) => this.recording(store.child(params)),
    };
  }

  private push(key: string, quota: Quota) {
    const queue = this.queued.get(key);
    if (queue) queue.push(quota);
    else this.queued.set(key, [quota]);
  }

  /** The plugin's onExceeding and onExceeded: the request's own answer, kept for its onSend. */
  readonly take = (request: FastifyRequest, key: string) => {
    const queue = this.queued.get(key);
    const quota = queue?.shift();
    if (queue?.length === 0) this.queued.delete(key);
    if (quota) request.rateQuota = quota;
  };
}
