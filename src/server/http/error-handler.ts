import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_PROBLEMS } from '../../contracts/problems/http.ts';
import { excerpt, fail } from './errors.ts';
import { allowedMethods } from './method-not-allowed.ts';
import { errorHandler, sendProblem } from './problem.ts';
import type { SecurityHeaders } from './security-headers.ts';

/**
 * Errors Fastify meets before routing (a malformed URL, FST_ERR_BAD_URL): the same problem answer
 * as every other error, with the security headers the onRequest hooks never got to set, and no echo
 * of the path. Passed to Fastify's `frameworkErrors` option.
 */
export function frameworkErrors(securityHeaders: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(securityHeaders.page).header('Cache-Control', 'no-store');
    errorHandler(error, request, reply);
  };
}

/** The app-wide error handler (problem details, http/problem.ts). */
export async function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(errorHandler);
}

/** The API's unknown paths: 405 with Allow when the path exists for another method, else 404. */
export function registerApiNotFound(api: FastifyInstance, root: FastifyInstance) {
  api.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const allow = allowedMethods(root.apiRoutes, path);
    if (allow.length > 0) {
      const refused = fail(
        HTTP_PROBLEMS['request.method_not_allowed'],
        { method: request.method },
        {
          Allow: allow.join(', '),
        },
      );
      return sendProblem(request, reply, refused);
    }
    const unknown = `${request.method} ${excerpt(request.url, 80)}`;
    return sendProblem(request, reply, fail(HTTP_PROBLEMS['request.unknown_path'], { path: unknown }));
  });
}
