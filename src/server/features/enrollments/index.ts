/** What other features may use of the enrollments feature. */

export {
  enrollmentCountsOf,
  enrollmentStatus,
  enrollmentStatusCounts,
  enrollmentStatusesOf,
  enrollmentsOfLearner,
  enrollmentsWithSkillsOf,
  enrollmentTimesOf,
  enrollmentWithCourse,
  enrolmentActivityOf,
  enrolmentActivityOfInstitute,
  enrolmentFiguresOfInstitute,
  enrolmentTimesOfInstitute,
  enrolmentTotalsOfInstitute,
  passedEnrollmentsOf,
  passedEnrollmentTotal,
} from './reads.ts';
export { myEnrollment } from './store.ts';
