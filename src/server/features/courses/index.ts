/** What other features may use of the courses feature. */
export { findCourse, listInstituteCourses, roundRating, searchColumnsOf, setCourseActive } from './store.ts';
