import type { KyselyDb } from '../../db/schema.ts';
import type { UserReference } from '../../db/user-references.ts';
import { forgetIdempotencyKeysOf } from '../../http/idempotency-store.ts';
import { deleteOtherSessions, forgetLoginFailures, revokeAllAccessTokens } from '../auth/index.ts';

/**
 * What GET /api/user/export reads and DELETE /api/user removes, derived from the schema (issue 47
 * part 7, GDPR art. 15 and 20). The export holds, for every column that refers to `users.id` by a
 * foreign key (db/user-references.ts reads them from the migrated database, on either engine), the
 * rows whose column holds the user's id, every column but the REDACTED ones, in a section named
 * after the table. A new table with a user column is in the export without a line here; the lists
 * below only say where a reference is NOT exported (with why), what is never exported (with why),
 * and what the deletion does beyond the foreign keys' own ON DELETE. `personalDataGaps` (tested on
 * both engines) fails, naming the table, on a reference that is in neither the export nor the
 * deletion, and on an entry here that no longer matches the schema.
 * Table and column names are Kysely's camelCase names; a reference is written `table.column`.
 */

/**
 * References that are not exported: rows that belong to someone else and only name this user as
 * the one who acted on them. Each is cleared by its foreign key (ON DELETE SET NULL) or removed
 * with the user's own rows (CASCADE), which `personalDataGaps` checks.
 */
export const NOT_EXPORTED: Record<string, string> = {
  'users.employerId': "other people's accounts (employees) that name this company as their employer",
  'credentials.instituteId':
    'certificates this institute issued to learners: the learners’ data (each learner exports their own)',
  'credentials.revokedBy': "other learners' certificates this user revoked",
  'instituteVerifications.verifiedBy': 'institutes this administrator verified: the institutes’ data',
  'courseInfoRequests.handledBy': "learners' information requests this institute user handled",
  'enrollments.confirmedBy': "learners' enrolments this institute user confirmed",
  'enrollmentEvents.actorId':
    "the history of an enrolment belongs to its learner; the actor is the institute or admin who changed someone's enrolment",
  'subsidyApplicationEvents.actorId':
    'the history of a subsidy application belongs to its applicant; the actor is who handled it',
  'subsidyApplications.companyId': "employees' subsidy applications this company handles",
};

/**
 * A column whose name says it holds a user's id (`userId`, `…UserId`, `actorId`, `…By`): the export
 * and the deletion find a user's rows by the foreign keys to users.id, so such a column is either
 * one of them, or named here with why it is none (issue 52: a new user table with no foreign key
 * would otherwise be silently missing from the export; export.test.ts checks both engines).
 */
export const USER_COLUMN = /^(userId|[a-z]+UserId|actorId|[a-z]+By)$/;
export const NOT_A_USER_REFERENCE: Record<string, string> = {
  'credentials.replacedBy': 'the id of the certificate that replaced this one, not a user',
  'leaderboardScores.userId':
    "each user's points, kept by triggers (migration 131) that delete the row with the user; derived from the exported rows",
  'licenceRequests.decidedBy':
    "the administrator who decided an institute's licence request: the institute's record; once that account is deleted the id matches no row and names no one",
  'notifications.actorId':
    "who caused another person's notification (migration 056: no foreign key, the row is its reader's); the deletion blanks the actor's names in them (forgetActorInNotifications)",
};

/** Section names of the download from before issue 47, kept so a reader of an older file finds them. */
export const SECTION_NAMES: Record<string, string> = {
  'personalAccessTokens.userId': 'accessTokens',
  'courseRatings.userId': 'courseRatings',
  'courses.instituteId': 'ownCourses',
  'assessments.userId': 'scanResults',
  'userSettings.userId': 'settings',
  'auditLog.actorId': 'adminActions',
  'instituteVerifications.instituteId': 'instituteVerification',
  'socialPosts.authorId': 'posts',
  'socialComments.authorId': 'comments',
  'socialLikes.userId': 'likes',
  'studyGroupMembers.userId': 'studyGroups',
  'vacancies.companyId': 'vacancies',
  'applications.talentId': 'applications',
  'employeeLinks.talentId': 'employers',
  'employeeLinks.companyId': 'employeeLinks',
  'scanDraftAnswers.userId': 'scanAnswersInProgress',
  'userDocuments.userId': 'documents',
  'credentials.userId': 'credentials',
  'userSkills.userId': 'skills',
  'userPasskeys.userId': 'passkeys',
  'importedCredentials.userId': 'importedCredentials',
  'oidcIdentities.userId': 'oidcLinks',
  'emailPreferences.userId': 'emailPreferences',
};

/**
 * Columns never exported, by column name (in any table) or by `table.column`: secrets, and what
 * would let the holder of the downloaded file act as the person. Each says why.
 */
export const REDACTED: Record<string, string> = {
  passwordHash: 'a hash of the password: offline guessing material, no information for the person',
  tokenHash: 'the hash of a personal access token: the token is shown once at creation, never again',
  codeHash: 'the hash of a recovery code of the second factor: guessing material',
  secret: 'the TOTP seed (user_totp.secret): whoever has it makes valid sign-in codes',
  tokenCipher: "the encrypted API token of an institute's Open Education API source",
  unsubscribeToken: 'the e-mail preferences link token: it changes the preferences without signing in',
  codeVerifier: 'PKCE verifier of a sign-in with OpenID Connect in progress',
  nonce: 'nonce of a sign-in with OpenID Connect in progress',
  state: 'state of a sign-in with OpenID Connect in progress (a one-time secret)',
  requestHash: 'an internal hash of a request body kept for idempotency, not data about the person',
  'sessions.id': 'the session id is the sign-in cookie itself',
  'mfaChallenges.id': 'the id of a pending second step is its cookie',
  'passwordResetTokens.id': 'the password-reset token itself',
  'webauthnChallenges.id': 'the passkey challenge itself (a one-time secret)',
  'oidcFlows.id': 'the id of a sign-in with OpenID Connect in progress is its cookie',
  'userPasskeys.publicKey':
    'key material of the passkey; the export lists its metadata (name, dates, transports, counter) instead',
  'idempotencyKeys.headers':
    'a kept copy of an answer, exported in its own section (and it may hold a new token)',
  'idempotencyKeys.body':
    'a kept copy of an answer, exported in its own section (and it may hold a new token)',
  'userDocuments.storageKey': 'where the file is stored internally; the document itself is listed',
  'courses.searchText': "the search index's copy of the course's own title and description",
};

/** Whether a column of a table is never exported. */
export const redacted = (table: string, column: string) =>
  column in REDACTED || `${table}.${column}` in REDACTED;

/** Personal data not reachable by a foreign key to users.id: found by another key of the user. */
export interface KeyedData {
  table: string;
  column: string;
  label: string;
  key: (user: { id: string; email: string }) => string;
}

export const KEYED_DATA: KeyedData[] = [
  // Failed sign-ins are kept under the address tried (auth's throttle), not the user's id.
  { table: 'loginFailures', column: 'key', label: 'failedLogins', key: (u) => `email:${u.email}` },
];

/** A deletion ahead of the cascade: the table and column it empties, done by the table's owner. */
interface ExplicitDeletion {
  table: string;
  column: string;
  key?: KeyedData['key'];
  remove: (trx: KyselyDb, user: { id: string; email: string }) => Promise<unknown>;
}

/**
 * What the deletion does inside its transaction before the users row goes (whose foreign keys then
 * cascade or set null): rows deleted outright, ahead of the cascade, and the keyed data. Each is
 * removed by the feature that owns the table, through its index.ts (decision 005; the boundary check
 * refuses a write of another feature's table, even through a name computed at run time, decision 480).
 */
export const EXPLICIT_DELETIONS: ExplicitDeletion[] = [
  { table: 'sessions', column: 'userId', remove: (trx, u) => deleteOtherSessions(trx, u.id, null) },
  { table: 'personalAccessTokens', column: 'userId', remove: (trx, u) => revokeAllAccessTokens(trx, u.id) },
  { table: 'idempotencyKeys', column: 'userId', remove: (trx, u) => forgetIdempotencyKeysOf(trx, u.id) },
  // Login failures under the address and address-and-IP keys, and the second-factor throttle's.
  ...KEYED_DATA.map((k) => ({ ...k, remove: forgetLoginFailures })),
];

export interface ExportSection {
  table: string;
  column: string;
  label: string;
}

/** The sections of the export for the database's references, in table order. */
export function exportSections(references: readonly UserReference[]): ExportSection[] {
  const used = new Set<string>();
  const out: ExportSection[] = [];
  for (const r of references) {
    const ref = `${r.table}.${r.column}`;
    if (ref in NOT_EXPORTED) continue;
    let label = SECTION_NAMES[ref] ?? r.table;
    if (used.has(label)) label = `${r.table}By${r.column[0].toUpperCase()}${r.column.slice(1)}`;
    used.add(label);
    out.push({ table: r.table, column: r.column, label });
  }
  for (const k of KEYED_DATA) out.push({ table: k.table, column: k.column, label: k.label });
  return out;
}

/**
 * Every way the lists above and the schema disagree, each naming the table: a reference to users.id
 * that the export leaves out and the deletion does not remove (its ON DELETE neither cascades nor
 * clears, and no explicit deletion names it), and an entry of NOT_EXPORTED, SECTION_NAMES or
 * EXPLICIT_DELETIONS that matches no reference any more. Empty when the export and the deletion
 * cover every user-owned table.
 */
export function personalDataGaps(
  references: readonly UserReference[],
  tables: ReadonlySet<string>,
  lists: {
    notExported?: Record<string, string>;
    sectionNames?: Record<string, string>;
    redacted?: Record<string, string>;
  } = {},
): string[] {
  const { notExported = NOT_EXPORTED, sectionNames = SECTION_NAMES, redacted = REDACTED } = lists;
  const gaps: string[] = [];
  const refs = new Set(references.map((r) => `${r.table}.${r.column}`));
  const explicit = new Set(EXPLICIT_DELETIONS.map((d) => `${d.table}.${d.column}`));
  for (const r of references) {
    const ref = `${r.table}.${r.column}`;
    const exported = !(ref in notExported);
    const deleted = r.onDelete === 'cascade' || r.onDelete === 'set null' || explicit.has(ref);
    if (!exported && !deleted)
      gaps.push(
        `table ${r.table}: ${ref} refers to users.id but is neither exported (NOT_EXPORTED) nor removed by the deletion (ON DELETE ${r.onDelete}, no explicit deletion): export it, or make its foreign key cascade or set null`,
      );
    else if (!deleted)
      gaps.push(
        `table ${r.table}: ${ref} refers to users.id with ON DELETE ${r.onDelete}: the account deletion would fail on it; make its foreign key cascade or set null, or add it to EXPLICIT_DELETIONS`,
      );
  }
  for (const ref of [...Object.keys(notExported), ...Object.keys(sectionNames)])
    if (!refs.has(ref))
      gaps.push(
        `table ${ref.split('.')[0]}: ${ref} is named in personal-data.ts but no longer refers to users.id`,
      );
  for (const d of EXPLICIT_DELETIONS) {
    const ref = `${d.table}.${d.column}`;
    if (!refs.has(ref) && !(d.key && tables.has(d.table)))
      gaps.push(`table ${d.table}: ${ref} is deleted explicitly but is no table column of the schema`);
  }
  for (const key of Object.keys(redacted))
    if (key.includes('.') && !tables.has(key.split('.')[0]))
      gaps.push(`table ${key.split('.')[0]}: REDACTED names ${key}, a table the schema does not have`);
  return gaps;
}
