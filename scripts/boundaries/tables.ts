import type { ColumnWriterRule } from './column-writers.ts';

/**
 * Who may write which table (decision 005). A table written by one part of the server needs no entry
 * here: that part is its owner (`check.ts` finds every insert/update/delete in src/server, Kysely
 * builders and raw SQL). Listed are only the tables more than one part writes, and tables no code
 * writes, whose owner is named for the read check. A second part writing a table that is not
 * listed is refused, naming both; listing it here (with the reason) is how to allow it. Every other
 * part reads a table it does not own through the owner's index.ts and never writes it.
 * Keys are the table names as Kysely sees them (camelCase); values are folders (or files) under
 * src/server/, the owner first.
 */
export const TABLE_WRITERS: Record<string, string[]> = {
  // auth owns the row (create, credentials, delete); the others edit only their own columns:
  // profile the personal ones, admin user_type/admin_role, company employer_id/position (employee
  // links), institute institute_name and its profile (settings).
  users: ['features/auth', 'features/profile', 'features/admin', 'features/company', 'features/institute'],
  // courses stores a learner's request; the institute's inbox marks it handled.
  courseInfoRequests: ['features/courses', 'features/institute'],
  // Written by the triggers of migration 010 only (the search index, the catalogue version that
  // migration 017 extends), read by courses.
  coursesFts: ['features/courses'],
  catalogueState: ['features/courses'],
  // Written by the triggers of migration 131 only (each user's points, decision 426), read by
  // the community's leaderboard.
  leaderboardScores: ['features/community'],
  // The groups are made by the seed only; the community reads them and writes their members.
  studyGroups: ['features/community'],
};

/**
 * Columns with one writer (issue 47 part 5, decision 340, checked by column-writers.ts): an
 * institute's identity (name, KvK number, website) is what an administrator verified, so it changes
 * only through the reviewed settings flow of the institute feature. Registration sets the name of a
 * new account (auth, at insert only). Files are repository-relative.
 */
export const COLUMN_WRITERS: ColumnWriterRule[] = [
  {
    table: 'users',
    columns: ['instituteName'],
    writers: ['src/server/features/institute/settings-store.ts'],
    insertOnly: ['src/server/features/auth/store.ts'],
    why: "an institute's name changes only through Instellingen, reviewed for a verified institute (decision 340)",
  },
  {
    table: 'instituteProfiles',
    columns: ['kvkNumber', 'website'],
    writers: ['src/server/features/institute/settings-store.ts'],
    why: "an institute's KvK number and website change only through Instellingen, reviewed for a verified institute (decision 340)",
  },
];

/** Folders that may write any table: migrations and the demo seed build the database itself. */
export const WRITE_ANYWHERE = ['db/migrations', 'seed', 'test'];

/**
 * Shared helpers that write the table their caller names (files relative to src/server/, with why):
 * the check sees their writes through the parameter's type (decision 480), and each caller is the
 * table's owner, calling it for its own table, as with `keyset()`.
 */
export const WRITE_FOR_CALLER: Record<string, string> = {
  'db/row-version.ts':
    'raises the `version` column of the resource its owner writes with If-Match (decision 427); called by the owners of the tables of `VersionedTable` only',
};

/** Folders that may read any table: the database layer, migrations, the demo seed and test helpers. */
export const READ_ANYWHERE = ['db', 'seed', 'test'];

/** A read of a table by a file outside its owner: the file (repository-relative), the table, why. */
export interface ReadException {
  file: string;
  table: string;
  why: string;
}

/**
 * The named exceptions to "reads through the owner's index.ts" (decision 005): a read-only join that
 * must stay inside one SQL query, because the query pages, sorts or filters over columns of both
 * tables. Kept as short as honest; `check.ts` fails on an entry that no longer matches a read.
 */
export const READ_JOINS: ReadException[] = [
  {
    file: 'src/server/features/profile/store.ts',
    table: '*',
    why: 'the personal-data export (GDPR art. 15 and 20) reads every table that refers to the user, found in the schema at run time (personal-data.ts); it writes none of them (decision 480)',
  },
  {
    file: 'src/server/features/ooapi/store.ts',
    table: 'courses',
    why: 'the Open Education API pages of courses and offerings: paged, filtered and counted in one query',
  },
  {
    file: 'src/server/features/ooapi/store.ts',
    table: 'courseRuns',
    why: "the Open Education API offerings: runs of public courses paged by start date, and a course's first start",
  },
  {
    file: 'src/server/features/ooapi/store.ts',
    table: 'users',
    why: 'the Open Education API organisations: verified institutes paged, searched and counted in one query',
  },
  {
    file: 'src/server/features/ooapi/store.ts',
    table: 'instituteVerifications',
    why: 'the Open Education API shows only verified institutes and their courses, filtered before the limit',
  },
  {
    file: 'src/server/features/community/joined-reads.ts',
    table: 'users',
    why: 'leaderboard and community lists: the people ranked, filtered, sorted and limited in one query',
  },
  {
    file: 'src/server/features/community/joined-reads.ts',
    table: 'enrollments',
    why: 'coursemates and instructors found through shared enrolments',
  },
  {
    file: 'src/server/features/community/joined-reads.ts',
    table: 'courses',
    why: 'community lists: coursemates and instructors with the course title, sorted by it',
  },
  {
    file: 'src/server/features/community/joined-reads.ts',
    table: 'userSettings',
    why: 'leaderboard and community lists: only people whose setting allows it, filtered before the limit',
  },
  {
    file: 'src/server/features/company/store.ts',
    table: 'userSettings',
    why: 'findable talents: filtered on their opt-in setting, sorted and limited over users',
  },
  {
    file: 'src/server/features/reviews/store.ts',
    table: 'courses',
    why: "an institute's reviews: paged and counted over the institute's courses, with each course title",
  },
  {
    file: 'src/server/features/auth/access-tokens-store.ts',
    table: 'userSettings',
    why: 'every bearer request: the token, its user and the language in one query, like the session',
  },
  {
    file: 'src/server/features/auth/sessions-store.ts',
    table: 'userSettings',
    why: 'GET /api/user and every signed-in request: the session, its user and the language in one prepared query (decision 161)',
  },
  {
    file: 'src/server/features/courses/store.ts',
    table: 'users',
    why: 'catalogue listing (hot path): the institute name in the paged query, one round trip',
  },
  {
    file: 'src/server/features/courses/search-reads.ts',
    table: 'users',
    why: 'the Coach’s course candidates: the institute name the ranking weighs, in the one query of the candidates',
  },
  {
    file: 'src/server/features/courses/store.ts',
    table: 'instituteVerifications',
    why: 'catalogue listing and search: only verified institutes, a filter inside the paged query',
  },
  {
    file: 'src/server/features/courses/search-store.ts',
    table: 'users',
    why: 'catalogue search: the institute name is searched with the course text in one query',
  },
  {
    file: 'src/server/features/courses/runs-store.ts',
    table: 'enrollments',
    why: "a course's runs with the seats taken per run, counted in the listing query (and before a run is deleted)",
  },
  {
    file: 'src/server/features/enrollments/reads.ts',
    table: 'courses',
    why: "what other features read of enrolments: per institute, per course or with the course's title, skills and price, grouped and filtered in one query",
  },
  {
    file: 'src/server/features/enrollments/store.ts',
    table: 'courses',
    why: 'GET /api/user/enrollments (hot path) and the institute list: course columns in the sorted page',
  },
  {
    file: 'src/server/features/enrollments/store.ts',
    table: 'courseRuns',
    why: 'GET /api/user/enrollments (hot path) and the institute list: the run dates in the sorted page',
  },
  {
    file: 'src/server/features/enrollments/store.ts',
    table: 'users',
    why: 'the enrolment lists of that file: learner and confirmer names in the same sorted query',
  },
  {
    file: 'src/server/features/vacancies/store.ts',
    table: 'users',
    why: 'GET /api/vacancies (hot path) and the application lists: company and talent names in the same query',
  },
  {
    file: 'src/server/features/scan/recommendation-store.ts',
    table: 'catalogueState',
    why: 'scan result: stored recommendations valid only at the current catalogue version, in one query',
  },
  {
    file: 'src/server/features/notifications/reminders-store.ts',
    table: 'enrollments',
    why: 'reminder job: enrolments without progress and not yet reminded, filtered in one query',
  },
  {
    file: 'src/server/features/notifications/reminders-store.ts',
    table: 'courses',
    why: 'reminder job: the course title of each due enrolment in the same query',
  },
];
