/**
 * THE list of every table that holds data about a user: what GET /api/user/export reads and what
 * DELETE /api/user removes, in one place. A feature that adds a table with a user column adds ONE
 * line here (the export test and the deletion test then cover it).
 *
 * how:
 *  - 'delete'    rows are deleted explicitly, in list order, inside the deletion transaction;
 *  - 'cascade'   the foreign key's ON DELETE CASCADE removes them with the users row (exported only);
 *  - 'anonymise' the user column is set to null: the row survives without the person (e.g. a rating
 *                that still counts in a course average). `alsoClear` names further personal columns.
 * export: false for rows that belong to someone else but point at this user (cleared, not exported).
 * Table and column names are Kysely's camelCase names.
 */
export interface PersonalDataEntry {
  table: string;
  column: string;
  how: 'delete' | 'cascade' | 'anonymise';
  /** Section name in the export file. */
  label: string;
  /** The value to match in `column`; default the user's id. */
  key?: (user: { id: string; email: string }) => string;
  /** Columns never exported (secrets, internal keys). */
  omit?: string[];
  alsoClear?: string[];
  export?: boolean;
}

export const PERSONAL_DATA: PersonalDataEntry[] = [
  // Foundation and catalogue (migrations 001–004).
  { table: 'sessions', column: 'userId', how: 'delete', label: 'sessions', omit: ['id'] },
  // Personal access tokens (migration 090): name, scopes and dates; never the hash.
  {
    table: 'personalAccessTokens',
    column: 'userId',
    how: 'delete',
    label: 'accessTokens',
    omit: ['tokenHash'],
  },
  // Idempotency keys (migration 105): which keys were used when; the kept answer is a copy of data
  // exported elsewhere.
  {
    table: 'idempotencyKeys',
    column: 'userId',
    how: 'delete',
    label: 'idempotencyKeys',
    omit: ['requestHash', 'headers', 'body'],
  },
  {
    table: 'loginFailures',
    column: 'key',
    how: 'delete',
    label: 'failedLogins',
    key: (u) => `email:${u.email}`,
    omit: ['id'],
  },
  { table: 'enrollments', column: 'userId', how: 'cascade', label: 'enrollments' },
  { table: 'courseRatings', column: 'userId', how: 'anonymise', label: 'courseRatings' },
  { table: 'courseInfoRequests', column: 'userId', how: 'cascade', label: 'courseInfoRequests' },
  { table: 'courses', column: 'instituteId', how: 'cascade', label: 'ownCourses', omit: ['searchText'] },
  { table: 'assessments', column: 'userId', how: 'cascade', label: 'scanResults' },
  // The stored course recommendations of the scan (migration 010; exported too).
  { table: 'recommendationSets', column: 'userId', how: 'cascade', label: 'recommendationSets' },
  { table: 'courseRecommendations', column: 'userId', how: 'cascade', label: 'courseRecommendations' },
  { table: 'subsidyApplications', column: 'userId', how: 'cascade', label: 'subsidyApplications' },
  // Notifications and settings (migration 005).
  { table: 'notifications', column: 'userId', how: 'cascade', label: 'notifications' },
  { table: 'userSettings', column: 'userId', how: 'cascade', label: 'settings' },
  { table: 'auditLog', column: 'actorId', how: 'anonymise', label: 'adminActions' },
  // Profile and administration (migration 008).
  { table: 'instituteVerifications', column: 'instituteId', how: 'cascade', label: 'instituteVerification' },
  {
    table: 'instituteVerifications',
    column: 'verifiedBy',
    how: 'anonymise',
    label: 'verificationsByMe',
    export: false,
  },
  // Other people's rows that point at this user (e.g. employees of a deleted company).
  { table: 'users', column: 'employerId', how: 'anonymise', label: 'employees', export: false },
  // Subsidies (migration 006).
  { table: 'subsidyAnalyses', column: 'userId', how: 'cascade', label: 'subsidyAnalyses' },
  // Community (migration 007): own posts, comments, likes and study-group memberships.
  { table: 'socialPosts', column: 'authorId', how: 'cascade', label: 'posts' },
  { table: 'socialComments', column: 'authorId', how: 'cascade', label: 'comments' },
  { table: 'socialLikes', column: 'userId', how: 'cascade', label: 'likes' },
  { table: 'studyGroupMembers', column: 'userId', how: 'cascade', label: 'studyGroups' },
  // Company and vacancies (migration 009).
  { table: 'vacancies', column: 'companyId', how: 'cascade', label: 'vacancies' },
  { table: 'applications', column: 'talentId', how: 'cascade', label: 'applications' },
  { table: 'employeeLinks', column: 'talentId', how: 'cascade', label: 'employers' },
  { table: 'employeeLinks', column: 'companyId', how: 'cascade', label: 'employeeLinks' },
  // The scan's answers in progress (migration 050).
  { table: 'scanDraftAnswers', column: 'userId', how: 'cascade', label: 'scanAnswersInProgress' },
  // Uploaded documents (migration 026): the rows here; the files are removed after the deletion.
  { table: 'userDocuments', column: 'userId', how: 'cascade', label: 'documents', omit: ['storageKey'] },
  // Credentials (migration 025): the learner's own; those an institute issued go with the institute.
  { table: 'credentials', column: 'userId', how: 'cascade', label: 'credentials' },
  { table: 'credentials', column: 'instituteId', how: 'cascade', label: 'issuedCredentials', export: false },
  {
    table: 'credentials',
    column: 'revokedBy',
    how: 'anonymise',
    label: 'credentialsRevokedByMe',
    export: false,
  },
];

/** Columns of the users row never exported. */
export const USER_SECRET_COLUMNS = ['passwordHash'];
