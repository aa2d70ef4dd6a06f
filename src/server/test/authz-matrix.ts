import { toOoapiId } from '../../domain/ooapi/index.ts';
import { ROLE_PERMISSIONS } from '../../domain/roles.ts';
import type { Access } from '../http/route.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import type { Fixtures } from './authz-fixtures.ts';
import { SME_EMPLOYEE_ANSWERS } from './subsidy-answers.ts';

export type { Fixtures } from './authz-fixtures.ts';

/**
 * THE AUTHORIZATION MATRIX: the status each kind of caller gets from every API route.
 * src/server/security/route-walk.test.ts (src/server/test/walk/matrix.ts) walks every route Fastify
 * registered, as every role, and makes each request from the route's declaration (decision 510):
 *  - path ids from PATH_IDS below, by the path up to the parameter (`/courses/:id` → the demo
 *    institute's course, `/notifications/:id` → the caller's own notification); a parameter it has
 *    no entry for gets `0`, and the route is then expected only past the access check;
 *  - a valid body and required query from the route's zod schemas (walk/matrix-requests.ts);
 *  - each role's answer from the route's declared `access` and src/domain/roles.ts (anonymous 401
 *    unless public, a role without the permission 403, the others a declared success status).
 * A caller the access check refuses is sent `0` for every id: the check comes before any lookup.
 *
 * MATRIX_EXCEPTIONS holds only what the declaration cannot say, each with its reason (`why`):
 *   { method, url (as registered), why, expect?, ids?, request?, cases? }
 * `expect: [anonymous, talent, company, institute, admin, superadmin]` where the answer is not the
 * derived one (a rule beyond the role, a 404 for what the role cannot see, the last check's 400 for
 * a route whose success would destroy the demo account the walk uses); `ids` where the route's item
 * is another than PATH_IDS names; `request` for the url or body the generator cannot know (a real
 * password, a scheme that exists); `cases` for a caller on another owner's item, or a rule beyond
 * the role (an admin granting admin). A number list means "any of these".
 * A new route needs no entry; a new kind of path id needs a line in PATH_IDS.
 */
export const ROLES = ['anonymous', 'talent', 'company', 'institute', 'admin', 'superadmin'] as const;
export type MatrixRole = (typeof ROLES)[number];
export type Status = number | number[] | typeof PAST_THE_GATE;
type Expect = [Status, Status, Status, Status, Status, Status];

/** Any answer past the access check: not 401, 403 or a server error. */
export const PAST_THE_GATE = 'past the access check';

type Id = string | number;
/** Path parameter name → its value for a caller. */
export type PathIds = Record<string, (f: Fixtures, role: MatrixRole) => Id | Promise<Id>>;
type Request = { url?: string; payload?: unknown };

export interface MatrixException {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** One line: what the route's declaration cannot say. */
  why: string;
  /** Each role's answer where it is not the one derived from the route's access. */
  expect?: Expect;
  /** This route's items where they are not the ones PATH_IDS names. */
  ids?: PathIds;
  /**
   * A url or body the generator cannot make; called once per role the access check lets through
   * (its body goes to the cases too, unless a case gives its own).
   */
  request?: (f: Fixtures, role: MatrixRole) => Request | Promise<Request>;
  /** More callers on other items: another owner's item, or a rule beyond the role (`what` says which). */
  cases?: {
    what: string;
    role: MatrixRole;
    status: Status;
    ids?: PathIds;
    request?: (f: Fixtures) => Request | Promise<Request>;
  }[];
}

/**
 * Each role's answer from the route's declared access and src/domain/roles.ts: anonymous gets 401
 * unless the route is public, a role without any of the route's permissions 403, the others `ok`.
 */
export function derivedExpect(access: Access, ok: Status): Expect {
  const needs =
    access === 'public' || access === 'signedIn' ? [] : typeof access === 'string' ? [access] : access;
  return ROLES.map((role): Status => {
    if (access === 'public') return ok;
    if (role === 'anonymous') return 401;
    const has = ROLE_PERMISSIONS[role];
    return needs.length === 0 || needs.some((p) => has.includes(p)) ? ok : 403;
  }) as Expect;
}

/** Only the talent and the superadmin hold courses.enroll, so only they have enrolments of their own. */
const enrolledRole = (role: MatrixRole): MatrixRole => (role === 'superadmin' ? role : 'talent');
const dossierOf = (f: Fixtures, role: MatrixRole) =>
  f.subsidyDossierOf(role === 'talent' || role === 'anonymous' ? 'demoTalent' : 'freshTalent');

/**
 * The item a path parameter names, by the path up to it (the longest entry it ends with): the
 * caller's own where items have owners, else the demo institute's, company's or talent's.
 */
export const PATH_IDS: PathIds = {
  '/courses/:id': (f) => f.ownCourseId,
  '/runs/:runId': (f) => f.runOf(f.ownCourseId),
  '/enrollments/:id': (f, role) => f.enrollmentOf(enrolledRole(role)),
  '/institute/enrollments/:id': (f) => f.freshEnrollmentOf('talent'),
  '/info-requests/:id': (f) => f.infoRequestFor(f.ownCourseId),
  '/scan-draft/:question': () => 3,
  '/documents/:id': (f) => f.documentOfTalent(),
  '/credentials/:id': (f) => f.credentialFor(f.ownCourseId),
  '/achievements/:id': (f) => f.ownCourseId,
  '/trusted-issuers/:id': (f) => f.trustedIssuer(),
  '/credential-status/:instituteId': async (f) => {
    await f.credentialFor(f.ownCourseId);
    return f.userId('institute');
  },
  '/subsidies/applications/:id': dossierOf,
  '/company/subsidy-requests/:id': (f) => f.subsidyRequestTo('demo'),
  '/notifications/:id': (f, role) => f.notificationOf(role),
  '/posts/:id': (f, role) => f.postBy(role),
  '/comments/:id': async (f, role) => f.commentBy(role, await f.postBy('talent')),
  '/study-groups/:id': (f) => f.studyGroupId,
  '/bookmarks/:id': (f) => f.ownCourseId,
  '/sessions/:id': (f, role) => f.secondSessionOf(role),
  '/users/:id': async (f) => (await f.freshUser('talent')).id,
  '/institutes/:id': async (f) => (await f.freshUser('institute')).id,
  '/vacancies/:id': (f) => f.vacancyOfDemoCompany(),
  '/company/applications/:id': (f) => f.applicationTo('demo'),
  '/company/employees/:id': (f) => f.employeeOfDemoCompany(),
  '/employer-invitations/:id': (f) => f.invitationOfDemoTalent(),
  '/oidc/:provider': () => 'uni',
  '/organisations/:organisationId': (f) => f.userId('institute'),
  '/ooapi/courses/:courseId': (f) => toOoapiId('course', f.ownCourseId),
  '/course-offerings/:courseOfferingId': async (f) => toOoapiId('offering', await f.runOf(f.ownCourseId)),
};

const IN_A_MONTH = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const ALL = <S extends Status>(s: S): Expect => [s, s, s, s, s, s];
const SIGNED_IN = (s: Status): Expect => [401, s, s, s, s, s];

export const MATRIX_EXCEPTIONS: MatrixException[] = [
  // auth
  {
    method: 'POST',
    url: '/api/login',
    why: 'an existing account and its password',
    request: () => ({ payload: { email: 'talent@example.nl', password: DEMO_PASSWORD } }),
  },
  {
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    why: 'a token that was never issued: the same 400 for everyone',
    expect: ALL(400),
  },
  {
    method: 'POST',
    url: '/api/login/mfa',
    why: "without the first step's cookie no second step is pending for anyone",
    expect: ALL(401),
  },
  // sign-in with OpenID Connect (decision 312): the walk's app has no provider configured
  { method: 'GET', url: '/api/auth/oidc/:provider/start', why: 'no provider configured', expect: ALL(404) },
  {
    method: 'GET',
    url: '/api/auth/oidc/:provider/callback',
    why: 'no provider configured',
    expect: ALL(404),
    request: () => ({ url: '/api/auth/oidc/uni/callback?code=x&state=y' }),
  },
  { method: 'GET', url: '/api/auth/oidc/signup', why: 'no sign-up is pending', expect: ALL(401) },
  { method: 'POST', url: '/api/auth/oidc/signup', why: 'no sign-up is pending', expect: ALL(401) },
  {
    method: 'DELETE',
    url: '/api/user/oidc/:provider',
    why: 'no account is linked to a provider',
    expect: SIGNED_IN(404),
  },
  // second factor (decision 310): the seeded institute and admins have one, talent and company not
  {
    method: 'POST',
    url: '/api/user/mfa/totp',
    why: 'an account with a confirmed app is refused',
    expect: [401, 200, 200, 409, 409, 409],
  },
  {
    method: 'POST',
    url: '/api/user/mfa/totp/confirm',
    why: 'a made-up code never matches; an account with a confirmed app is refused first',
    expect: [401, 400, 400, 409, 409, 409],
  },
  {
    method: 'DELETE',
    url: '/api/user/mfa/totp',
    why: 'required for institutes and admins (403); talent and company have none to remove',
    expect: [401, 404, 404, 403, 403, 403],
  },
  // passkeys (decision 311): no one has one; a made-up response or id is refused the same for all
  {
    method: 'POST',
    url: '/api/user/passkeys',
    why: 'a response no authenticator signed',
    expect: SIGNED_IN(400),
  },
  { method: 'DELETE', url: '/api/user/passkeys/:id', why: 'no one has a passkey', expect: SIGNED_IN(404) },
  { method: 'POST', url: '/api/login/passkey', why: 'no challenge was issued', expect: ALL(401) },
  {
    method: 'DELETE',
    url: '/api/admin/users/:id/mfa',
    why: "admins.manage guards an admin's factor",
    cases: [
      {
        what: "an admin resetting a superadmin's factor",
        role: 'admin',
        status: 403,
        ids: { id: (f) => f.userId('superadmin') },
      },
    ],
  },

  // courses
  {
    method: 'PATCH',
    url: '/api/enrollments/:id/progress',
    why: 'the learner owns the enrolment',
    cases: [
      {
        what: "another learner's enrolment",
        role: 'talent',
        status: 404,
        ids: { id: (f) => f.enrollmentOf('superadmin') },
      },
    ],
  },
  {
    method: 'DELETE',
    url: '/api/enrollments/:id',
    why: "only the learner's own enrolment (one not started, so cancellable): others 404",
    expect: [401, 204, 404, 404, 404, 204],
    ids: { id: (f, role) => f.freshEnrollmentOf(enrolledRole(role)) },
  },
  {
    method: 'GET',
    url: '/api/enrollments/:id/history',
    why: "the learner, the course's institute and admins; others 404",
    expect: [401, 200, 404, 200, 200, 200],
  },
  {
    method: 'PATCH',
    url: '/api/courses/:id',
    why: 'an institute its own courses; an admin any (audited)',
    cases: [
      {
        what: "another institute's course",
        role: 'institute',
        status: 403,
        ids: { id: (f) => f.otherCourseId },
      },
      {
        what: "an admin on another institute's course",
        role: 'admin',
        status: 200,
        ids: { id: (f) => f.otherCourseId },
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/courses/:id/runs',
    why: 'an institute its own courses',
    cases: [
      {
        what: "another institute's course",
        role: 'institute',
        status: 403,
        ids: { id: (f) => f.otherCourseId },
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/courses/:id/runs',
    why: 'an institute its own courses; a start date in the future',
    request: () => ({ payload: { startDate: IN_A_MONTH() } }),
    cases: [
      {
        what: "another institute's course",
        role: 'institute',
        status: 403,
        ids: { id: (f) => f.otherCourseId },
      },
    ],
  },
  {
    method: 'PATCH',
    url: '/api/courses/:id/runs/:runId',
    why: 'an institute its own courses; a start date in the future',
    request: () => ({ payload: { startDate: IN_A_MONTH() } }),
    cases: [
      {
        what: "a run of another institute's course",
        role: 'institute',
        status: 403,
        ids: { id: (f) => f.otherCourseId, runId: (f) => f.runOf(f.otherCourseId) },
      },
    ],
  },

  // institute (holders of courses.manageAll act on every institute's items, audited)
  {
    method: 'GET',
    url: '/api/institute/enrollments',
    why: 'an institute its own courses',
    cases: [
      {
        what: "another institute's course",
        role: 'institute',
        status: 404,
        request: (f) => ({ url: `/api/institute/enrollments?courseId=${f.otherCourseId}` }),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/institute/enrollments/:id/complete',
    why: 'an institute its own courses',
    cases: [
      {
        what: "an enrolment in another institute's course",
        role: 'institute',
        status: 403,
        ids: { id: (f) => f.enrollmentInOtherCourse() },
      },
    ],
  },
  {
    method: 'PATCH',
    url: '/api/institute/settings',
    why: 'a bad KvK number reaches validation and changes no demo record (institute-settings.test.ts saves)',
    expect: [401, 403, 403, 400, 403, 400],
    request: () => ({ payload: { name: 'TechAcademie Nederland', kvkNumber: '123' } }),
  },
  {
    method: 'PATCH',
    url: '/api/institute/courses/:id',
    why: 'an institute its own courses, an admin any; the courses stay active for the routes after it',
    request: () => ({ payload: { isActive: true } }),
    cases: [
      {
        what: "another institute's course",
        role: 'institute',
        status: 404,
        ids: { id: (f) => f.otherCourseId },
      },
      {
        what: "an admin on another institute's course",
        role: 'admin',
        status: 200,
        ids: { id: (f) => f.otherCourseId },
      },
    ],
  },
  {
    method: 'PATCH',
    url: '/api/institute/info-requests/:id',
    why: 'an institute the requests for its own courses; an admin any',
    cases: [
      {
        what: "a request for another institute's course",
        role: 'institute',
        status: 404,
        ids: { id: (f) => f.infoRequestFor(f.otherCourseId) },
      },
      {
        what: "an admin on another institute's request",
        role: 'admin',
        status: 200,
        ids: { id: (f) => f.infoRequestFor(f.otherCourseId) },
      },
    ],
  },

  // reviews
  {
    method: 'POST',
    url: '/api/courses/:id/reviews',
    why: 'only a learner with a passed enrolment reviews',
    expect: [401, 403, 403, 403, 403, 403],
    ids: { id: (f) => f.unfinishedCourseOfTalent() },
    cases: [
      {
        what: 'a learner with a passed enrolment',
        role: 'talent',
        status: [200, 201],
        ids: { id: (f) => f.finishedCourseOfTalent() },
      },
    ],
  },

  // documents: the talent's own document; others 404
  {
    method: 'POST',
    url: '/api/user/documents',
    why: 'the walk sends JSON: a learner passes every check up to the multipart body',
    expect: [401, 400, 403, 403, 403, 400],
  },
  {
    method: 'GET',
    url: '/api/user/documents/:id',
    why: 'the owner only',
    expect: [401, 200, 404, 404, 404, 404],
  },
  {
    method: 'DELETE',
    url: '/api/user/documents/:id',
    why: 'the owner only',
    expect: [401, 204, 404, 404, 404, 404],
  },

  // credentials
  {
    method: 'POST',
    url: '/api/user/credentials/import',
    why: 'no signature comes from a schema: refused after the access check, nothing stored',
    expect: [401, 422, 403, 403, 403, 422],
  },
  {
    method: 'GET',
    url: '/api/imported-credentials/:id',
    why: 'an id nobody has: an import needs a signed credential',
    expect: ALL(404),
    request: () => ({ url: '/api/imported-credentials/00000000-0000-4000-8000-000000000000' }),
  },
  {
    method: 'POST',
    url: '/api/credentials/verify',
    why: 'no signature comes from a schema',
    expect: ALL(422),
  },
  {
    method: 'POST',
    url: '/api/credentials/:id/revoke',
    why: 'an institute the credentials it issued',
    cases: [
      {
        what: 'a credential another institute issued',
        role: 'institute',
        status: 403,
        ids: { id: (f) => f.credentialFor(f.otherCourseId) },
      },
    ],
  },
  {
    method: 'DELETE',
    url: '/api/user/skills/:id',
    why: 'no such typed skill: the owner check 404 (skills.test.ts deletes a real one)',
    expect: SIGNED_IN(404),
    request: () => ({ url: '/api/user/skills/999999999' }),
  },

  // subsidies
  {
    method: 'POST',
    url: '/api/subsidies/submit',
    why: 'answers that make each role an SME employee in metalworking, whom OOM accepts (next row)',
    request: () => ({ payload: { responses: SME_EMPLOYEE_ANSWERS, sessionId: 'matrix' } }),
  },
  {
    method: 'POST',
    url: '/api/subsidies/applications',
    why: 'a scheme that exists and accepts the caller',
    request: () => ({ payload: { schemeId: 'oom' } }),
  },
  {
    method: 'GET',
    url: '/api/subsidies/applications/:id',
    why: "the talent's own; a company or institute sees none of another's (404); an admin any",
    expect: [401, 200, 404, 404, 200, 200],
    cases: [
      {
        what: "another talent's dossier",
        role: 'talent',
        status: 404,
        ids: { id: (f) => f.subsidyDossierOf('freshTalent') },
      },
      {
        what: 'the linked employer the talent asked',
        role: 'company',
        status: 200,
        ids: { id: (f) => f.subsidyRequestTo('demo') },
      },
    ],
  },
  {
    method: 'PATCH',
    url: '/api/subsidies/applications/:id',
    why: 'the applicant records a step it may take (submitted); an admin corrects; institutes never',
    expect: [401, 200, 404, 403, 200, 200],
    request: () => ({ payload: { status: 'submitted' } }),
    cases: [
      {
        what: "another talent's dossier",
        role: 'talent',
        status: 404,
        ids: { id: (f) => f.subsidyDossierOf('freshTalent') },
        request: () => ({ payload: { status: 'withdrawn' } }),
      },
      {
        what: 'the employer that accepted the request (the applicant)',
        role: 'company',
        status: 200,
        ids: { id: (f) => f.subsidyRequestTo('demo', true) },
        request: () => ({ payload: { status: 'submitted', reference: 'SZW-1' } }),
      },
      {
        what: "another company's accepted request",
        role: 'company',
        status: 404,
        ids: { id: (f) => f.subsidyRequestTo('other', true) },
        request: () => ({ payload: { status: 'submitted' } }),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/subsidies/applications/:id/employer-request',
    why: "the demo talent accepted an employer's invitation earlier in the walk; another's dossier 404",
    expect: [401, 200, 403, 403, 403, 404],
  },
  {
    method: 'POST',
    url: '/api/company/subsidy-requests/:id',
    why: "only the talent's linked employer decides; anyone else with the permission 404",
    expect: [401, 403, 200, 403, 403, 404],
    cases: [
      {
        what: 'a request to another company',
        role: 'company',
        status: 404,
        ids: { id: (f) => f.subsidyRequestTo('other') },
      },
    ],
  },

  // notifications and the community (community.moderate: admins remove anything)
  {
    method: 'POST',
    url: '/api/notifications/:id/read',
    why: 'the owner only',
    cases: [
      {
        what: "another user's notification",
        role: 'talent',
        status: 404,
        ids: { id: (f) => f.notificationOf('company') },
      },
    ],
  },
  {
    method: 'DELETE',
    url: '/api/notifications/:id',
    why: 'the owner only',
    cases: [
      {
        what: "another user's notification",
        role: 'admin',
        status: 404,
        ids: { id: (f) => f.notificationOf('talent') },
      },
    ],
  },
  {
    method: 'DELETE',
    url: '/api/social/posts/:id',
    why: 'the author, or a moderator',
    cases: [
      {
        what: "another member's post",
        role: 'institute',
        status: 403,
        ids: { id: (f) => f.postBy('talent') },
      },
      {
        what: "a moderator on another member's post",
        role: 'admin',
        status: 204,
        ids: { id: (f) => f.postBy('talent') },
      },
    ],
  },
  {
    method: 'DELETE',
    url: '/api/social/comments/:id',
    why: 'the author, or a moderator',
    cases: [
      {
        what: "another member's comment",
        role: 'company',
        status: 403,
        ids: { id: async (f) => f.commentBy('talent', await f.postBy('talent')) },
      },
      {
        what: "a moderator on another member's comment",
        role: 'superadmin',
        status: 204,
        ids: { id: async (f) => f.commentBy('talent', await f.postBy('talent')) },
      },
    ],
  },

  // profile and account security (own account only)
  {
    method: 'POST',
    url: '/api/user/change-password',
    why: 'destructive: the right password, and the same one as the new, is refused after the password check',
    expect: SIGNED_IN(400),
    request: () => ({ payload: { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD } }),
  },
  {
    method: 'DELETE',
    url: '/api/user/sessions/:id',
    why: 'the owner only',
    cases: [
      {
        what: "another user's session",
        role: 'talent',
        status: 404,
        ids: { id: (f) => f.secondSessionOf('company') },
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/user/tokens',
    why: 'the account password; those with an authenticator app also need its code (400 without)',
    expect: [401, 201, 201, 400, 400, 400],
    request: (f) => ({
      payload: {
        name: `Matrix ${f.unique()}`,
        scopes: ['courses:read'],
        expiresInDays: 1,
        password: DEMO_PASSWORD,
      },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/user/tokens/:id',
    why: "an id nobody has: the owner check's 404 (profile/tokens.test.ts deletes real ones)",
    expect: SIGNED_IN(404),
    request: () => ({ url: '/api/user/tokens/000000000000000000000000' }),
  },
  {
    method: 'DELETE',
    url: '/api/user',
    why: 'destructive: a wrong password is refused at the password check',
    expect: SIGNED_IN(400),
    request: () => ({ payload: { password: 'Niet-het-wachtwoord-1', code: '123456' } }),
  },

  // administration (platform.administer; admins.manage for anything about admin rights)
  {
    method: 'PATCH',
    url: '/api/admin/user/type',
    why: 'the body names a user: a fresh one; admin rights need admins.manage',
    request: async (f) => ({ payload: { userId: (await f.freshUser('talent')).id, userType: 'company' } }),
    cases: [
      {
        what: 'an admin granting admin',
        role: 'admin',
        status: 403,
        request: async (f) => ({ payload: { userId: (await f.freshUser('talent')).id, userType: 'admin' } }),
      },
      {
        what: 'a superadmin granting admin',
        role: 'superadmin',
        status: 200,
        request: async (f) => ({ payload: { userId: (await f.freshUser('talent')).id, userType: 'admin' } }),
      },
      {
        what: 'an admin changing their own type',
        role: 'admin',
        status: 403,
        request: (f) => ({ payload: { userId: f.userId('admin'), userType: 'talent' } }),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/admin/institutes/:id/verify',
    why: 'only an institute is verified',
    cases: [
      {
        what: 'an account that is no institute',
        role: 'admin',
        status: 404,
        ids: { id: (f) => f.userId('talent') },
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/admin/institutes/:id/changes/accept',
    why: 'a fresh institute has no pending change',
    expect: [401, 403, 403, 403, 404, 404],
  },
  {
    method: 'POST',
    url: '/api/admin/institutes/:id/changes/reject',
    why: 'a fresh institute has no pending change',
    expect: [401, 403, 403, 403, 404, 404],
  },
  {
    method: 'POST',
    url: '/api/email/unsubscribe',
    why: 'a token that was never issued',
    expect: ALL(404),
  },

  // the institute's own Open Education API source (decision 326)
  {
    method: 'PUT',
    url: '/api/institute/ooapi-source',
    why: 'a loopback address: preview and import fail at once (502), never reaching out',
    request: () => ({ payload: { baseUrl: 'https://localhost/oeapi', organisationId: 'org' } }),
  },
  {
    method: 'POST',
    url: '/api/institute/ooapi-source/preview',
    why: 'the source is unreachable (409 before one is set)',
    expect: [401, 403, 403, [409, 502], 403, [409, 502]],
  },
  {
    method: 'POST',
    url: '/api/institute/ooapi-source/import',
    why: 'the source is unreachable (409 before one is set)',
    expect: [401, 403, 403, [409, 502], 403, [409, 502]],
  },
  {
    method: 'POST',
    url: '/api/admin/licence-requests/:id',
    why: 'no such request: an empty decision is refused first',
    expect: [401, 403, 403, 403, 400, 400],
    request: () => ({ url: '/api/admin/licence-requests/999999', payload: {} }),
  },

  // vacancies (own vacancies, applications and employees; no permission manages another company's)
  {
    method: 'GET',
    url: '/api/vacancies/:id',
    why: "a company sees another company's vacancy as a talent does",
    cases: [
      {
        what: "another company's vacancy",
        role: 'company',
        status: 200,
        ids: { id: (f) => f.vacancyOfOtherCompany() },
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/vacancies/:id/apply',
    why: 'one application per vacancy',
    cases: [
      {
        what: 'a second application to the same vacancy',
        role: 'talent',
        status: 409,
        ids: { id: (f) => f.vacancyAppliedBy('talent') },
      },
    ],
  },
  {
    method: 'PATCH',
    url: '/api/company/vacancies/:id',
    why: "the demo company's vacancy: the superadmin has none of its own (404 like any other owner)",
    expect: [401, 403, 200, 403, 403, 404],
    cases: [
      {
        what: "another company's vacancy",
        role: 'company',
        status: 404,
        ids: { id: (f) => f.vacancyOfOtherCompany() },
      },
    ],
  },
  {
    method: 'PATCH',
    url: '/api/company/applications/:id',
    why: "the demo company's application: the superadmin's is none",
    expect: [401, 403, 200, 403, 403, 404],
    cases: [
      {
        what: "an application to another company's vacancy",
        role: 'company',
        status: 404,
        ids: { id: (f) => f.applicationTo('other') },
      },
    ],
  },
  {
    method: 'DELETE',
    url: '/api/company/employees/:id',
    why: "the demo company's employee: the superadmin employs no one",
    expect: [401, 403, 200, 403, 403, 404],
  },
  {
    method: 'DELETE',
    url: '/api/user/employer',
    why: 'the demo talent has no employer: no seed link ends',
    expect: [401, 404, 403, 403, 403, 404],
  },
  {
    method: 'GET',
    url: '/api/company/employees/:id',
    why: "the demo company's employee: the superadmin employs no one",
    expect: [401, 403, 200, 403, 403, 404],
    cases: [
      {
        what: 'a talent who does not work there',
        role: 'company',
        status: 404,
        ids: { id: async (f) => (await f.freshUser('talent')).id },
      },
    ],
  },
  ...(['accept', 'decline'] as const).map(
    (action): MatrixException => ({
      method: 'POST',
      url: `/api/user/employer-invitations/:id/${action}`,
      why: "the demo talent's invitation: the superadmin (no talent) is never invited",
      expect: [401, 200, 403, 403, 403, 404],
      cases: [
        {
          what: "another talent's invitation",
          role: 'talent',
          status: 404,
          ids: { id: (f) => f.invitationOfOtherTalent() },
        },
      ],
    }),
  ),
];
