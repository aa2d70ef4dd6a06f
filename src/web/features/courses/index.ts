/** What other features (passport, talent dashboard, Coach, institute) may use of the courses feature. */
export {
  enrollmentsQuery,
  invalidateCourses,
  isCompleted,
} from './api.ts';
export { startText } from './CourseCard.tsx';
export { EnrollmentStatusBadge } from './EnrollmentStatusBadge.tsx';
