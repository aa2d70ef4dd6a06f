/** The API's own documentation: the OpenAPI document and the /api/docs page. */
export { registerOpenApi } from './openapi.ts';
export { docsRoutes } from './routes.ts';
