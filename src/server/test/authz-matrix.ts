import { SCAN_QUESTION_COUNT } from '../../domain/scan/index.ts';

/**
 * THE AUTHORIZATION MATRIX (issue 13): every API route with the status each kind of caller gets.
 * src/server/security/authz-matrix.test.ts walks the routes Fastify registered and fails when one is
 * missing here, or when a row names a route that no longer exists. Adding a route = adding a row:
 *   { method, url (as registered), expect: [anonymous, talent, company, institute, admin, superadmin] }
 * plus `request` to fill in path ids and a valid body (each role's request gets a fresh session), and
 * `otherOwner` where the route acts on something that belongs to someone: that caller's status on
 * another owner's item. A number list means "any of these" (e.g. enrol: created or already).
 */
export const ROLES = ['anonymous', 'talent', 'company', 'institute', 'admin', 'superadmin'] as const;
export type MatrixRole = (typeof ROLES)[number];
type Status = number | number[];

/** Ids the requests can use; made by the test from the demo seed. */
export interface Fixtures {
  /** An active course of the demo institute (instituut@example.nl). */
  ownCourseId: number;
  /** An active course of another institute. */
  otherCourseId: number;
  /** A unique suffix for e-mails and titles. */
  unique(): string;
}

export interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  expect: [Status, Status, Status, Status, Status, Status];
  request?: (f: Fixtures) => { url?: string; payload?: unknown };
  otherOwner?: {
    role: MatrixRole;
    status: Status;
    request: (f: Fixtures) => { url?: string; payload?: unknown };
  };
}

const ALL_SIGNED_IN: MatrixRow['expect'] = [401, 200, 200, 200, 200, 200];
const EVERYONE: MatrixRow['expect'] = [200, 200, 200, 200, 200, 200];
const INSTITUTE_ONLY: MatrixRow['expect'] = [401, 403, 403, 200, 403, 200];

const scanAnswers = () =>
  Object.fromEntries(Array.from({ length: SCAN_QUESTION_COUNT }, (_, i) => [String(i + 1), (i % 5) + 1]));

export const AUTHZ_MATRIX: MatrixRow[] = [
  // auth
  { method: 'GET', url: '/api/user', expect: ALL_SIGNED_IN },
  {
    method: 'POST',
    url: '/api/register',
    expect: [201, 201, 201, 201, 201, 201],
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
    expect: EVERYONE,
    request: () => ({ payload: { email: 'talent@example.nl', password: 'Welkom2026!' } }),
  },
  { method: 'POST', url: '/api/logout', expect: EVERYONE },

  // courses
  { method: 'GET', url: '/api/courses', expect: EVERYONE },
  { method: 'GET', url: '/api/courses/institute', expect: INSTITUTE_ONLY },
  {
    method: 'GET',
    url: '/api/courses/:id',
    expect: EVERYONE,
    request: (f) => ({ url: `/api/courses/${f.ownCourseId}` }),
  },
  {
    method: 'POST',
    url: '/api/courses',
    expect: [401, 403, 403, 201, 403, 201],
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
    expect: [401, [200, 201], 403, 403, 403, [200, 201]],
    request: (f) => ({ url: `/api/courses/${f.ownCourseId}/enroll` }),
  },
  {
    method: 'POST',
    url: '/api/courses/:id/info-request',
    expect: [401, 201, 201, 201, 201, 201],
    request: (f) => ({
      url: `/api/courses/${f.ownCourseId}/info-request`,
      payload: { message: 'Graag info' },
    }),
  },
  { method: 'GET', url: '/api/user/enrollments', expect: ALL_SIGNED_IN },
  { method: 'GET', url: '/api/enrollments/user', expect: ALL_SIGNED_IN },

  // institute
  // Holders of courses.manageAll (admin, superadmin) list every course (profile tab Opleidingen).
  { method: 'GET', url: '/api/institute/courses', expect: [401, 403, 403, 200, 200, 200] },
  { method: 'GET', url: '/api/institute/stats', expect: INSTITUTE_ONLY },
  { method: 'GET', url: '/api/institute/dashboard', expect: INSTITUTE_ONLY },
  {
    method: 'PATCH',
    url: '/api/institute/courses/:id',
    // The superadmin may manage courses, but this route changes only the caller's own: 404.
    expect: [401, 403, 403, 200, 403, 404],
    request: (f) => ({ url: `/api/institute/courses/${f.ownCourseId}`, payload: { isActive: true } }),
    otherOwner: {
      role: 'institute',
      status: 404,
      request: (f) => ({ url: `/api/institute/courses/${f.otherCourseId}`, payload: { isActive: false } }),
    },
  },

  // scan
  {
    method: 'POST',
    url: '/api/enhanced-assessment/submit',
    expect: [401, 200, 403, 403, 403, 200],
    request: () => ({ payload: { answers: scanAnswers() } }),
  },
  { method: 'GET', url: '/api/user/scan-result', expect: ALL_SIGNED_IN },
  { method: 'GET', url: '/api/user/assessments', expect: ALL_SIGNED_IN },
  { method: 'GET', url: '/api/assessments/user', expect: ALL_SIGNED_IN },
  { method: 'GET', url: '/api/user/recommendations', expect: ALL_SIGNED_IN },

  // talent dashboard
  { method: 'GET', url: '/api/user/skills-match', expect: ALL_SIGNED_IN },
  { method: 'GET', url: '/api/user/certificates', expect: ALL_SIGNED_IN },
  { method: 'GET', url: '/api/user/recent-activity', expect: ALL_SIGNED_IN },
  { method: 'GET', url: '/api/user/subsidy-applications', expect: ALL_SIGNED_IN },

  // docs
  { method: 'GET', url: '/api/openapi.json', expect: EVERYONE },
  { method: 'GET', url: '/api/docs', expect: EVERYONE },
];
