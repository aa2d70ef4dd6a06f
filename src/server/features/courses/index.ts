/** What other features may use of the courses feature. */

export {
  activeCourseCount,
  activeCourseTotal,
  courseCategories,
  courseCountsByInstitute,
  courseSummariesByIds,
  coursesOfInstitute,
  listCoursesForMatching,
} from './reads.ts';
export { countRunEnrollments, deleteRun, findRun, insertRun, listRuns, updateRun } from './runs-store.ts';
export { courseCandidates } from './search-reads.ts';
export { refreshCourseSearch } from './search-store.ts';
export {
  findCourse,
  insertCourse,
  listInstituteCourses,
  listingVersion,
  lockCourseRow,
  pageInstituteCourses,
  publicCourseIds,
  roundRating,
  searchColumnsOf,
  setCourseActive,
  updateCourse,
} from './store.ts';
