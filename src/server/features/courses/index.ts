/** What other features may use of the courses feature. */

export { courseManageRoutes } from './manage-routes.ts';
export {
  activeCourseCount,
  courseCategories,
  courseCountsByInstitute,
  courseSummariesByIds,
  coursesOfInstitute,
  enrollmentCountsOf,
  enrollmentStatus,
  enrollmentStatusCounts,
  enrollmentsOfLearner,
  enrollmentsWithSkillsOf,
  enrollmentTimesOf,
  enrollmentWithCourse,
  enrolmentActivityOfInstitute,
  enrolmentFiguresOfInstitute,
  enrolmentTimesOfInstitute,
  enrolmentTotalsOfInstitute,
  listCoursesForMatching,
  passedEnrollmentsOf,
  platformCourseCounts,
} from './reads.ts';
export { courseRoutes } from './routes.ts';
export { countRunEnrollments, deleteRun, insertRun, listRuns, updateRun } from './runs-store.ts';
export { refreshCourseSearch } from './search-text.ts';
export {
  findCourse,
  insertCourse,
  listInstituteCourses,
  listingVersion,
  roundRating,
  searchColumnsOf,
  setCourseActive,
  updateCourse,
} from './store.ts';
