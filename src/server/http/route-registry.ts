import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Access } from './route.ts';

/** What a route's declaration (http/route.ts) says about it, read back for the docs page and the tests. */
export interface RouteDoc {
  operationId: string;
  summary: string;
  tags: string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The first success answer's schema. */
  response?: z.ZodType;
  /** Every declared success status (2xx), in declaration order. */
  successStatuses: number[];
  /** Who may call it: 'public', 'signedIn', or a permission of src/domain/roles.ts (or several). */
  access: Access;
}

/** One API route as Fastify registered it (HEAD twins of GET routes left out). */
export interface RegisteredRoute {
  method: string;
  /** Full path with the /api prefix, Fastify style (`/api/courses/:id`). */
  url: string;
  /** Its declaration, or undefined for a route registered without route() (the docs test refuses one). */
  doc?: RouteDoc;
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
  if (!schema?.operationId || !access) return undefined;
  const success = Object.entries(schema.response ?? {}).find(([code]) => code.startsWith('2'));
  return {
    operationId: schema.operationId,
    summary: schema.summary ?? '',
    tags: schema.tags ?? [],
    params: schema.params,
    query: schema.querystring,
    body: schema.body ?? route.config?.multipart,
    response: success?.[1],
    successStatuses: Object.keys(schema.response ?? {})
      .filter((code) => code.startsWith('2'))
      .map(Number),
    access,
  };
}

/** Records the routes registered inside `scope` (call before the features are registered). */
export function recordRoutes(root: FastifyInstance, scope: FastifyInstance) {
  if (!root.hasDecorator('apiRoutes')) root.decorate('apiRoutes', []);
  scope.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      root.apiRoutes.push({ method, url: route.url, doc: docOf(route) });
    }
  });
}
