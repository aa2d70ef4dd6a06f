/** What other features may use of the enrollments feature. */

export { enrollmentLearnerRoutes } from './learner-routes.ts';
export {
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
  passedEnrollmentsOf,
  passedEnrollmentTotal,
} from './reads.ts';
export { enrollmentRoutes } from './routes.ts';
export { myEnrollment } from './store.ts';
