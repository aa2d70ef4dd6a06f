import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { RouteDoc } from './route-doc.ts';

/** One API route as Fastify registered it (HEAD twins of GET routes left out). */
export interface RegisteredRoute {
  method: string;
  /** Full path with the /api prefix, Fastify style (`/api/courses/:id`). */
  url: string;
  /** What its declaration (http/route.ts) says: the docs page, the authorization matrix and the fuzz tests read it. */
  doc?: RouteDoc;
  /** Whether it was declared with route() (operationId, access, responses), not only described. */
  declared: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route registered so far: the docs page, the authorization matrix and the fuzz tests read it. */
    apiRoutes: RegisteredRoute[];
  }
}

type DeclaredSchema = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: Record<string, z.ZodType>;
};

/** The doc of a route declared with route(), read back from its Fastify schema and config. */
function docOf(route: RouteOptions): RouteDoc | undefined {
  const schema = route.schema as DeclaredSchema | undefined;
  const access = route.config?.access;
  if (!schema?.operationId || !access) return route.config?.doc;
  const success = Object.entries(schema.response ?? {}).find(([code]) => code.startsWith('2'));
  return {
    summary: schema.summary ?? '',
    tags: schema.tags ?? [],
    params: schema.params,
    query: schema.querystring,
    body: schema.body,
    response: success?.[1],
    access: typeof access === 'string' ? access : access.join(' of '),
  };
}

/** Records the routes registered inside `scope` (call before the features are registered). */
export function recordRoutes(root: FastifyInstance, scope: FastifyInstance) {
  if (!root.hasDecorator('apiRoutes')) root.decorate('apiRoutes', []);
  scope.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const declared = !!(route.schema as DeclaredSchema | undefined)?.operationId && !!route.config?.access;
      root.apiRoutes.push({ method, url: route.url, doc: docOf(route), declared });
    }
  });
}
