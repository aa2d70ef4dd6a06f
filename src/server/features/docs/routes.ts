import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { renderDocsPage } from './docs-page.ts';
import { buildOpenApi } from './openapi.ts';

/** The OpenAPI document and a readable page of it (issue 13), built from every route's config.doc. */
export async function docsRoutes(app: FastifyInstance, _ctx: AppContext) {
  app.get(
    '/openapi.json',
    {
      config: { doc: { summary: 'Het OpenAPI 3.1-document van deze API', tags: ['docs'], access: 'public' } },
    },
    async () => buildOpenApi(app.apiRoutes),
  );
  app.get(
    '/docs',
    { config: { doc: { summary: 'Leesbare API-documentatie (HTML)', tags: ['docs'], access: 'public' } } },
    async (_request, reply) => reply.type('text/html; charset=utf-8').send(renderDocsPage(app.apiRoutes)),
  );
}
