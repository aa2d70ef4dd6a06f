/** The company feature (dashboard, applicants, employees, invitations): what the rest of the server uses. */
export { companyRoutes } from './routes.ts';
export { employmentEndRoutes } from './routes-leave.ts';
export { companyTrendRoutes } from './routes-trends.ts';
