import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RouteDoc } from './route-doc.ts';

/** One API route as Fastify registered it (HEAD twins of GET routes left out). */
export interface RegisteredRoute {
  method: string;
  /** Full path with the /api prefix, Fastify style (`/api/courses/:id`). */
  url: string;
  doc?: RouteDoc;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route registered so far: the OpenAPI document and the authorization matrix read it. */
    apiRoutes: RegisteredRoute[];
  }
}

/** Records the routes registered inside `scope` (call before the features are registered). */
export function recordRoutes(root: FastifyInstance, scope: FastifyInstance) {
  if (!root.hasDecorator('apiRoutes')) root.decorate('apiRoutes', []);
  scope.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      root.apiRoutes.push({ method, url: route.url, doc: route.config?.doc });
    }
  });
}
