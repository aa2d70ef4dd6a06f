/** The institute portal (figures, inbox, settings): what the rest of the server uses. */
export { instituteRoutes } from './routes.ts';
export { instituteSettingsRoutes } from './settings-routes.ts';
