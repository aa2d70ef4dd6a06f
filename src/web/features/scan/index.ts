/** What other features (passport, Coach, talent dashboard) may use of the scan feature. */
export { assessmentsQuery, scanDraftQuery, scanResultQuery } from './api.ts';
