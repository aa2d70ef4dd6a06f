/** What other features may use of the courses feature. */

export { courseManageRoutes } from './manage-routes.ts';
export {
  courseCategories,
  enrollmentCountsOf,
  enrollmentStatus,
  enrollmentsOfLearner,
  enrollmentTimesOf,
  enrollmentWithCourse,
  listCoursesForMatching,
} from './reads.ts';
export { courseRoutes } from './routes.ts';
export { refreshCourseSearch } from './search-text.ts';
export { findCourse, listInstituteCourses, roundRating, searchColumnsOf, setCourseActive } from './store.ts';
