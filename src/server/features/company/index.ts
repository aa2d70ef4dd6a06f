/** The company feature (dashboard, applicants, employees, invitations): what the rest of the server uses. */

export { employmentEndRoutes } from './leave-routes.ts';
export { companyRoutes } from './routes.ts';
export { activeEmployeeIds, isLinkedEmployer, linkedEmployer } from './store.ts';
export { companyTrendRoutes } from './trends-routes.ts';
