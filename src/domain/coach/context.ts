import type { ApplicationStatus } from '../subsidy-applications/index.ts';
/**
 * Input types for the Coach's platform-topic replies (scan, progress, planning, …): the server reads
 * the talent's data and passes it in (decision 435); nothing here does I/O.
 */

import type { EnrollmentStatus } from '../enrollments/status.ts';
import type { ScanResult, ScanScores } from '../scan/types.ts';

export interface CoachCourse {
  id: number;
  title: string;
  category: string;
  level: string;
  /** Euros, at most two decimals. */
  price: number;
  rating: number;
  /** Popularity: number of enrollments across the platform. */
  enrollments?: number;
}

export interface CoachEnrollment {
  id: number;
  courseId: number;
  /** 0-100. */
  progress: number;
  status: EnrollmentStatus;
  course: { title: string; category: string; level: string; price: number };
}

/** A subsidy dossier as the Coach reads it from GET /api/user/subsidy-applications. */
export interface CoachSubsidyApplication {
  id: number;
  subsidyType: string;
  /** The scheme's catalogue id; a loan's (the levenlanglerenkrediet) amount is never subsidy. */
  schemeId?: string | null;
  status: ApplicationStatus;
  requestedAmount: number | null;
  approvedAmount: number | null;
}

export interface CoachRecommendation {
  courseId: number;
  matchPercentage: number;
}

/** The part of the scan result the Coach reads (the scan's own type, so the two never drift). */
export type CoachScanResult = Pick<
  ScanResult,
  | keyof ScanScores
  | 'learningStyle'
  | 'primaryDrive'
  | 'profileSummary'
  | 'careerMatches'
  | 'softSkills'
  | 'growthAreas'
>;

export interface CoachContext {
  firstName?: string | null;
  recommendations: CoachRecommendation[];
  courses: CoachCourse[];
  enrollments: CoachEnrollment[];
  subsidyApplications: CoachSubsidyApplication[];
  scanResult: CoachScanResult | null;
  /** The day of reading (YYYY-MM-DD) for dated facts; today when absent (tests fix it). */
  today?: string;
}

/** The languages the Coach answers in; Dutch is the default and keeps the spec's texts. */
export type CoachLanguage = 'nl' | 'en';

export type CoachTopic =
  | 'budget'
  | 'subsidy'
  | 'enrol'
  | 'unenrol'
  | 'vacancies'
  | 'courses'
  | 'progress'
  | 'scan'
  | 'help'
  | 'capabilities'
  | 'studyAdvice'
  | 'planning'
  | 'motivation'
  | 'career'
  | 'greeting'
  | 'scheme'
  | 'stap'
  | 'uwv'
  | 'tax'
  | 'coursePrice'
  | 'refund'
  | 'duoLoan'
  | 'deadline'
  | 'metalFunds'
  /** Low confidence: "dat weet ik niet zeker", with a link to the subsidy check. */
  | 'unsure';

/** A recommendation joined with its course (see `topRecommendations`). */
export interface CoachRecommendedCourse {
  course: CoachCourse;
  matchPercentage: number;
}

/** Result of `computeBudget`; every amount is in integer euro cents. */
export interface CoachBudget {
  /** Sum of approved grants (approvedAmount, or requestedAmount when approvedAmount is null); loans excluded. */
  approvedCents: number;
  /** Sum of approved loans (the levenlanglerenkrediet): money to pay back, kept apart from subsidy. */
  loanCents: number;
  /** Sum of the prices of running ('enrolled', not 'completed') enrollments. */
  enrolledCents: number;
  /** approvedCents − enrolledCents; negative when the enrollments cost more than the approved subsidy. */
  remainingCents: number;
  /** Number of dossiers submitted to the provider and awaiting its decision. */
  pendingCount: number;
  /** Courses without an enrollment whose price fits in the remaining budget, cheapest first. */
  affordableCourses: CoachCourse[];
}
