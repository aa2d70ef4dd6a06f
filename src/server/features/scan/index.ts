/** What other features may use of the scan feature. */
export { findLatestResult, insertAssessment, listCoursesForMatching } from './store.ts';
