/**
 * Who may write which table (decision 005): the owner, and for the shared `users` row the features
 * that own a named set of its columns. Every other part reads a table it does not own through the
 * owner's index.ts and never writes it. `check.ts` finds every insert/update/delete in src/server
 * (Kysely builders and raw SQL) and refuses a write from a folder not listed here.
 * Keys are the table names as Kysely sees them (camelCase); values are folders under src/server/.
 */
export const TABLE_WRITERS: Record<string, string[]> = {
  // auth owns the row (create, credentials, delete); the others edit only their own columns:
  // profile the personal ones, admin user_type/admin_role, company employer_id/position (employee
  // links), institute institute_name and its profile (settings).
  users: ['features/auth', 'features/profile', 'features/admin', 'features/company', 'features/institute'],
  sessions: ['auth', 'features/auth'],
  loginFailures: ['features/auth'],
  passwordResetTokens: ['features/auth'],
  courses: ['features/courses'],
  // The search index: written by the triggers of migration 010 only, read by courses.
  coursesFts: ['features/courses'],
  // courses creates an enrolment (seats, capacity); enrollments records progress and confirmation.
  enrollments: ['features/courses', 'features/enrollments'],
  enrollmentEvents: ['features/courses', 'features/enrollments'],
  courseRuns: ['features/courses'],
  // courses stores a learner's request; the institute's inbox marks it handled.
  courseInfoRequests: ['features/courses', 'features/institute'],
  courseRatings: ['features/reviews'],
  instituteProfiles: ['features/institute'],
  licenceRequests: ['features/institute'],
  instituteVerifications: ['features/admin'],
  skills: ['features/admin'],
  assessments: ['features/scan'],
  scanDraftAnswers: ['features/scan'],
  recommendationSets: ['features/scan'],
  courseRecommendations: ['features/scan'],
  // the questionnaire's stored analysis is subsidies'; the dossiers are subsidy-applications'.
  subsidyApplications: ['features/subsidy-applications'],
  subsidyApplicationEvents: ['features/subsidy-applications'],
  subsidyAnalyses: ['features/subsidies'],
  notifications: ['features/notifications'],
  userSettings: ['features/notifications'],
  emailPreferences: ['features/notifications'],
  enrollmentReminders: ['features/notifications'],
  socialPosts: ['features/community'],
  socialComments: ['features/community'],
  socialLikes: ['features/community'],
  studyGroups: ['features/community'],
  studyGroupMembers: ['features/community'],
  vacancies: ['features/vacancies'],
  applications: ['features/vacancies'],
  employeeLinks: ['features/company'],
  userSkills: ['features/talent'],
  credentials: ['features/credentials'],
  credentialSigningKeys: ['features/credentials'],
  userDocuments: ['features/documents'],
  auditLog: ['audit.ts'],
  appSecrets: ['security'],
  quotaEvents: ['security'],
  rateLimitCounters: ['security'],
  jobs: ['jobs'],
  periodicJobs: ['jobs'],
  catalogueState: ['features/courses'],
};

/** Folders that may write any table: migrations and the demo seed build the database itself. */
export const WRITE_ANYWHERE = ['db/migrations', 'seed', 'test'];
