import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A route's onSend hook for cacheable GET answers: a strong ETag from the body and `304 Not
 * Modified` without a body when the client already holds it (If-None-Match). `no-cache` replaces
 * the API's `no-store`, so browsers keep the answer and revalidate it on every use.
 * `private` because answers may hold the caller's own data (course detail: own enrolment).
 */
export async function etagOnSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = `"${createHash('sha1').update(payload).digest('base64url').slice(0, 27)}"`;
  reply.header('ETag', etag);
  reply.header('Cache-Control', 'private, no-cache');
  const inm = request.headers['if-none-match'];
  if (inm?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
    reply.code(304);
    reply.removeHeader('Content-Type');
    return '';
  }
  return payload;
}
