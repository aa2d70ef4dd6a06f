/** What other features may use of the enrollments feature. */
export { findEnrollment } from './store.ts';
