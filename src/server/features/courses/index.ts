/** What other features may use of the courses feature. */
export { findCourse, listInstituteCourses, roundRating, searchTextOf, setCourseActive } from './store.ts';
