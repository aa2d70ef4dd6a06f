/** The API's own documentation: the OpenAPI document and the /api/docs page. */
export { registerOpenApi } from './openapi.ts';

/** README: the OpenAPI document and its HTML page, served by the API itself; no table, so no `store.ts` */
