import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { renderDocsPage } from './docs-page.ts';

/** The OpenAPI document (@fastify/swagger, from every route's declaration) and a readable page of it. */
export async function docsRoutes(app: FastifyInstance, _ctx: AppContext) {
  route(app, {
    method: 'GET',
    url: '/openapi.json',
    operationId: 'getOpenApiDocument',
    summary: 'Het OpenAPI 3.1-document van deze API',
    tag: 'docs',
    access: 'public',
    response: { 200: z.record(z.string(), z.unknown()).describe('Een OpenAPI 3.1-document') },
    handler: () => app.swagger() as unknown as Record<string, unknown>,
  });
  route(app, {
    method: 'GET',
    url: '/docs',
    operationId: 'getApiDocsPage',
    summary: 'Leesbare API-documentatie (HTML)',
    tag: 'docs',
    access: 'public',
    contentType: 'text/html',
    response: { 200: z.string().describe('Een HTML-pagina') },
    handler: (_request, reply) => reply.type('text/html; charset=utf-8').send(renderDocsPage(app.apiRoutes)),
  });
}
