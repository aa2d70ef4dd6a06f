/** The institute portal (figures, inbox, settings, licences, trends): what the rest of the server uses. */

export { licenceRoutes } from './licences-routes.ts';
export { assertCourseLimit } from './licences-store.ts';
export { instituteRoutes } from './routes.ts';
export { instituteSettingsRoutes } from './settings-routes.ts';
export { pendingNameTaken } from './settings-store.ts';
export { instituteTrendRoutes } from './trends-routes.ts';
