/** What other features (the dossiers, the progress page, the Coach) may use of the subsidies feature. */
export { subsidyApplicationsQuery } from './api.ts';
