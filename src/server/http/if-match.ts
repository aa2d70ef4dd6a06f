import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import { etagOf } from './etag.ts';

/**
 * `If-Match` on PATCH and PUT (decision 350): a client that read a resource with its ETag sends the
 * tag back, and the write is refused with 412 when the resource changed since (a lost update).
 * Without the header a write proceeds as before. The current tag is the one the resource's GET
 * sends now, read through the app itself with the caller's own credentials (so it is exactly the
 * tag the client could have seen); a resource whose GET does not answer 200 leaves the check to the
 * write, which answers its own 403 or 404. The check and the write are two steps: two writers that
 * both send the current tag at the same instant may both pass (this guards against stale copies,
 * not against a race within milliseconds).
 */

export const PRECONDITION_FAILED =
  'Dit is gewijzigd sinds je het ophaalde (If-Match klopt niet); haal het opnieuw op';

/** The API prefix every route() path is relative to. */
const API = '/api';
/** The caller's credentials and language, passed to the GET that reads the current tag. */
const FORWARDED = ['cookie', 'authorization', 'accept-language'];

/**
 * Marks the GET that reads the current tag, so the rate limit does not count one write twice. The
 * value is this process's secret: a client cannot send it.
 */
const INTERNAL_READ_HEADER = 'x-if-match-read';
const INTERNAL_READ_VALUE = randomBytes(16).toString('hex');

/** Whether `request` is the If-Match check's own GET (not counted by the rate limit). */
export const isIfMatchRead = (request: FastifyRequest) =>
  request.headers[INTERNAL_READ_HEADER] === INTERNAL_READ_VALUE;

/** Whether an If-Match field value matches the current strong tag (weak tags never match, RFC 9110 §13.1.1). */
export function ifMatchHolds(field: string, current: string): boolean {
  if (field.trim() === '*') return true;
  return field.split(',').some((t) => t.trim() === current);
}

/** The API scope's hook: before the handler of a route declared with `ifMatch`, compares the tags. */
export function registerIfMatch(api: FastifyInstance) {
  api.addHook('preHandler', async (request) => {
    const getPath = request.routeOptions.config.ifMatch;
    const field = request.headers['if-match'];
    if (!getPath || field === undefined) return;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const url =
      API +
      getPath.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
    const headers = Object.fromEntries(
      FORWARDED.flatMap((h) => (request.headers[h] ? [[h, request.headers[h]]] : [])),
    );
    const current = await request.server.inject({
      method: 'GET',
      url,
      headers: { ...(headers as Record<string, string>), [INTERNAL_READ_HEADER]: INTERNAL_READ_VALUE },
    });
    if (current.statusCode !== 200) return;
    const etag = current.headers.etag;
    if (typeof etag === 'string' && ifMatchHolds(field, etag)) return;
    throw new HttpError(412, PRECONDITION_FAILED, typeof etag === 'string' ? { ETag: etag } : {});
  });
}

/**
 * A GET's onSend hook that gives its answer a strong ETag (so a client can send it back in If-Match
 * or If-None-Match) without making it cacheable: the API's `no-store` stays, since these answers
 * are the caller's own data. An unchanged answer is a body-less 304.
 */
export async function strongEtag(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = etagOf(payload);
  reply.header('ETag', etag);
  const inm = request.headers['if-none-match'];
  if (!inm?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return payload;
  reply.code(304);
  reply.removeHeader('Content-Type');
  return '';
}
