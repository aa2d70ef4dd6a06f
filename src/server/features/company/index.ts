/** The company feature (dashboard, applicants, employees, invitations): what the rest of the server uses. */

export { activeEmployeeIds, isLinkedEmployer, linkedEmployer } from './store.ts';
