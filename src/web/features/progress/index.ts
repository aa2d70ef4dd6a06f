/**
 * The learner's progress on their enrolments (the server's enrollments feature). The router loads the
 * page by its module (decision 150).
 */
export { default as ProgressPage } from './ProgressPage.tsx';

/** README: the page of the server's `enrollments` (and `credentials`) data */
