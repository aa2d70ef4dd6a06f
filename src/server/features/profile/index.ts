/** The profile feature (personal data, security, privacy): what the rest of the server uses. */
export { profileRoutes } from './routes.ts';
