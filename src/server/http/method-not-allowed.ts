import type { RegisteredRoute } from './route-registry.ts';

const patternOf = (url: string) =>
  new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}/?$`);

/**
 * The methods some API route answers on `path` (for a 405's Allow header): empty when no route has
 * this path at all (then it is a 404). GET implies HEAD, as Fastify serves both.
 */
export function allowedMethods(routes: readonly RegisteredRoute[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (patternOf(route.url).test(path)) {
      methods.add(route.method);
      if (route.method === 'GET') methods.add('HEAD');
    }
  }
  return [...methods].sort();
}
