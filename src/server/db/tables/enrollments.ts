import type { Generated } from 'kysely';

/** Course runs: start dates with their own seats (migration 020). Dates are YYYY-MM-DD. */
export interface CourseRunsTable {
  id: Generated<number>;
  courseId: number;
  startDate: string;
  endDate: string | null;
  location: string | null;
  /** null: the course's Max. deelnemers (or unlimited). */
  seats: number | null;
  createdAt: string;
  updatedAt: string;
}

/** The history of an enrolment: every progress change and the institute's confirmation. */
export interface EnrollmentEventsTable {
  id: Generated<number>;
  enrollmentId: number;
  progress: number;
  status: string;
  actorId: string | null;
  createdAt: string;
}

export interface EnrollmentTables {
  courseRuns: CourseRunsTable;
  enrollmentEvents: EnrollmentEventsTable;
}
