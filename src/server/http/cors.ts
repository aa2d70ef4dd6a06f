import type { FastifyInstance } from 'fastify';

/**
 * A public, read-only API that any site may read from a browser (the /ooapi scope): CORS `*` without
 * credentials (a browser then sends no cookies, so nothing private can leak), the ETag and Link
 * headers readable by the script, the answers embeddable by other origins
 * (`Cross-Origin-Resource-Policy: cross-origin` instead of the app's `same-origin`), and the CORS
 * preflight a conditional GET (`If-None-Match`) or `Accept-Language` triggers.
 */
export function allowAnyOrigin(scope: FastifyInstance) {
  scope.addHook('onRequest', (_request, reply, done) => {
    reply
      .header('Access-Control-Allow-Origin', '*')
      .header('Access-Control-Expose-Headers', 'ETag, Link')
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    done();
  });
  scope.options('/*', { schema: { hide: true } }, (_request, reply) => {
    reply
      .header('Access-Control-Allow-Methods', 'GET, HEAD')
      .header('Access-Control-Allow-Headers', 'Accept, Accept-Language, If-None-Match')
      .header('Access-Control-Max-Age', '600')
      .code(204)
      .send();
  });
}
