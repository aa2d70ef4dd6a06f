/** What other features may use of the enrollments feature. */

export { enrollmentRoutes } from './routes.ts';

/** README: the learner's side is the web's `progress` page, the institute's its `institute` portal */
