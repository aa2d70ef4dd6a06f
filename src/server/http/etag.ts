import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong ETag of a response body. */
export const etagOf = (body: string) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Marks a 200 answer as revalidated on every use and says whether the client already holds it
 * (If-None-Match); then the reply is made a body-less `304 Not Modified`. `no-cache` replaces the
 * API's `no-store`; `private` because answers may hold the caller's own data (course detail: own
 * enrolment).
 */
export function revalidate(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('ETag', etag);
  reply.header('Cache-Control', 'private, no-cache');
  const inm = request.headers['if-none-match'];
  if (!inm?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return false;
  reply.code(304);
  reply.removeHeader('Content-Type');
  return true;
}
