import type { z } from 'zod';

/**
 * What a route says about itself for the OpenAPI document (/api/openapi.json). Every API route
 * passes one as `config: { doc: { ... } }` in its route options:
 *   app.post('/vacancies/:id/apply', { config: { doc: { summary: 'Solliciteren', tags: ['vacancies'],
 *     params: idParam, body: applyBody } } }, handler)
 */
export interface RouteDoc {
  summary: string;
  tags: string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 2xx answer's schema, where a contract describes it. */
  response?: z.ZodType;
  /** Who may call it: 'public', 'signedIn', or a permission of src/domain/roles.ts. */
  access?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    doc?: RouteDoc;
  }
}
