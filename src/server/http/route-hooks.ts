import type { FastifyInstance, onResponseHookHandler, RouteOptions } from 'fastify';

/**
 * Adds an onResponse hook to the routes of a scope that need it (issue 48): a scope-wide
 * onResponse hook makes Fastify watch the end of every response (listeners per request, more
 * garbage), which cost the hot reads about a third of their throughput; a route-level hook costs
 * only the routes that have one. Call it before the scope's routes are registered.
 */
export function onResponseOf(
  scope: FastifyInstance,
  wanted: (route: RouteOptions) => boolean,
  // biome-ignore lint/suspicious/noExplicitAny: a hook of any route, whatever its types
  hook: onResponseHookHandler<any, any, any, any, any, any, any, any>,
): void {
  scope.addHook('onRoute', (route) => {
    if (!wanted(route)) return;
    const own = route.onResponse;
    route.onResponse = own === undefined ? [hook] : Array.isArray(own) ? [...own, hook] : [own, hook];
  });
}

/** Whether a route's method (or any of its methods) changes state. */
export const STATE_CHANGING_ROUTE = (method: RouteOptions['method']) =>
  (Array.isArray(method) ? method : [method]).some((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m));
