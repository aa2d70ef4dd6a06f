import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { EnrollmentStatus } from '../../domain/enrollments/status.ts';
import type {
  Applicant,
  ApplicationStatus,
  EmployerRequestState,
} from '../../domain/subsidy-applications/index.ts';
import type { FeatureTables } from './tables.generated.ts';

/**
 * Table types. Columns are snake_case in SQL and camelCase here (Kysely's CamelCasePlugin).
 * Portable choices so both engines behave the same: timestamps are ISO-8601 UTC text, booleans are
 * integers 0/1, money is integer cents, lists are JSON text.
 */
export interface UsersTable {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  tussenvoegsel: string | null;
  phone: string | null;
  dateOfBirth: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  country: string | null;
  companyName: string | null;
  instituteName: string | null;
  bio: string | null;
  profileImageUrl: string | null;
  userType: 'talent' | 'company' | 'institute' | 'admin';
  adminRole: 'admin' | 'superadmin' | null;
  /** Company (user id) a talent works for; drives the company's employee list. */
  employerId: string | null;
  position: string | null;
  department: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token; the token itself is never stored. */
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  /** The browser's User-Agent at sign-in (shown in the active-sessions list). */
  userAgent: string | null;
  /** Last request on this session; renewed at most once per SESSION_TOUCH_INTERVAL_MS. */
  lastUsedAt: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  /** 'email:<address>' or 'ip:<address>'. */
  key: string;
  createdAt: string;
}

export interface CoursesTable {
  id: Generated<number>;
  instituteId: string;
  title: string;
  description: string;
  /** Title, lower-cased and without accents: the search index's heavier column (migration 010). */
  searchTitle: string;
  /** Title + description, lower-cased and without accents: what search matches. */
  searchText: string;
  category: string;
  level: string;
  durationWeeks: number;
  priceCents: number;
  maxParticipants: number | null;
  imageUrl: string | null;
  /** JSON array of strings. */
  skills: string;
  language: string;
  isActive: number;
  status: 'active' | 'draft' | 'archived';
  createdAt: string;
  updatedAt: string;
  /** Counters kept by the writes that change them, in the same transaction (decision 071). */
  ratingSum: Generated<number>;
  ratingCount: Generated<number>;
  enrollmentCount: Generated<number>;
}

export interface CourseRatingsTable {
  id: Generated<number>;
  courseId: number;
  userId: string | null;
  rating: number;
  /** The learner's review text (migration 027); null for a bare rating. */
  comment: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: string;
  /** Last change of a learner's review (a second review updates the first). */
  updatedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * 1 for a review whose author has no `passed` enrolment (written before one was required,
   * migration 075): listed and marked, but not in the course's mean.
   */
  unverified: ColumnType<number, number | undefined, number>;
}

export interface EnrollmentsTable {
  id: Generated<number>;
  userId: string;
  courseId: number;
  progress: number;
  status: EnrollmentStatus;
  createdAt: string;
  completedAt: string | null;
  /** The run (start date) enrolled in (migration 020); null = no run, "start op afroep". */
  runId: ColumnType<number | null, number | null | undefined, number | null>;
  /** Who confirmed a passed/failed result, when, and their note (migration 020). */
  confirmedBy: ColumnType<string | null, string | null | undefined, string | null>;
  confirmedAt: ColumnType<string | null, string | null | undefined, string | null>;
  confirmNote: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why a pass was confirmed before the run's start date (migration 100); null = no exemption. */
  exemptionReason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Last change of progress (migration 007); null = none since enrolling. Drives the reminder job. */
  progressUpdatedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CourseInfoRequestsTable {
  id: Generated<number>;
  courseId: number;
  userId: string;
  message: string | null;
  createdAt: string;
}

export interface AssessmentsTable {
  id: Generated<number>;
  userId: string;
  personalityType: string;
  /** JSON: the 65 answers. */
  answers: string;
  /** JSON: the full scan result. */
  result: string;
  createdAt: string;
}

/** A subsidy dossier (issue 23, migration 035): the talent's, kept up to date by the applicant. */
export interface SubsidyApplicationsTable {
  id: Generated<number>;
  /** The talent the dossier is for. */
  userId: string;
  /** The scheme's Dutch name when the dossier was made. */
  subsidyType: string;
  courseId: number | null;
  motivation: string;
  /** Null when the applicant asked no amount. */
  requestedAmountCents: number | null;
  approvedAmountCents: number | null;
  status: ApplicationStatus;
  createdAt: string;
  /** The scheme (src/domain/subsidies); null only for applications older than dossiers. */
  schemeId: string | null;
  /** Who records the steps: the talent, or the employer after accepting the request. */
  applicant: ColumnType<Applicant, Applicant | undefined, Applicant>;
  /** The employer asked (the talent's linked employer at the time of asking). */
  companyId: string | null;
  employerRequest: EmployerRequestState | null;
  employerRequestedAt: string | null;
  employerDecidedAt: string | null;
  employerReason: string | null;
  /** YYYY-MM-DD: when it was submitted at the provider. */
  submittedAt: string | null;
  /** The provider's reference. */
  reference: string | null;
  /** YYYY-MM-DD: the provider's decision. */
  decisionDate: string | null;
  updatedAt: string | null;
  /** The window closing date the deadline reminder was sent for (one reminder each). */
  remindedFor: string | null;
}

/** The tables of the foundation, catalogue and scan; each later feature adds its own in db/tables/. */
export interface CoreTables {
  users: UsersTable;
  sessions: SessionsTable;
  loginFailures: LoginFailuresTable;
  courses: CoursesTable;
  courseRatings: CourseRatingsTable;
  enrollments: EnrollmentsTable;
  courseInfoRequests: CourseInfoRequestsTable;
  assessments: AssessmentsTable;
  subsidyApplications: SubsidyApplicationsTable;
}

/** The whole database: the core tables here and every feature's of db/tables/ (listed by `npm run generate`). */
export type Database = CoreTables & FeatureTables;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
