/** What other features (passport, talent dashboard, Coach, institute) may use of the courses feature. */
export {
  enrollmentsQuery,
  invalidateCourses,
  isCompleted,
} from './api.ts';
export { type CatalogueResults, CatalogueSearch } from './CatalogueSearch.tsx';
export { startText } from './CourseCard.tsx';
export { CourseDetail, CourseNotFound, SignInActions } from './CourseDetail.tsx';
// The views the public pages' light client renders too (decision 500), with what it needs for them.
export { type CatalogueFilters, cataloguePageUrl } from './catalogue-filter.ts';
export { EnrollmentStatusBadge } from './EnrollmentStatusBadge.tsx';
export { CATALOGUE, COURSE_DETAIL } from './first-load.ts';
