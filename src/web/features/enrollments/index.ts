/**
 * The learner's enrolments and their progress (/progress), beside the server's enrollments feature.
 * The router loads the page by its module (decision 150).
 */
export { default as ProgressPage } from './ProgressPage.tsx';
