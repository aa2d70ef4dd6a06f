/** What other features may use of the enrollments feature. */

export { enrollmentRoutes } from './routes.ts';
