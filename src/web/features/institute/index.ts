/** What other features (the profile screen, the dashboard router) may use of the institute feature. */
export { InstituteCourseList } from './InstituteCourseList.tsx';
export { default as InstituteDashboard } from './InstituteDashboard.tsx';
