import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { HTTP_PROBLEMS } from '../../contracts/problems/http.ts';
import type { AppContext } from '../context.ts';
import { fail } from './errors.ts';
import { claimKey, keepAnswer, releaseKey, storedKey } from './idempotency-store.ts';
import { hookOf, onResponseOf } from './route-hooks.ts';

/**
 * `Idempotency-Key` on creating requests (decision 350): a client that retries a POST with the same
 * key and the same body gets the first answer again (status, body, Location and ETag) for 24 hours,
 * and nothing is written twice. The same key with another request is a 422; the key while its
 * first request still runs is a 409. Keys belong to the caller: a user through the session, or one
 * access token. Only a success (2xx) is kept; after an error the key may be used again.
 */

export const IDEMPOTENCY_HOURS = 24;
const KEY = /^[\x21-\x7e]{1,255}$/;
/** The answer headers a replay repeats. */
const KEPT_HEADERS = ['content-type', 'location', 'etag'];

interface Claim {
  caller: string;
  key: string;
  done: boolean;
}
const claims = new WeakMap<FastifyRequest, Claim>();

/**
 * Which routes honour the key: a POST that creates (answers 201 or 202) for a signed-in caller,
 * unless the declaration says otherwise. A multipart body is read by the handler itself, so there
 * is no body to compare; a public route has no caller to own the key.
 */
export function isIdempotent(
  method: string,
  response: Record<number, unknown>,
  declared: boolean | undefined,
  opts: { multipart: boolean; public: boolean },
): boolean {
  if (declared !== undefined) return declared;
  return method === 'POST' && !opts.multipart && !opts.public && (201 in response || 202 in response);
}

const requestHash = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

/** The API scope's hooks: claim the key before the handler, keep or release it with the answer. */
export function registerIdempotency(api: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;
  // Route-level hooks: only the routes that honour the key pay for them (issue 48).
  const idempotent = (route: RouteOptions) => route.config?.idempotent === true;
  hookOf(api, 'preHandler', idempotent, async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined || !request.user) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!KEY.test(key)) throw fail(HTTP_PROBLEMS['idempotency.key_invalid']);
    const caller = request.accessToken ? `token:${request.accessToken.id}` : `user:${request.user.id}`;
    const hash = requestHash(request);
    const claimed = await claimKey(
      k,
      { caller, key, userId: request.user.id, requestHash: hash },
      new Date(),
      IDEMPOTENCY_HOURS,
    );
    if (claimed) {
      claims.set(request, { caller, key, done: false });
      return;
    }
    const row = await storedKey(k, { caller, key });
    if (row && row.requestHash !== hash) throw fail(HTTP_PROBLEMS['idempotency.key_reused']);
    if (!row || row.status === null)
      throw fail(HTTP_PROBLEMS['idempotency.in_progress'], undefined, { 'Retry-After': '1' });
    return replay(reply, row.status, row.headers, row.body);
  });

  hookOf(
    api,
    'onSend',
    idempotent,
    async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const claim = claims.get(request);
      if (!claim || claim.done) return payload;
      claim.done = true;
      const ok = reply.statusCode >= 200 && reply.statusCode < 300;
      if (ok && (typeof payload === 'string' || payload === undefined || payload === null)) {
        const headers = Object.fromEntries(
          KEPT_HEADERS.flatMap((h) => {
            const v = reply.getHeader(h);
            return v === undefined ? [] : [[h, String(v)]];
          }),
        );
        await keepAnswer(k, claim, {
          status: reply.statusCode,
          headers: JSON.stringify(headers),
          body: payload ?? '',
        });
      } else await releaseKey(k, claim);
      return payload;
    },
  );

  // An answer that never reached onSend (the client went away): the key is free again.
  onResponseOf(api, idempotent, async (request: FastifyRequest) => {
    const claim = claims.get(request);
    if (claim && !claim.done) {
      claim.done = true;
      await releaseKey(k, claim);
    }
  });
}

function replay(reply: FastifyReply, status: number, headers: string | null, body: string | null) {
  for (const [name, value] of Object.entries(JSON.parse(headers ?? '{}') as Record<string, string>))
    reply.header(name, value);
  reply.header('Idempotent-Replayed', 'true');
  return reply.code(status).send(body || undefined);
}
