import type { FastifyInstance, RouteOptions } from 'fastify';

type HookName = 'preHandler' | 'onSend' | 'onResponse';
// biome-ignore lint/suspicious/noExplicitAny: a hook of any route, whatever its types
type AnyHook = (...args: any[]) => unknown;

/**
 * Adds a hook to the routes of a scope that need it (issue 48): a scope-wide hook runs on every
 * request of the scope, and most have nothing to do on nearly all of them (a scope-wide onResponse
 * hook also makes Fastify watch the end of every response, which cost the hot reads about a third
 * of their throughput); a route-level hook costs only the routes that have one. Route-level hooks
 * run after the scope's own, in the order they were added. Call it before the scope's routes are
 * registered.
 */
export function hookOf(
  scope: FastifyInstance,
  name: HookName,
  wanted: (route: RouteOptions) => boolean,
  hook: AnyHook,
): void {
  scope.addHook('onRoute', (route) => {
    if (!wanted(route)) return;
    const own = route[name] as AnyHook | AnyHook[] | undefined;
    (route as unknown as Record<HookName, AnyHook[]>)[name] =
      own === undefined ? [hook] : Array.isArray(own) ? [...own, hook] : [own, hook];
  });
}

/** An onResponse hook on the routes of a scope that need it (see hookOf). */
export const onResponseOf = (
  scope: FastifyInstance,
  wanted: (route: RouteOptions) => boolean,
  hook: AnyHook,
) => hookOf(scope, 'onResponse', wanted, hook);

/** Whether a route's method (or any of its methods) changes state. */
export const STATE_CHANGING_ROUTE = (method: RouteOptions['method']) =>
  (Array.isArray(method) ? method : [method]).some((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m));
