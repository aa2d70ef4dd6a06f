import { toOoapiId } from '../../domain/ooapi/index.ts';
import { ROLE_PERMISSIONS } from '../../domain/roles.ts';
import { SCAN_QUESTION_COUNT } from '../../domain/scan/index.ts';
import type { Access } from '../http/route.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { SME_EMPLOYEE_ANSWERS } from './subsidy-answers.ts';

/**
 * THE AUTHORIZATION MATRIX: the status each kind of caller gets from every API route.
 * src/server/security/route-walk.test.ts (src/server/test/walk/matrix.ts) walks the routes Fastify registered. Each role's expected
 * answer is derived from the route's declared `access` and the role's permissions
 * (src/domain/roles.ts): without access 401 (anonymous) or 403, with access the route's declared
 * success status — or, for a route with no row here, any answer past the access check (not 401, 403
 * or a 5xx: the walk has no valid ids or body for it). A row is written by hand only where the
 * derivation cannot say it:
 *   { method, url (as registered), request?, expect?, cases? }
 * `request` fills in path ids and a valid body (one session per role), so the roles with access get
 * the success status; `expect: [anonymous, talent, company, institute, admin, superadmin]` where the
 * answer is not the derived one (a rule beyond the role, a 404 for what the role cannot see, a 400
 * of the last check); `cases` where the route acts on something that belongs to someone: a caller's
 * status on another owner's item (or a rule beyond the role, such as an admin granting admin).
 * A number list means "any of these". Where a route's success would destroy the demo account the
 * walk uses (delete account, change password), the row sends the last check's failing input (wrong
 * or same password) and expects its 400: the caller passed every authorization check and got to
 * the password check.
 */
export const ROLES = ['anonymous', 'talent', 'company', 'institute', 'admin', 'superadmin'] as const;
export type MatrixRole = (typeof ROLES)[number];
type Status = number | number[] | typeof PAST_THE_GATE;

/** Any answer past the access check: not 401, 403 or a server error. */
export const PAST_THE_GATE = 'past the access check';

/**
 * Ids the requests can use, from the demo seed, and makers that create a fresh item through the API
 * (src/server/test/authz-fixtures.ts). `role` arguments: the demo account of that role (anonymous:
 * the talent's, so an anonymous request names a real item).
 */
export interface Fixtures {
  /** An active course of the demo institute (instituut@example.nl). */
  ownCourseId: number;
  /** An active course of another institute. */
  otherCourseId: number;
  /** A study group of the seed. */
  studyGroupId: number;
  /** A unique suffix for e-mails and titles. */
  unique(): string;
  /** The demo account's user id. */
  userId(role: MatrixRole): string;
  /** A newly registered account of that type. */
  freshUser(type: 'talent' | 'company' | 'institute'): Promise<{ id: string; email: string; cookie: string }>;
  notificationOf(role: MatrixRole): Promise<number>;
  postBy(role: MatrixRole): Promise<number>;
  commentBy(role: MatrixRole, postId: number): Promise<number>;
  /** The role's enrolment in the own course (enrols it; the role needs courses.enroll). */
  enrollmentOf(role: MatrixRole): Promise<number>;
  /** A new run (start date in two months) of the course, made by its institute (or an admin). */
  runOf(courseId: number): Promise<number>;
  /** A fresh talent's enrolment in another institute's course. */
  enrollmentInOtherCourse(): Promise<number>;
  /** The role's enrolment in a new course of the demo institute (not started, so cancellable). */
  freshEnrollmentOf(role: MatrixRole): Promise<number>;
  /** The id of a second session of the role's account (a fresh login). */
  secondSessionOf(role: MatrixRole): Promise<string>;
  vacancyOfDemoCompany(): Promise<number>;
  vacancyOfOtherCompany(): Promise<number>;
  /** A new vacancy of the demo company the role has already applied to. */
  vacancyAppliedBy(role: MatrixRole): Promise<number>;
  /** An application of a fresh talent to a new vacancy of the demo company or of another company. */
  applicationTo(company: 'demo' | 'other'): Promise<number>;
  /** A fresh talent who accepted the demo company's invitation: their user id. */
  employeeOfDemoCompany(): Promise<string>;
  /** An open invitation from a fresh company to the demo talent / to a fresh talent. */
  invitationOfDemoTalent(): Promise<number>;
  invitationOfOtherTalent(): Promise<number>;
  /** An open information request of a fresh talent for the course. */
  infoRequestFor(courseId: number): Promise<number>;
  /** A concept SLIM dossier of the demo talent, or of a fresh talent. */
  subsidyDossierOf(owner: 'demoTalent' | 'freshTalent'): Promise<number>;
  /**
   * A SLIM dossier whose fresh talent, an employee of the demo company or of another company, asked
   * that employer to apply; `accepted`: the employer accepted and is the applicant.
   */
  subsidyRequestTo(company: 'demo' | 'other', accepted?: boolean): Promise<number>;
  /** A course the demo talent has a `completed` or `passed` enrolment in (from the seed). */
  finishedCourseOfTalent(): Promise<number>;
  /** An active course of the demo institute the demo talent has not finished. */
  unfinishedCourseOfTalent(): Promise<number>;
  /** A new uploaded document of the demo talent. */
  documentOfTalent(): Promise<number>;
  /** The credential of a fresh learner's passed enrolment in the course. */
  credentialFor(courseId: number): Promise<string>;
}

type Request = { url?: string; payload?: unknown };

export interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** Each role's answer where it is not the one derived from the route's access. */
  expect?: [Status, Status, Status, Status, Status, Status];
  /** Path ids and a valid body; called once per role (and may create that role's own item). */
  request?: (f: Fixtures, role: MatrixRole) => Request | Promise<Request>;
  /** More callers on other items: another owner's item, or a rule beyond the role (`what` says which). */
  cases?: {
    what: string;
    role: MatrixRole;
    status: Status;
    request: (f: Fixtures) => Request | Promise<Request>;
  }[];
}

type Expect = NonNullable<MatrixRow['expect']>;

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

/** WebAuthn responses of the right shape whose challenge the server never issued. */
const FAKE_CLIENT_DATA = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: 'bm9vaXQ' })).toString(
  'base64url',
);
const FAKE_PASSKEY_REGISTRATION = {
  id: 'bm9vaXQ',
  rawId: 'bm9vaXQ',
  type: 'public-key',
  response: { clientDataJSON: FAKE_CLIENT_DATA, attestationObject: 'AA' },
  clientExtensionResults: {},
};
const FAKE_PASSKEY_ASSERTION = {
  id: 'bm9vaXQ',
  rawId: 'bm9vaXQ',
  type: 'public-key',
  response: { clientDataJSON: FAKE_CLIENT_DATA, authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};
const MOTIVATION = 'Ik solliciteer graag, want deze functie past bij mij.';
const SUBSIDY_ANSWERS = SME_EMPLOYEE_ANSWERS;
/** Only the talent and the superadmin hold courses.enroll, so only they have enrolments of their own. */
const enrolledRole = (role: MatrixRole): MatrixRole => (role === 'superadmin' ? role : 'talent');

const scanAnswers = () =>
  Object.fromEntries(Array.from({ length: SCAN_QUESTION_COUNT }, (_, i) => [String(i + 1), (i % 5) + 1]));

export const AUTHZ_MATRIX: MatrixRow[] = [
  // auth
  {
    method: 'POST',
    url: '/api/register',
    request: (f) => ({
      payload: {
        email: `m-${f.unique()}@test.nl`,
        password: 'Fietsbel-Oranje7',
        firstName: 'M',
        lastName: 'T',
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/login',
    request: () => ({ payload: { email: 'talent@example.nl', password: 'Welkom2026!' } }),
  },
  {
    method: 'POST',
    url: '/api/auth/password-reset',
    request: (f) => ({ payload: { email: `r-${f.unique()}@test.nl` } }),
  },
  {
    // Public; a token that was never issued gets the same 400 for everyone.
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    expect: [400, 400, 400, 400, 400, 400],
    request: () => ({ payload: { token: 'nooit-uitgegeven', password: 'Fietsbel-Oranje7' } }),
  },
  {
    // Public; without the first step's cookie there is no pending second step for anyone.
    method: 'POST',
    url: '/api/login/mfa',
    expect: [401, 401, 401, 401, 401, 401],
    request: () => ({ payload: { code: '123456' } }),
  },
  // sign-in with OpenID Connect (decision 312): public; the matrix's app has no provider configured,
  // so a provider id is unknown (404) and no sign-up is pending (401) for anyone.
  {
    method: 'GET',
    url: '/api/auth/oidc/:provider/start',
    expect: [404, 404, 404, 404, 404, 404],
    request: () => ({ url: '/api/auth/oidc/uni/start' }),
  },
  {
    method: 'GET',
    url: '/api/auth/oidc/:provider/callback',
    expect: [404, 404, 404, 404, 404, 404],
    request: () => ({ url: '/api/auth/oidc/uni/callback?code=x&state=y' }),
  },
  { method: 'GET', url: '/api/auth/oidc/signup', expect: [401, 401, 401, 401, 401, 401] },
  {
    method: 'POST',
    url: '/api/auth/oidc/signup',
    expect: [401, 401, 401, 401, 401, 401],
    request: () => ({ payload: { userType: 'talent' } }),
  },
  // second factor (decision 310): the seeded institute and admins have one, talent and company not
  { method: 'POST', url: '/api/user/mfa/totp', expect: [401, 200, 200, 409, 409, 409] },
  {
    method: 'POST',
    url: '/api/user/mfa/totp/confirm',
    // A code of the wrong length never matches; an account with a confirmed app is refused first.
    expect: [401, 400, 400, 409, 409, 409],
    request: () => ({ payload: { code: '1234567' } }),
  },
  {
    method: 'DELETE',
    url: '/api/user/mfa/totp',
    // Required for institutes and admins (403); talent and company have none to remove (404).
    expect: [401, 404, 404, 403, 403, 403],
    request: () => ({ payload: { password: 'Niet-het-wachtwoord-1', code: '123456' } }),
  },
  // passkeys (decision 311): no one has one; a made-up response or id is refused the same for all
  {
    method: 'POST',
    url: '/api/user/passkeys',
    expect: [401, 400, 400, 400, 400, 400],
    request: () => ({ payload: { name: 'Laptop', response: FAKE_PASSKEY_REGISTRATION } }),
  },
  {
    method: 'DELETE',
    url: '/api/user/passkeys/:id',
    expect: [401, 404, 404, 404, 404, 404],
    request: () => ({ url: '/api/user/passkeys/bm9vaXQ' }),
  },
  {
    method: 'POST',
    url: '/api/login/passkey',
    expect: [401, 401, 401, 401, 401, 401],
    request: () => ({ payload: { response: FAKE_PASSKEY_ASSERTION } }),
  },
  {
    method: 'DELETE',
    url: '/api/admin/users/:id/mfa',
    request: async (f) => ({
      url: `/api/admin/users/${(await f.freshUser('talent')).id}/mfa`,
      payload: { reason: 'Telefoon kwijt' },
    }),
    cases: [
      {
        what: "an admin resetting a superadmin's factor",
        role: 'admin',
        status: 403,
        request: (f) => ({
          url: `/api/admin/users/${f.userId('superadmin')}/mfa`,
          payload: { reason: 'Test' },
        }),
      },
    ],
  },

  // courses
  {
    method: 'GET',
    url: '/api/courses/:id',
    request: (f) => ({ url: `/api/courses/${f.ownCourseId}` }),
  },
  {
    method: 'POST',
    url: '/api/courses',
    request: (f) => ({
      payload: {
        title: `Matrixcursus ${f.unique()}`,
        description: 'Voor de autorisatiematrix.',
        category: 'Technology',
        level: 'Beginner',
        duration: 3,
        price: 0,
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/courses/:id/enroll',
    request: (f) => ({ url: `/api/courses/${f.ownCourseId}/enroll` }),
  },
  {
    method: 'POST',
    url: '/api/courses/:id/info-request',
    request: (f) => ({
      url: `/api/courses/${f.ownCourseId}/info-request`,
      payload: { message: 'Graag info' },
    }),
  },
  {
    method: 'GET',
    url: '/api/courses/:id/info-request',
    request: (f) => ({ url: `/api/courses/${f.ownCourseId}/info-request` }),
  },
  {
    method: 'PATCH',
    url: '/api/enrollments/:id/progress',
    request: async (f, role) => ({
      url: `/api/enrollments/${await f.enrollmentOf(enrolledRole(role))}/progress`,
      payload: { progress: 40 },
    }),
    cases: [
      {
        what: "another learner's enrolment",
        role: 'talent',
        status: 404,
        request: async (f) => ({
          url: `/api/enrollments/${await f.enrollmentOf('superadmin')}/progress`,
          payload: { progress: 40 },
        }),
      },
    ],
  },
  {
    method: 'DELETE',
    url: '/api/enrollments/:id',
    // Only the learner's own enrolment: for anyone else it does not exist.
    expect: [401, 204, 404, 404, 404, 204],
    request: async (f, role) => ({
      url: `/api/enrollments/${await f.freshEnrollmentOf(enrolledRole(role))}`,
    }),
  },
  {
    method: 'GET',
    url: '/api/enrollments/:id/history',
    // The learner, the course's institute and admins; others: 404.
    expect: [401, 200, 404, 200, 200, 200],
    request: async (f) => ({ url: `/api/enrollments/${await f.enrollmentOf('talent')}/history` }),
  },
  {
    method: 'PATCH',
    url: '/api/courses/:id',
    request: (f) => ({ url: `/api/courses/${f.ownCourseId}`, payload: { status: 'active' } }),
    cases: [
      {
        what: "another institute's course",
        role: 'institute',
        status: 403,
        request: (f) => ({ url: `/api/courses/${f.otherCourseId}`, payload: { status: 'draft' } }),
      },
      {
        what: "an admin on another institute's course (audited)",
        role: 'admin',
        status: 200,
        request: (f) => ({ url: `/api/courses/${f.otherCourseId}`, payload: { status: 'active' } }),
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/courses/:id/runs',
    request: (f) => ({ url: `/api/courses/${f.ownCourseId}/runs` }),
    cases: [
      {
        what: "another institute's course",
        role: 'institute',
        status: 403,
        request: (f) => ({ url: `/api/courses/${f.otherCourseId}/runs` }),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/courses/:id/runs',
    request: (f) => ({
      url: `/api/courses/${f.ownCourseId}/runs`,
      payload: { startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) },
    }),
    cases: [
      {
        what: "another institute's course",
        role: 'institute',
        status: 403,
        request: (f) => ({
          url: `/api/courses/${f.otherCourseId}/runs`,
          payload: { startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) },
        }),
      },
    ],
  },
  {
    method: 'PATCH',
    url: '/api/courses/:id/runs/:runId',
    request: async (f) => ({
      url: `/api/courses/${f.ownCourseId}/runs/${await f.runOf(f.ownCourseId)}`,
      payload: { location: 'Delft' },
    }),
    cases: [
      {
        what: "a run of another institute's course",
        role: 'institute',
        status: 403,
        request: async (f) => ({
          url: `/api/courses/${f.otherCourseId}/runs/${await f.runOf(f.otherCourseId)}`,
          payload: { location: 'Delft' },
        }),
      },
    ],
  },
  {
    method: 'DELETE',
    url: '/api/courses/:id/runs/:runId',
    request: async (f) => ({ url: `/api/courses/${f.ownCourseId}/runs/${await f.runOf(f.ownCourseId)}` }),
  },

  // institute
  // Holders of courses.manageAll (admin, superadmin) list every course (profile tab Opleidingen).
  {
    method: 'GET',
    url: '/api/institute/enrollments',
    request: (f) => ({ url: `/api/institute/enrollments?courseId=${f.ownCourseId}` }),
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
    // The course's institute, or an admin (audited); a second confirmation changes nothing (200).
    request: async (f) => ({
      url: `/api/institute/enrollments/${await f.freshEnrollmentOf('talent')}/complete`,
      payload: { passed: true },
    }),
    cases: [
      {
        what: "an enrolment in another institute's course",
        role: 'institute',
        status: 403,
        request: async (f) => ({
          url: `/api/institute/enrollments/${await f.enrollmentInOtherCourse()}/complete`,
          payload: { passed: false },
        }),
      },
    ],
  },
  {
    // A bad KvK number: the institute passed every access check and got to validation; no demo
    // record changes (institute-settings.test.ts saves real settings on its own institute).
    method: 'PATCH',
    url: '/api/institute/settings',
    expect: [401, 403, 403, 400, 403, 400],
    request: () => ({ payload: { name: 'TechAcademie Nederland', kvkNumber: '123' } }),
  },
  {
    method: 'PATCH',
    url: '/api/institute/courses/:id',
    // An institute its own courses; an admin (courses.manageAll) every course, audited.
    request: (f) => ({ url: `/api/institute/courses/${f.ownCourseId}`, payload: { isActive: true } }),
    cases: [
      {
        what: "another institute's course",
        role: 'institute',
        status: 404,
        request: (f) => ({ url: `/api/institute/courses/${f.otherCourseId}`, payload: { isActive: false } }),
      },
      {
        what: "an admin on another institute's course",
        role: 'admin',
        status: 200,
        request: (f) => ({ url: `/api/institute/courses/${f.otherCourseId}`, payload: { isActive: true } }),
      },
    ],
  },
  {
    method: 'PATCH',
    url: '/api/institute/info-requests/:id',
    request: async (f) => ({
      url: `/api/institute/info-requests/${await f.infoRequestFor(f.ownCourseId)}`,
      payload: { handled: true },
    }),
    cases: [
      {
        what: "a request for another institute's course",
        role: 'institute',
        status: 404,
        request: async (f) => ({
          url: `/api/institute/info-requests/${await f.infoRequestFor(f.otherCourseId)}`,
          payload: { handled: true },
        }),
      },
      {
        what: "an admin on another institute's request",
        role: 'admin',
        status: 200,
        request: async (f) => ({
          url: `/api/institute/info-requests/${await f.infoRequestFor(f.otherCourseId)}`,
          payload: { handled: true },
        }),
      },
    ],
  },

  // scan
  {
    method: 'POST',
    url: '/api/enhanced-assessment/submit',
    request: () => ({ payload: { answers: scanAnswers() } }),
  },
  {
    method: 'PUT',
    url: '/api/user/scan-draft/:question',
    request: () => ({ url: '/api/user/scan-draft/3', payload: { value: 4 } }),
  },

  // talent dashboard

  // reviews
  {
    method: 'POST',
    url: '/api/courses/:id/reviews',
    // Only learners hold courses.enroll; a fresh demo-role enrolment is not finished, so 403 too.
    expect: [401, 403, 403, 403, 403, 403],
    request: async (f) => ({
      url: `/api/courses/${await f.unfinishedCourseOfTalent()}/reviews`,
      payload: { rating: 4 },
    }),
    cases: [
      {
        what: 'a learner with a passed enrolment',
        role: 'talent',
        status: [200, 201],
        request: async (f) => ({
          url: `/api/courses/${await f.finishedCourseOfTalent()}/reviews`,
          payload: { rating: 5 },
        }),
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/courses/:id/reviews',
    request: (f) => ({ url: `/api/courses/${f.ownCourseId}/reviews` }),
  },

  // documents
  {
    method: 'POST',
    url: '/api/user/documents',
    // The matrix sends JSON: a learner passes every check up to the multipart body (400).
    expect: [401, 400, 403, 403, 403, 400],
    request: () => ({ payload: { kind: 'cv', title: 'Matrix' } }),
  },
  {
    method: 'GET',
    url: '/api/user/documents/:id',
    expect: [401, 200, 404, 404, 404, 404],
    request: async (f) => ({ url: `/api/user/documents/${await f.documentOfTalent()}` }),
  },
  {
    method: 'DELETE',
    url: '/api/user/documents/:id',
    expect: [401, 204, 404, 404, 404, 404],
    request: async (f) => ({ url: `/api/user/documents/${await f.documentOfTalent()}` }),
  },

  // credentials
  {
    // A learner's own import: an empty body is refused (422) after the access check, nothing stored.
    method: 'POST',
    url: '/api/user/credentials/import',
    expect: [401, 422, 403, 403, 403, 422],
    request: () => ({ payload: {} }),
  },
  {
    method: 'GET',
    url: '/api/credentials/:id',
    request: async (f) => ({ url: `/api/credentials/${await f.credentialFor(f.ownCourseId)}` }),
  },
  {
    method: 'GET',
    url: '/api/credentials/:id/pdf',
    request: async (f) => ({ url: `/api/credentials/${await f.credentialFor(f.ownCourseId)}/pdf` }),
  },
  {
    method: 'GET',
    url: '/api/credentials/:id/image',
    request: async (f) => ({ url: `/api/credentials/${await f.credentialFor(f.ownCourseId)}/image` }),
  },
  // An empty object is no Open Badges credential: a 422 naming the type check, for everyone.
  {
    method: 'POST',
    url: '/api/credentials/verify',
    expect: [422, 422, 422, 422, 422, 422],
    request: () => ({ payload: {} }),
  },
  {
    method: 'GET',
    url: '/api/credential-status/:instituteId',
    request: async (f) => {
      await f.credentialFor(f.ownCourseId);
      return { url: `/api/credential-status/${f.userId('institute')}` };
    },
  },
  {
    method: 'POST',
    url: '/api/credentials/:id/revoke',
    request: async (f) => ({
      url: `/api/credentials/${await f.credentialFor(f.ownCourseId)}/revoke`,
      payload: {},
    }),
    cases: [
      {
        what: 'a credential another institute issued',
        role: 'institute',
        status: 403,
        request: async (f) => ({
          url: `/api/credentials/${await f.credentialFor(f.otherCourseId)}/revoke`,
          payload: {},
        }),
      },
    ],
  },

  // skill evidence (decision 190)
  {
    method: 'POST',
    url: '/api/user/skills',
    request: async (f) => ({ payload: { name: `Matrixvaardigheid ${f.unique()}` } }),
  },
  {
    // No such typed skill: every signed-in caller passes authorization and gets the ownership 404
    // (the API test deletes a real one and checks another user's gives 404 too).
    method: 'DELETE',
    url: '/api/user/skills/:id',
    expect: [401, 404, 404, 404, 404, 404],
    request: async () => ({ url: '/api/user/skills/999999999' }),
  },

  // docs

  // the Open Education API 6.0 (public, read-only, outside /api)
  {
    method: 'GET',
    url: '/ooapi/organisations/:organisationId',
    request: (f) => ({ url: `/ooapi/organisations/${f.userId('institute')}` }),
  },
  {
    method: 'GET',
    url: '/ooapi/courses/:courseId',
    request: (f) => ({ url: `/ooapi/courses/${toOoapiId('course', f.ownCourseId)}` }),
  },
  {
    method: 'GET',
    url: '/ooapi/courses/:courseId/course-offerings',
    request: (f) => ({ url: `/ooapi/courses/${toOoapiId('course', f.ownCourseId)}/course-offerings` }),
  },
  {
    method: 'GET',
    url: '/ooapi/course-offerings/:courseOfferingId',
    request: async (f) => ({
      url: `/ooapi/course-offerings/${toOoapiId('offering', await f.runOf(f.ownCourseId))}`,
    }),
  },

  // subsidies
  {
    method: 'POST',
    url: '/api/subsidies/submit',
    request: () => ({ payload: { responses: SUBSIDY_ANSWERS, sessionId: 'matrix' } }),
  },

  // the Coach
  {
    method: 'POST',
    url: '/api/coach/ask',
    request: () => ({ payload: { question: 'Bestaat het STAP-budget nog?' } }),
  },

  // subsidy dossiers
  {
    method: 'POST',
    url: '/api/subsidies/applications',
    // Who may apply follows the last check: POST /api/subsidies/submit above leaves each role an SME
    // employee in metalworking (SUBSIDY_ANSWERS), whom OOM's rules accept.
    request: () => ({ payload: { schemeId: 'oom' } }),
  },
  {
    method: 'GET',
    url: '/api/subsidies/applications/:id',
    // The talent's own; a company or institute sees none of another's (404); an admin any.
    expect: [401, 200, 404, 404, 200, 200],
    request: async (f, role) => ({
      url: `/api/subsidies/applications/${await f.subsidyDossierOf(role === 'talent' || role === 'anonymous' ? 'demoTalent' : 'freshTalent')}`,
    }),
    cases: [
      {
        what: "another talent's dossier",
        role: 'talent',
        status: 404,
        request: async (f) => ({
          url: `/api/subsidies/applications/${await f.subsidyDossierOf('freshTalent')}`,
        }),
      },
      {
        what: 'the linked employer the talent asked',
        role: 'company',
        status: 200,
        request: async (f) => ({ url: `/api/subsidies/applications/${await f.subsidyRequestTo('demo')}` }),
      },
    ],
  },
  {
    method: 'PATCH',
    url: '/api/subsidies/applications/:id',
    // The applicant records a step; an admin corrects (audited); institutes never change statuses.
    expect: [401, 200, 404, 403, 200, 200],
    request: async (f, role) => ({
      url: `/api/subsidies/applications/${await f.subsidyDossierOf(role === 'talent' || role === 'anonymous' ? 'demoTalent' : 'freshTalent')}`,
      payload: { status: 'submitted' },
    }),
    cases: [
      {
        what: "another talent's dossier",
        role: 'talent',
        status: 404,
        request: async (f) => ({
          url: `/api/subsidies/applications/${await f.subsidyDossierOf('freshTalent')}`,
          payload: { status: 'withdrawn' },
        }),
      },
      {
        what: 'the employer that accepted the request (the applicant)',
        role: 'company',
        status: 200,
        request: async (f) => ({
          url: `/api/subsidies/applications/${await f.subsidyRequestTo('demo', true)}`,
          payload: { status: 'submitted', reference: 'SZW-1' },
        }),
      },
      {
        what: "another company's accepted request",
        role: 'company',
        status: 404,
        request: async (f) => ({
          url: `/api/subsidies/applications/${await f.subsidyRequestTo('other', true)}`,
          payload: { status: 'submitted' },
        }),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/subsidies/applications/:id/employer-request',
    // The demo talent has no linked employer: past every authorization check, the 409 tells her how
    // to ask outside the platform. Another's dossier: 404.
    expect: [401, 409, 403, 403, 403, 404],
    request: async (f, role) => ({
      url: `/api/subsidies/applications/${await f.subsidyDossierOf(role === 'talent' || role === 'anonymous' ? 'demoTalent' : 'freshTalent')}/employer-request`,
      payload: {},
    }),
  },
  {
    method: 'POST',
    url: '/api/company/subsidy-requests/:id',
    // Only the talent's linked employer decides; anyone else with the permission: 404.
    expect: [401, 403, 200, 403, 403, 404],
    request: async (f) => ({
      url: `/api/company/subsidy-requests/${await f.subsidyRequestTo('demo')}`,
      payload: { accept: false, reason: 'Geen budget dit jaar' },
    }),
    cases: [
      {
        what: 'a request to another company',
        role: 'company',
        status: 404,
        request: async (f) => ({
          url: `/api/company/subsidy-requests/${await f.subsidyRequestTo('other')}`,
          payload: { accept: true },
        }),
      },
    ],
  },

  // notifications and settings
  {
    method: 'POST',
    url: '/api/notifications/:id/read',
    request: async (f, role) => ({ url: `/api/notifications/${await f.notificationOf(role)}/read` }),
    cases: [
      {
        what: "another user's notification",
        role: 'talent',
        status: 404,
        request: async (f) => ({ url: `/api/notifications/${await f.notificationOf('company')}/read` }),
      },
    ],
  },
  {
    method: 'DELETE',
    url: '/api/notifications/:id',
    request: async (f, role) => ({ url: `/api/notifications/${await f.notificationOf(role)}` }),
    cases: [
      {
        what: "another user's notification",
        role: 'admin',
        status: 404,
        request: async (f) => ({ url: `/api/notifications/${await f.notificationOf('talent')}` }),
      },
    ],
  },
  {
    method: 'PATCH',
    url: '/api/user/settings',
    request: () => ({ payload: { notificationTypes: { system: true } } }),
  },

  // community (community.moderate: admins remove anything)
  {
    method: 'POST',
    url: '/api/social/posts',
    request: (f) => ({ payload: { type: 'question', content: `Matrixvraag ${f.unique()}` } }),
  },
  {
    method: 'DELETE',
    url: '/api/social/posts/:id',
    request: async (f, role) => ({ url: `/api/social/posts/${await f.postBy(role)}` }),
    cases: [
      {
        what: "another member's post",
        role: 'institute',
        status: 403,
        request: async (f) => ({ url: `/api/social/posts/${await f.postBy('talent')}` }),
      },
      {
        what: "a moderator on another member's post",
        role: 'admin',
        status: 204,
        request: async (f) => ({ url: `/api/social/posts/${await f.postBy('talent')}` }),
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/social/posts/:id/comments',
    request: async (f) => ({ url: `/api/social/posts/${await f.postBy('talent')}/comments` }),
  },
  {
    method: 'POST',
    url: '/api/social/posts/:id/comments',
    request: async (f) => ({
      url: `/api/social/posts/${await f.postBy('talent')}/comments`,
      payload: { content: 'Goede vraag!' },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/social/comments/:id',
    request: async (f, role) => ({
      url: `/api/social/comments/${await f.commentBy(role, await f.postBy('talent'))}`,
    }),
    cases: [
      {
        what: "another member's comment",
        role: 'company',
        status: 403,
        request: async (f) => ({
          url: `/api/social/comments/${await f.commentBy('talent', await f.postBy('talent'))}`,
        }),
      },
      {
        what: "a moderator on another member's comment",
        role: 'superadmin',
        status: 204,
        request: async (f) => ({
          url: `/api/social/comments/${await f.commentBy('talent', await f.postBy('talent'))}`,
        }),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/social/posts/:id/like',
    request: async (f) => ({ url: `/api/social/posts/${await f.postBy('talent')}/like` }),
  },
  {
    method: 'DELETE',
    url: '/api/social/posts/:id/like',
    request: async (f) => ({ url: `/api/social/posts/${await f.postBy('talent')}/like` }),
  },
  {
    method: 'POST',
    url: '/api/social/study-groups/:id/join',
    request: (f) => ({ url: `/api/social/study-groups/${f.studyGroupId}/join` }),
  },
  {
    method: 'DELETE',
    url: '/api/social/study-groups/:id/join',
    request: (f) => ({ url: `/api/social/study-groups/${f.studyGroupId}/join` }),
  },

  // profile and account security (own account only: there is no "other" to name)
  {
    method: 'PATCH',
    url: '/api/user/profile',
    request: () => ({ payload: { city: 'Utrecht' } }),
  },
  {
    method: 'POST',
    url: '/api/user/change-password',
    // The right current password, and the same one as the new: refused after the password check.
    expect: [401, 400, 400, 400, 400, 400],
    request: () => ({ payload: { currentPassword: 'Welkom2026!', newPassword: 'Welkom2026!' } }),
  },
  {
    method: 'DELETE',
    url: '/api/user/sessions/:id',
    request: async (f, role) => ({ url: `/api/user/sessions/${await f.secondSessionOf(role)}` }),
    cases: [
      {
        what: "another user's session",
        role: 'talent',
        status: 404,
        request: async (f) => ({ url: `/api/user/sessions/${await f.secondSessionOf('company')}` }),
      },
    ],
  },
  // Personal access tokens: the own ones only (another user's token is a 404, profile/tokens.test.ts).
  {
    method: 'POST',
    url: '/api/user/tokens',
    // The password of the demo accounts; those with an authenticator app also need its code (400 without).
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
    // An id nobody has: every signed-in caller passes the access check and gets the owner check's 404.
    expect: [401, 404, 404, 404, 404, 404],
    request: () => ({ url: '/api/user/tokens/000000000000000000000000' }),
  },
  {
    method: 'DELETE',
    url: '/api/user',
    // A wrong password: refused at the password check (deleting a demo account would end the walk).
    expect: [401, 400, 400, 400, 400, 400],
    request: () => ({ payload: { password: 'Niet-het-wachtwoord-1', code: '123456' } }),
  },

  // administration (platform.administer; admins.manage for anything about admin rights)
  {
    method: 'PATCH',
    url: '/api/admin/user/type',
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
    request: async (f) => ({ url: `/api/admin/institutes/${(await f.freshUser('institute')).id}/verify` }),
    cases: [
      {
        what: 'an account that is no institute',
        role: 'admin',
        status: 404,
        request: (f) => ({ url: `/api/admin/institutes/${f.userId('talent')}/verify` }),
      },
    ],
  },
  {
    method: 'DELETE',
    url: '/api/admin/institutes/:id/verify',
    request: async (f) => ({ url: `/api/admin/institutes/${(await f.freshUser('institute')).id}/verify` }),
  },
  {
    // Allowed roles get past the access check; a fresh institute has no pending change: 404.
    method: 'POST',
    url: '/api/admin/institutes/:id/changes/accept',
    expect: [401, 403, 403, 403, 404, 404],
    request: async (f) => ({
      url: `/api/admin/institutes/${(await f.freshUser('institute')).id}/changes/accept`,
    }),
  },
  {
    method: 'POST',
    url: '/api/admin/institutes/:id/changes/reject',
    expect: [401, 403, 403, 403, 404, 404],
    request: async (f) => ({
      url: `/api/admin/institutes/${(await f.freshUser('institute')).id}/changes/reject`,
    }),
  },

  // e-mail preferences and the unsubscribe link
  {
    // A bad body: every signed-in role passes the access check and gets to validation.
    method: 'PUT',
    url: '/api/user/email-preferences',
    expect: [401, 400, 400, 400, 400, 400],
    request: () => ({ payload: { achievement: 'ja' } }),
  },
  {
    method: 'POST',
    url: '/api/email/unsubscribe',
    expect: [404, 404, 404, 404, 404, 404],
    request: () => ({ payload: { token: 'geen-geldige-token' } }),
  },

  // licences (decision 243)
  // the institute's own Open Education API source (decision 326); `localhost` is refused at connect
  // time (a loopback address), so preview and import answer 502 at once (409 before a source is set).
  {
    method: 'PUT',
    url: '/api/institute/ooapi-source',
    request: () => ({ payload: { baseUrl: 'https://localhost/oeapi', organisationId: 'org' } }),
  },
  {
    method: 'POST',
    url: '/api/institute/ooapi-source/preview',
    expect: [401, 403, 403, [409, 502], 403, [409, 502]],
  },
  {
    method: 'POST',
    url: '/api/institute/ooapi-source/import',
    expect: [401, 403, 403, [409, 502], 403, [409, 502]],
  },
  {
    // An unknown tier: the institute passed the access check and got to validation; no request is
    // made for a demo institute (licences.test.ts makes real requests for its own institutes).
    method: 'POST',
    url: '/api/institute/licence/requests',
    expect: [401, 403, 403, 400, 403, 400],
    request: () => ({ payload: { tier: 'gratis' } }),
  },
  {
    method: 'POST',
    url: '/api/admin/licence-requests/:id',
    expect: [401, 403, 403, 403, 400, 400],
    request: () => ({ url: '/api/admin/licence-requests/999999', payload: {} }),
  },

  {
    method: 'POST',
    url: '/api/admin/trusted-issuers',
    request: () => ({
      payload: { did: `did:web:issuer-${Math.random().toString(36).slice(2)}.example.org`, name: 'Uitgever' },
    }),
  },

  // vacancies as talent sees them
  {
    method: 'GET',
    url: '/api/vacancies/:id',
    request: async (f) => ({ url: `/api/vacancies/${await f.vacancyOfDemoCompany()}` }),
    cases: [
      {
        what: "another company's vacancy",
        role: 'company',
        status: 200,
        request: async (f) => ({ url: `/api/vacancies/${await f.vacancyOfOtherCompany()}` }),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/vacancies/:id/apply',
    request: async (f) => ({
      url: `/api/vacancies/${await f.vacancyOfDemoCompany()}/apply`,
      payload: { motivation: MOTIVATION },
    }),
    cases: [
      {
        what: 'a second application to the same vacancy',
        role: 'talent',
        status: 409,
        request: async (f) => ({
          url: `/api/vacancies/${await f.vacancyAppliedBy('talent')}/apply`,
          payload: { motivation: MOTIVATION },
        }),
      },
    ],
  },

  // company (own vacancies, applications and employees; no permission manages another company's)
  {
    method: 'POST',
    url: '/api/company/vacancies',
    request: (f) => ({
      payload: {
        title: `Matrixvacature ${f.unique()}`,
        description: 'Voor de autorisatiematrix.',
        location: 'Utrecht',
        hours: 32,
        skills: ['Planning'],
        hollandCode: 'CES',
      },
    }),
  },
  {
    method: 'PATCH',
    url: '/api/company/vacancies/:id',
    // The demo company's vacancy: the superadmin has none of its own, so 404 like any other owner.
    expect: [401, 403, 200, 403, 403, 404],
    request: async (f) => ({
      url: `/api/company/vacancies/${await f.vacancyOfDemoCompany()}`,
      payload: { hours: 36 },
    }),
    cases: [
      {
        what: "another company's vacancy",
        role: 'company',
        status: 404,
        request: async (f) => ({
          url: `/api/company/vacancies/${await f.vacancyOfOtherCompany()}`,
          payload: { hours: 36 },
        }),
      },
    ],
  },
  {
    method: 'PATCH',
    url: '/api/company/applications/:id',
    expect: [401, 403, 200, 403, 403, 404],
    request: async (f) => ({
      url: `/api/company/applications/${await f.applicationTo('demo')}`,
      payload: { status: 'under_review' },
    }),
    cases: [
      {
        what: "an application to another company's vacancy",
        role: 'company',
        status: 404,
        request: async (f) => ({
          url: `/api/company/applications/${await f.applicationTo('other')}`,
          payload: { status: 'under_review' },
        }),
      },
    ],
  },
  {
    // A fresh talent is nobody's employee: the company passes the access check and gets 404
    // (employee-links.test.ts ends real links of its own making).
    method: 'DELETE',
    url: '/api/company/employees/:id',
    expect: [401, 403, 404, 403, 403, 404],
    request: async (f) => ({ url: `/api/company/employees/${(await f.freshUser('talent')).id}` }),
  },
  {
    // The demo talent has no employer: 404 for those who may leave one, no seed link ends.
    method: 'DELETE',
    url: '/api/user/employer',
    expect: [401, 404, 403, 403, 403, 404],
  },
  {
    method: 'GET',
    url: '/api/company/employees/:id',
    expect: [401, 403, 200, 403, 403, 404],
    request: async (f) => ({ url: `/api/company/employees/${await f.employeeOfDemoCompany()}` }),
    cases: [
      {
        what: 'a talent who does not work there',
        role: 'company',
        status: 404,
        request: async (f) => ({ url: `/api/company/employees/${(await f.freshUser('talent')).id}` }),
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/company/employees/invite',
    request: async (f) => ({ payload: { email: (await f.freshUser('talent')).email } }),
  },
  ...(['accept', 'decline'] as const).map(
    (action): MatrixRow => ({
      method: 'POST',
      url: `/api/user/employer-invitations/:id/${action}`,
      // The demo talent's invitation; the superadmin (never invited: no talent) answers 404.
      expect: [401, 200, 403, 403, 403, 404],
      request: async (f) => ({
        url: `/api/user/employer-invitations/${await f.invitationOfDemoTalent()}/${action}`,
      }),
      cases: [
        {
          what: "another talent's invitation",
          role: 'talent',
          status: 404,
          request: async (f) => ({
            url: `/api/user/employer-invitations/${await f.invitationOfOtherTalent()}/${action}`,
          }),
        },
      ],
    }),
  ),
];
