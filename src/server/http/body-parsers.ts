import type { FastifyInstance } from 'fastify';

/**
 * The API's request bodies are JSON (or multipart, read by the route itself):
 *  - a `text/plain` body is refused as 415 Unsupported Media Type (Fastify would parse it as text,
 *    and the route's validation would answer a misleading 400);
 *  - a JSON content type with an empty body counts as no body (a client library that always sets
 *    the header on a bodiless POST), so the route sees what a request without a body sends.
 * Anything else is Fastify's own JSON parser, with its prototype-poisoning protection.
 */
export function registerApiBodyParsers(api: FastifyInstance) {
  api.removeContentTypeParser('text/plain');
  const json = api.getDefaultJsonParser('error', 'error');
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    json(request, text, done);
  });
}
