/** What the rest of the server may use of the Open Education API feature. */

export { syncAllSources } from './import.ts';
export { ooapiRoutes } from './routes.ts';

/** README: the Open Education API 6.0: the public read-only `/ooapi` view of the catalogue for other systems (decision 325) and the import from an institute's own OEAPI (decision 326), whose screen is a section of the `institute` portal's Instellingen */
