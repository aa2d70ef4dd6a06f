/** What other features may use of the courses feature. */

export { courseManageRoutes } from './manage-routes.ts';
export {
  activeCourseCount,
  courseCategories,
  enrollmentCountsOf,
  enrollmentStatus,
  enrollmentsOfLearner,
  enrollmentsWithSkillsOf,
  enrollmentTimesOf,
  enrollmentWithCourse,
  listCoursesForMatching,
} from './reads.ts';
export { courseRoutes } from './routes.ts';
export { refreshCourseSearch } from './search-text.ts';
export { findCourse, listInstituteCourses, roundRating, searchColumnsOf, setCourseActive } from './store.ts';
