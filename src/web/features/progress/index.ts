/**
 * The learner's progress on their enrolments (the server's enrollments feature). The router loads the
 * page by its module (decision 150).
 */
export { default as ProgressPage } from './ProgressPage.tsx';
