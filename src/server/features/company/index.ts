/** The company feature (dashboard, applicants, employees, invitations): what the rest of the server uses. */

export { employmentEndRoutes } from './leave-routes.ts';
export { companyRoutes } from './routes.ts';
export { companyTrendRoutes } from './trends-routes.ts';
