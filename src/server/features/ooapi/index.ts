/** What the rest of the server may use of the Open Education API feature. */

export { syncAllSources } from './import.ts';
export { ooapiRoutes } from './routes.ts';
export { ooapiSourceRoutes } from './source-routes.ts';
