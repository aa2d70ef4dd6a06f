/** The institute portal (figures, inbox, settings): what the rest of the server uses. */

export { instituteRoutes } from './routes.ts';
export { licenceRoutes } from './routes-licences.ts';
export { instituteSettingsRoutes } from './routes-settings.ts';
export { instituteTrendRoutes } from './routes-trends.ts';
