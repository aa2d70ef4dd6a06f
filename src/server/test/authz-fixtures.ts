import { randomBytes } from 'node:crypto';
import { insertCourse } from '../features/courses/store.ts';
import { issueCredentialForEnrollment } from '../features/credentials/index.ts';
import { DEMO } from './accounts.ts';
import type { MatrixRole } from './authz-matrix.ts';
import { login, sessionCookie, type TestEnv } from './harness.ts';
import { SME_EMPLOYEE_ANSWERS } from './subsidy-answers.ts';

const PASSWORD = 'Fietsbel-Oranje7';
const MOTIVATION = 'Ik solliciteer graag, want deze functie past bij mij.';

/**
 * Ids the requests can use, from the demo seed, and makers that create a fresh item through the API
 * (below). `role` arguments: the demo account of that role (anonymous:
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
  /** A newly trusted issuer (added by the demo admin). */
  trustedIssuer(): Promise<string>;
}

type Caller = MatrixRole | { cookie: string };

/**
 * The ids the authorization matrix acts on, from the demo seed, and makers that create a fresh item
 * through the API (so every role's request acts on an item of its own, in its real state).
 * A maker that does not get a 2xx throws: a broken fixture must not pass as an expected 4xx.
 */
export async function makeFixtures(env: TestEnv): Promise<Fixtures> {
  const { app } = env;
  const k = env.db.kysely;
  const unique = () => randomBytes(4).toString('hex');

  const courses = await k
    .selectFrom('courses')
    .innerJoin('users', 'users.id', 'courses.instituteId')
    .select(['courses.id', 'courses.instituteId', 'users.email'])
    .where('courses.isActive', '=', 1)
    .orderBy('courses.id')
    .execute();
  const own = courses.find((c) => c.email === DEMO.institute);
  const other = courses.find((c) => c.email !== DEMO.institute);
  if (!own || !other) throw new Error('seed has no courses for the matrix');
  const group = await k.selectFrom('studyGroups').select('id').orderBy('id').executeTakeFirst();
  if (!group) throw new Error('seed has no study group for the matrix');
  const users = await k
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', Object.values(DEMO))
    .execute();
  const idOf = new Map(users.map((u) => [u.email, u.id]));
  const demoEmail = (role: MatrixRole) => DEMO[role === 'anonymous' ? 'talent' : role];
  // A course of the demo institute that neither learner account is enrolled in yet (seeded
  // enrolments may be completed, and progress on a completed course is refused).
  const enrolled = await k
    .selectFrom('enrollments')
    .select('courseId')
    .where('userId', 'in', [idOf.get(DEMO.talent)!, idOf.get(DEMO.superadmin)!])
    .execute();
  const learnCourse = courses.find(
    (c) => c.email === DEMO.institute && !enrolled.some((e) => e.courseId === c.id),
  );
  if (!learnCourse) throw new Error('seed has no course of the demo institute to enrol in');

  const cookies = new Map<string, string>();
  const cookieOf = async (email: string) => {
    let c = cookies.get(email);
    if (!c) {
      c = await login(app, email);
      cookies.set(email, c);
    }
    return c;
  };
  const send = (cookie: string, method: string, url: string, payload?: object) =>
    app.inject({ method: method as 'GET', url, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** One API call as a role's demo account or a fresh account's cookie; 2xx or it throws. */
  const call = async (who: Caller, method: string, url: string, payload?: object) => {
    const cookie = typeof who === 'string' ? await cookieOf(demoEmail(who)) : who.cookie;
    let res = await send(cookie, method, url, payload);
    if (res.statusCode === 401 && typeof who === 'string') {
      // The walk ended this session (DELETE /api/user/sessions ends every other one): sign in again.
      cookies.delete(demoEmail(who));
      res = await send(await cookieOf(demoEmail(who)), method, url, payload);
    }
    if (res.statusCode >= 300) throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.body ? res.json() : null;
  };

  const freshUser = async (userType: 'talent' | 'company' | 'institute') => {
    const email = `matrix-${userType}-${unique()}@test.nl`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email, password: PASSWORD, firstName: 'Matrix', lastName: 'Test', userType },
    });
    if (res.statusCode !== 201) throw new Error(`fixture register: ${res.statusCode} ${res.body}`);
    return { id: (res.json() as { id: string }).id, email, cookie: sessionCookie(res) };
  };

  const vacancyBy = async (who: Caller): Promise<number> =>
    (
      await call(who, 'POST', '/api/company/vacancies', {
        title: `Matrixvacature ${unique()}`,
        description: 'Voor de autorisatiematrix.',
        location: 'Utrecht',
        hours: 32,
        skills: ['Planning'],
        hollandCode: 'CES',
      })
    ).id;

  /** An open invitation from a fresh company to the talent: the link's id. */
  const invitationFor = async (talent: { id: string; email: string }) => {
    const company = await freshUser('company');
    await call(company, 'POST', '/api/company/employees/invite', { email: talent.email });
    const link = await k
      .selectFrom('employeeLinks')
      .select('id')
      .where('companyId', '=', company.id)
      .where('talentId', '=', talent.id)
      .executeTakeFirstOrThrow();
    return Number(link.id);
  };

  const future = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  return {
    async runOf(courseId) {
      const who = courseId === own.id ? 'institute' : 'admin';
      return (await call(who, 'POST', `/api/courses/${courseId}/runs`, { startDate: future, seats: 5 })).id;
    },
    async enrollmentInOtherCourse() {
      const learner = await freshUser('talent');
      return (await call(learner, 'POST', `/api/courses/${other.id}/enroll`)).enrollment.id;
    },
    async freshEnrollmentOf(role) {
      // Written directly: the walk's own POST /api/courses rows use up the hourly course quota.
      const courseId = await insertCourse(k, own.instituteId, {
        title: `Matrixcursus ${unique()}`,
        description: 'Voor de autorisatiematrix.',
        category: 'Technology',
        level: 'Beginner',
        duration: 2,
        price: 0,
        maxParticipants: null,
        imageUrl: null,
        skills: [],
      });
      return (await call(role, 'POST', `/api/courses/${courseId}/enroll`)).enrollment.id;
    },
    ownCourseId: own.id,
    otherCourseId: other.id,
    studyGroupId: group.id,
    unique,
    userId: (role) => idOf.get(demoEmail(role))!,
    freshUser,
    async notificationOf(role) {
      const row = await k
        .insertInto('notifications')
        .values({
          userId: idOf.get(demoEmail(role))!,
          type: 'system',
          title: 'Matrix',
          message: 'Voor de autorisatiematrix.',
          actionUrl: null,
          groupKey: null,
          createdAt: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async postBy(role) {
      return (await call(role, 'POST', '/api/social/posts', { type: 'tip', content: `Matrix ${unique()}` }))
        .id;
    },
    async commentBy(role, postId) {
      return (await call(role, 'POST', `/api/social/posts/${postId}/comments`, { content: 'Matrixreactie' }))
        .id;
    },
    async enrollmentOf(role) {
      return (await call(role, 'POST', `/api/courses/${learnCourse.id}/enroll`)).enrollment.id;
    },
    async secondSessionOf(role) {
      const cookie = await login(app, demoEmail(role));
      const sessions: { items: { id: string; current: boolean }[] } = await call(
        { cookie },
        'GET',
        '/api/user/sessions',
      );
      return sessions.items.find((s) => s.current)!.id;
    },
    vacancyOfDemoCompany: () => vacancyBy('company'),
    vacancyOfOtherCompany: async () => vacancyBy(await freshUser('company')),
    async vacancyAppliedBy(role) {
      const id = await vacancyBy('company');
      await call(role, 'POST', `/api/vacancies/${id}/apply`, { motivation: MOTIVATION });
      return id;
    },
    async applicationTo(company) {
      const vacancyId = await vacancyBy(company === 'demo' ? 'company' : await freshUser('company'));
      const talent = await freshUser('talent');
      return (await call(talent, 'POST', `/api/vacancies/${vacancyId}/apply`, { motivation: MOTIVATION })).id;
    },
    async employeeOfDemoCompany() {
      const talent = await freshUser('talent');
      await call('company', 'POST', '/api/company/employees/invite', { email: talent.email });
      const {
        items: [invitation],
      } = await call(talent, 'GET', '/api/user/employer-invitations');
      await call(talent, 'POST', `/api/user/employer-invitations/${invitation.id}/accept`);
      return talent.id;
    },
    invitationOfDemoTalent: () => invitationFor({ id: idOf.get(DEMO.talent)!, email: DEMO.talent }),
    invitationOfOtherTalent: async () => invitationFor(await freshUser('talent')),
    async infoRequestFor(courseId) {
      const asker = await freshUser('talent');
      await call(asker, 'POST', `/api/courses/${courseId}/info-request`, { message: 'Graag info' });
      const row = await k
        .selectFrom('courseInfoRequests')
        .select('id')
        .where('userId', '=', asker.id)
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async finishedCourseOfTalent() {
      const row = await k
        .selectFrom('enrollments')
        .select('courseId')
        .where('userId', '=', idOf.get(DEMO.talent)!)
        .where('status', 'in', ['completed', 'passed' as 'completed'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      return row.courseId;
    },
    async unfinishedCourseOfTalent() {
      const finished = await k
        .selectFrom('enrollments')
        .select('courseId')
        .where('userId', '=', idOf.get(DEMO.talent)!)
        .where('status', 'in', ['completed', 'passed' as 'completed'])
        .execute();
      const course = courses.find((c) => !finished.some((e) => e.courseId === c.id));
      if (!course) throw new Error('the demo talent finished every course');
      return course.id;
    },
    async documentOfTalent() {
      const boundary = '----matrix';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ncv\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nMatrix-cv\r\n`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n\r\n%PDF-1.4\n%%EOF\r\n`,
        ),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/documents',
        headers: {
          cookie: await cookieOf(DEMO.talent),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
      if (res.statusCode !== 201) throw new Error(`document upload failed: ${res.statusCode} ${res.body}`);
      return res.json().id;
    },
    async trustedIssuer() {
      const did = `did:web:matrix-${unique()}.example.org`;
      return (await call('admin', 'POST', '/api/admin/trusted-issuers', { did, name: 'Matrixuitgever' })).id;
    },
    async credentialFor(courseId) {
      const learner = await freshUser('talent');
      const { enrollment } = await call(learner, 'POST', `/api/courses/${courseId}/enroll`);
      // The institute's confirmation of a pass, set directly.
      await k
        .updateTable('enrollments')
        .set({ status: 'passed' as 'completed' })
        .where('id', '=', enrollment.id)
        .execute();
      const issued = await issueCredentialForEnrollment(k, enrollment.id);
      if (!issued) throw new Error('no credential issued');
      return issued.id;
    },
    async subsidyDossierOf(owner) {
      if (owner === 'freshTalent') {
        const talent = await freshUser('talent');
        // Who may apply follows the last subsidy check: an SME employee may ask for SLIM.
        await call(talent, 'POST', '/api/subsidies/submit', { responses: SME_EMPLOYEE_ANSWERS });
        return (await call(talent, 'POST', '/api/subsidies/applications', { schemeId: 'slim' })).id;
      }
      // The demo talent may hold one open dossier per scheme and course: insert instead.
      const now = new Date().toISOString();
      const row = await k
        .insertInto('subsidyApplications')
        .values({
          userId: idOf.get(DEMO.talent)!,
          schemeId: 'slim',
          subsidyType: 'SLIM-subsidie',
          courseId: null,
          motivation: '',
          requestedAmountCents: 100_000,
          status: 'concept',
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async subsidyRequestTo(company, accepted = false) {
      const talent = await freshUser('talent');
      const employer: Caller = company === 'demo' ? 'company' : await freshUser('company');
      await call(employer, 'POST', '/api/company/employees/invite', { email: talent.email });
      const {
        items: [invitation],
      } = await call(talent, 'GET', '/api/user/employer-invitations');
      await call(talent, 'POST', `/api/user/employer-invitations/${invitation.id}/accept`);
      await call(talent, 'POST', '/api/subsidies/submit', { responses: SME_EMPLOYEE_ANSWERS });
      const { id } = await call(talent, 'POST', '/api/subsidies/applications', {
        schemeId: 'slim',
        amountRequested: 2000,
      });
      await call(talent, 'POST', `/api/subsidies/applications/${id}/employer-request`, {});
      if (accepted) await call(employer, 'POST', `/api/company/subsidy-requests/${id}`, { accept: true });
      return id as number;
    },
  };
}
