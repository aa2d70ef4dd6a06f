/** What other features (the Coach) may use of the subsidies feature. */
export { subsidyApplicationsQuery } from './api.ts';
