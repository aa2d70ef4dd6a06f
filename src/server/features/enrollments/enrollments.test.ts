import { expect, it } from 'vitest';
import type { Course, CourseDetail, Enrollment } from '../../../contracts/courses.ts';
import type { CourseRun, EnrollmentHistory, InstituteEnrollment } from '../../../contracts/enrollments.ts';
import { todayIso } from '../../../domain/enrollments/runs.ts';
import { describeApi, login, registerTalent } from '../../test/harness.ts';

const DAY = 86_400_000;
const inDays = (n: number) =>
  new Date(Date.parse(`${todayIso()}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

const COURSE = {
  title: 'Runs en resultaten',
  description: 'Een cursus met startdatums.',
  category: 'Technology',
  level: 'Beginner',
  duration: 4,
  price: 895,
  maxParticipants: 10,
  skills: ['Plannen'],
};

describeApi(
  'course edits, runs, enrolment confirmation and cancellation (25)',
  (env) => {
    const call = (
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      cookie?: string,
      payload?: object,
    ) => env().app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
    const institute = () => login(env().app, 'instituut@example.nl');
    const newCourse = async (cookie: string, extra: object = {}) => {
      const res = await call('POST', '/api/courses', cookie, { ...COURSE, ...extra });
      expect(res.statusCode).toBe(201);
      return res.json() as Course;
    };

    it('edits a course: any field, status draft/archived hides it, validation as at creation', async () => {
      const cookie = await institute();
      const course = await newCourse(cookie);
      const patched = await call('PATCH', `/api/courses/${course.id}`, cookie, {
        title: 'Runs en resultaten (vernieuwd)',
        price: 950,
        skills: ['Plannen', 'Rapporteren'],
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({
        title: 'Runs en resultaten (vernieuwd)',
        price: 950,
        skills: ['Plannen', 'Rapporteren'],
        maxParticipants: 10,
        status: 'active',
      });
      const found = (await call('GET', '/api/courses?search=vernieuwd')).json().items as Course[];
      expect(found.map((c) => c.id)).toContain(course.id);

      const draft = await call('PATCH', `/api/courses/${course.id}`, cookie, { status: 'draft' });
      expect(draft.json()).toMatchObject({ status: 'draft', isActive: false });
      expect(
        ((await call('GET', '/api/courses?search=vernieuwd')).json().items as Course[]).map((c) => c.id),
      ).not.toContain(course.id);
      expect((await call('GET', `/api/courses/${course.id}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/courses/${course.id}`, cookie)).statusCode).toBe(200);
      const archived = await call('PATCH', `/api/courses/${course.id}`, cookie, { status: 'archived' });
      expect(archived.json()).toMatchObject({ status: 'archived', isActive: false });
      const active = await call('PATCH', `/api/courses/${course.id}`, cookie, { status: 'active' });
      expect(active.json()).toMatchObject({ status: 'active', isActive: true });

      for (const [body, message] of [
        [{}, 'Geef minstens één veld om te wijzigen'],
        [{ status: 'weg' }, 'Status moet active, draft of archived zijn'],
        [{ title: '  ' }, 'Titel is verplicht'],
        [{ price: -1 }, 'Prijs mag niet negatief zijn'],
        [{ duration: 2.5 }, 'Duur moet een geheel aantal weken zijn'],
        [{ onbekend: 1 }, 'Onbekend veld: onbekend'],
        [{ status: 'draft', isActive: true }, 'isActive en status spreken elkaar tegen'],
      ] as const) {
        const res = await call('PATCH', `/api/courses/${course.id}`, cookie, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toBe(message);
      }
      expect(((await call('GET', `/api/courses/${course.id}`)).json() as Course).title).toBe(
        'Runs en resultaten (vernieuwd)',
      );
    });

    it('refuses edits by another institute (403), a talent (403) and signed out (401); an admin is audited', async () => {
      const course = await newCourse(await institute());
      const other = await login(env().app, 'info@zorgwelzijn.example.nl');
      expect((await call('PATCH', `/api/courses/${course.id}`, other, { title: 'Van mij' })).statusCode).toBe(
        403,
      );
      const talent = await registerTalent(env().app, 'bewerk');
      expect(
        (await call('PATCH', `/api/courses/${course.id}`, talent.cookie, { title: 'Van mij' })).statusCode,
      ).toBe(403);
      expect(
        (await call('PATCH', `/api/courses/${course.id}`, undefined, { title: 'Van mij' })).statusCode,
      ).toBe(401);
      expect((await call('PATCH', '/api/courses/999999', await institute(), { title: 'X' })).statusCode).toBe(
        404,
      );
      const admin = await login(env().app, 'admin@example.nl');
      expect(
        (await call('PATCH', `/api/courses/${course.id}`, admin, { level: 'Advanced' })).statusCode,
      ).toBe(200);
      const audit = await env()
        .db.kysely.selectFrom('auditLog')
        .select(['action', 'targetId'])
        .where('action', '=', 'course.update')
        .where('targetId', '=', String(course.id))
        .execute();
      expect(audit).toHaveLength(1);
    });

    it('manages runs: upcoming in the detail with seatsLeft, next start on the card, the 3-month filter', async () => {
      const cookie = await institute();
      const course = await newCourse(cookie, { title: 'Startdatum-cursus kwartaal' });
      expect(((await call('GET', `/api/courses/${course.id}`)).json() as CourseDetail).nextStart).toBeNull();
      const later = await call('POST', `/api/courses/${course.id}/runs`, cookie, {
        startDate: inDays(200),
        location: 'Online',
      });
      expect(later.statusCode).toBe(201);
      const soon = await call('POST', `/api/courses/${course.id}/runs`, cookie, {
        startDate: inDays(30),
        endDate: inDays(58),
        location: 'Rotterdam',
        seats: 2,
      });
      expect(soon.json()).toMatchObject({
        startDate: inDays(30),
        location: 'Rotterdam',
        seats: 2,
        seatsLeft: 2,
      });
      const detail = (await call('GET', `/api/courses/${course.id}`)).json() as CourseDetail;
      expect(detail.nextStart).toBe(inDays(30));
      expect(detail.runs.map((r) => [r.startDate, r.seatsLeft])).toEqual([
        [inDays(30), 2],
        [inDays(200), 10],
      ]);
      const card = ((await call('GET', '/api/courses?search=kwartaal')).json().items as Course[]).find(
        (c) => c.id === course.id,
      );
      expect(card?.nextStart).toBe(inDays(30));
      const within = (await call('GET', '/api/courses?limit=200&startsWithinMonths=3')).json()
        .items as Course[];
      expect(within.map((c) => c.id)).toContain(course.id);
      expect(within.every((c) => c.nextStart !== null && c.nextStart <= inDays(93))).toBe(true);

      const runId = (soon.json() as CourseRun).id;
      const moved = await call('PATCH', `/api/courses/${course.id}/runs/${runId}`, cookie, {
        startDate: inDays(120),
        endDate: null,
      });
      expect(moved.json()).toMatchObject({ startDate: inDays(120) });
      const notWithin = (await call('GET', '/api/courses?limit=200&startsWithinMonths=3')).json()
        .items as Course[];
      expect(notWithin.map((c) => c.id)).not.toContain(course.id);
      expect((await call('GET', `/api/courses/${course.id}`)).json().nextStart).toBe(inDays(120));

      for (const [body, status] of [
        [{ startDate: '2027-02-30' }, 400],
        [{ startDate: inDays(-1) }, 400],
        [{ startDate: inDays(10), endDate: inDays(5) }, 400],
        [{ startDate: inDays(10), seats: 0 }, 400],
        [{}, 400],
      ] as const) {
        expect(
          (await call('POST', `/api/courses/${course.id}/runs`, cookie, body)).statusCode,
          JSON.stringify(body),
        ).toBe(status);
      }
      expect(
        (await call('PATCH', `/api/courses/${course.id}/runs/999999`, cookie, { seats: 3 })).statusCode,
      ).toBe(404);
      const talent = await registerTalent(env().app, 'runs');
      expect(
        (await call('POST', `/api/courses/${course.id}/runs`, talent.cookie, { startDate: inDays(9) }))
          .statusCode,
      ).toBe(403);
      expect((await call('DELETE', `/api/courses/${course.id}/runs/${runId}`, cookie)).statusCode).toBe(204);
      expect(((await call('GET', `/api/courses/${course.id}`)).json() as CourseDetail).runs).toHaveLength(1);
    });

    it('gives exactly as many places as a run has seats to concurrent enrolments (10 talents, 2 seats)', async () => {
      const cookie = await institute();
      const course = await newCourse(cookie, { maxParticipants: null });
      const run = (
        await call('POST', `/api/courses/${course.id}/runs`, cookie, { startDate: inDays(14), seats: 2 })
      ).json() as CourseRun;
      const talents = await Promise.all(
        Array.from({ length: 10 }, () => registerTalent(env().app, 'runrace')),
      );
      const statuses = (
        await Promise.all(
          talents.map((t) => call('POST', `/api/courses/${course.id}/enroll`, t.cookie, { runId: run.id })),
        )
      ).map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(2);
      expect(statuses.filter((s) => s === 409)).toHaveLength(8);
      const detail = (await call('GET', `/api/courses/${course.id}`)).json() as CourseDetail;
      expect(detail.runs[0].seatsLeft).toBe(0);
      // Seats cannot drop below the enrolments, and a run with enrolments cannot be deleted.
      expect(
        (await call('PATCH', `/api/courses/${course.id}/runs/${run.id}`, cookie, { seats: 1 })).statusCode,
      ).toBe(409);
      expect((await call('DELETE', `/api/courses/${course.id}/runs/${run.id}`, cookie)).statusCode).toBe(409);
      // Without a run ("op afroep") the course itself has no limit here.
      const late = await registerTalent(env().app, 'afroep');
      expect((await call('POST', `/api/courses/${course.id}/enroll`, late.cookie)).statusCode).toBe(201);
    });

    it('enrols in a run, shows it, and cancels before the start: the seat is freed and the institute told', async () => {
      const cookie = await institute();
      const course = await newCourse(cookie, { title: 'Annuleren kan' });
      const run = (
        await call('POST', `/api/courses/${course.id}/runs`, cookie, {
          startDate: inDays(20),
          seats: 1,
          location: 'Delft',
        })
      ).json() as CourseRun;
      const learner = await registerTalent(env().app, 'annuleer');
      expect(
        (await call('POST', `/api/courses/${course.id}/enroll`, learner.cookie, { runId: 999999 }))
          .statusCode,
      ).toBe(404);
      expect(
        (await call('POST', `/api/courses/${course.id}/enroll`, learner.cookie, { runId: 'x' })).statusCode,
      ).toBe(400);
      const res = await call('POST', `/api/courses/${course.id}/enroll`, learner.cookie, { runId: run.id });
      expect(res.statusCode).toBe(201);
      const enrollment = res.json().enrollment as Enrollment;
      expect(enrollment).toMatchObject({
        run: { id: run.id, startDate: inDays(20), location: 'Delft' },
        canCancel: true,
      });
      const second = await registerTalent(env().app, 'wachtend');
      expect(
        (await call('POST', `/api/courses/${course.id}/enroll`, second.cookie, { runId: run.id })).json()
          .message,
      ).toBe('Deze startdatum is vol. Kies een andere startdatum.');
      // Another learner cannot cancel it.
      expect((await call('DELETE', `/api/enrollments/${enrollment.id}`, second.cookie)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/enrollments/${enrollment.id}`, learner.cookie)).statusCode).toBe(
        204,
      );
      expect((await call('GET', '/api/user/enrollments', learner.cookie)).json().items).toEqual([]);
      expect(
        (await call('POST', `/api/courses/${course.id}/enroll`, second.cookie, { runId: run.id })).statusCode,
      ).toBe(201);
      const note = await env()
        .db.kysely.selectFrom('notifications as n')
        .innerJoin('users as u', 'u.id', 'n.userId')
        .select(['n.eventKey', 'n.eventParams'])
        .where('u.email', '=', 'instituut@example.nl')
        .where('n.eventKey', '=', 'enrollmentCancelled')
        .execute();
      expect(note.some((n) => (n.eventParams ?? '').includes('Annuleren kan'))).toBe(true);
      expect((await call('DELETE', `/api/enrollments/${enrollment.id}`, learner.cookie)).statusCode).toBe(
        404,
      );
    });

    it('refuses to cancel an enrolment that has started (progress without a run, or a confirmed result)', async () => {
      const course = await newCourse(await institute());
      const learner = await registerTalent(env().app, 'begonnen');
      const e = (await call('POST', `/api/courses/${course.id}/enroll`, learner.cookie)).json()
        .enrollment as Enrollment;
      expect(e).toMatchObject({ run: null, canCancel: true });
      await call('PATCH', `/api/enrollments/${e.id}/progress`, learner.cookie, { progress: 10 });
      const refused = await call('DELETE', `/api/enrollments/${e.id}`, learner.cookie);
      expect(refused.statusCode).toBe(409);
      expect((await call('GET', '/api/user/enrollments', learner.cookie)).json().items[0].canCancel).toBe(
        false,
      );
    });

    it('records progress with history; 100 is self-reported; the institute confirms once, with who and when', async () => {
      const cookie = await institute();
      const course = await newCourse(cookie, { title: 'Bevestigen maar' });
      const learner = await registerTalent(env().app, 'voortgang');
      const e = (await call('POST', `/api/courses/${course.id}/enroll`, learner.cookie)).json()
        .enrollment as Enrollment;
      for (const progress of [30, 60, 100])
        expect(
          (await call('PATCH', `/api/enrollments/${e.id}/progress`, learner.cookie, { progress })).statusCode,
        ).toBe(200);
      const mine = (await call('GET', '/api/user/enrollments', learner.cookie)).json().items as Enrollment[];
      expect(mine[0]).toMatchObject({ status: 'completed', progress: 100, confirmedAt: null });
      expect((await call('GET', '/api/user/certificates', learner.cookie)).json().items).toEqual([]);
      const history = (await call('GET', `/api/enrollments/${e.id}/history`, learner.cookie)).json()
        .items as EnrollmentHistory;
      expect(history.map((h) => [h.progress, h.status, h.byInstitute])).toEqual([
        [0, 'enrolled', false],
        [30, 'enrolled', false],
        [60, 'enrolled', false],
        [100, 'completed', false],
      ]);

      const list = (await call('GET', `/api/institute/enrollments?courseId=${course.id}`, cookie)).json()
        .items as InstituteEnrollment[];
      expect(list).toEqual([
        expect.objectContaining({
          id: e.id,
          learnerName: 'Test Gebruiker',
          progress: 100,
          status: 'completed',
          run: null,
        }),
      ]);
      const talent = await login(env().app, 'talent@example.nl');
      expect((await call('GET', `/api/institute/enrollments?courseId=${course.id}`, talent)).statusCode).toBe(
        403,
      );
      expect((await call('GET', '/api/institute/enrollments?courseId=abc', cookie)).statusCode).toBe(400);
      expect(
        (await call('POST', `/api/institute/enrollments/${e.id}/complete`, cookie, { passed: 'ja' }))
          .statusCode,
      ).toBe(400);
      expect(
        (await call('POST', `/api/institute/enrollments/${e.id}/complete`, talent, { passed: true }))
          .statusCode,
      ).toBe(403);
      expect(
        (await call('POST', '/api/institute/enrollments/999999/complete', cookie, { passed: true }))
          .statusCode,
      ).toBe(404);

      const confirmed = await call('POST', `/api/institute/enrollments/${e.id}/complete`, cookie, {
        passed: true,
        note: 'Eindopdracht goed gemaakt',
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({
        status: 'passed',
        confirmedByName: 'TechAcademie Nederland',
        confirmNote: 'Eindopdracht goed gemaakt',
        changed: true,
      });
      // Correcting a pass to not passed needs a reason (issue 46): without one nothing changes.
      const noReason = await call('POST', `/api/institute/enrollments/${e.id}/complete`, cookie, {
        passed: false,
      });
      expect(noReason.statusCode).toBe(400);
      const again = await call('POST', `/api/institute/enrollments/${e.id}/complete`, cookie, {
        passed: true,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({
        status: 'passed',
        confirmNote: 'Eindopdracht goed gemaakt',
        changed: false,
      });
      expect(
        (
          (await call('GET', '/api/user/certificates', learner.cookie)).json().items as { courseId: number }[]
        ).map((c) => c.courseId),
      ).toEqual([course.id]);
      expect(
        (await call('PATCH', `/api/enrollments/${e.id}/progress`, learner.cookie, { progress: 50 }))
          .statusCode,
      ).toBe(409);
      const last = (
        (await call('GET', `/api/enrollments/${e.id}/history`, learner.cookie)).json()
          .items as EnrollmentHistory
      ).at(-1);
      expect(last).toMatchObject({ status: 'passed', byInstitute: true });
    });

    it('a fail is recorded; an admin confirming another institute’s result is audited', async () => {
      const course = await newCourse(await institute(), { title: 'Niet gehaald' });
      const learner = await registerTalent(env().app, 'gezakt');
      const e = (await call('POST', `/api/courses/${course.id}/enroll`, learner.cookie)).json()
        .enrollment as Enrollment;
      const admin = await login(env().app, 'admin@example.nl');
      const res = await call('POST', `/api/institute/enrollments/${e.id}/complete`, admin, { passed: false });
      expect(res.json()).toMatchObject({ status: 'failed', changed: true });
      const audit = await env()
        .db.kysely.selectFrom('auditLog')
        .select('action')
        .where('targetType', '=', 'enrollment')
        .where('targetId', '=', String(e.id))
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['enrollment.fail']);
      expect((await call('DELETE', `/api/enrollments/${e.id}`, learner.cookie)).statusCode).toBe(409);
    });

    it('refuses anyone confirming their own result (403), whatever their role', async () => {
      const cookie = await institute();
      const course = await newCourse(cookie, { title: 'Eigen resultaat' });
      const k = env().db.kysely;
      for (const email of [
        'talent@example.nl',
        'instituut@example.nl',
        'admin@example.nl',
        'superadmin@example.nl',
      ]) {
        const me = await login(env().app, email);
        const userId = (await call('GET', '/api/user', me)).json().id as string;
        const row = await k
          .insertInto('enrollments')
          .values({
            userId,
            courseId: course.id,
            progress: 100,
            status: 'completed',
            createdAt: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const res = await call('POST', `/api/institute/enrollments/${row.id}/complete`, me, { passed: true });
        expect(res.statusCode, email).toBe(403);
        if (email !== 'talent@example.nl')
          expect(res.json().message, email).toBe('Je kunt je eigen resultaat niet bevestigen');
        const after = await k
          .selectFrom('enrollments')
          .select('status')
          .where('id', '=', Number(row.id))
          .executeTakeFirstOrThrow();
        expect(after.status, email).toBe('completed');
      }
    });

    it('an admin passing a learner on the institute’s behalf: in the credential, the audit log and told to the institute', async () => {
      const cookie = await institute();
      const course = await newCourse(cookie, { title: 'Namens het instituut' });
      const learner = await registerTalent(env().app, 'namens');
      const e = (await call('POST', `/api/courses/${course.id}/enroll`, learner.cookie)).json()
        .enrollment as Enrollment;
      const admin = await login(env().app, 'admin@example.nl');
      const res = await call('POST', `/api/institute/enrollments/${e.id}/complete`, admin, { passed: true });
      expect(res.json()).toMatchObject({ status: 'passed', changed: true });
      const k = env().db.kysely;
      const credential = await k
        .selectFrom('credentials')
        .select('document')
        .where('enrollmentId', '=', e.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(credential.document).evidence).toEqual([
        expect.objectContaining({
          narrative: expect.stringMatching(
            /^Resultaat bevestigd door een beheerder van SkillsPlatform namens .+\.$/,
          ),
        }),
      ]);
      const audit = await k
        .selectFrom('auditLog')
        .select('action')
        .where('targetType', '=', 'enrollment')
        .where('targetId', '=', String(e.id))
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['enrollment.pass']);
      const notes = (await call('GET', '/api/user/notifications', cookie)).json().items;
      expect(JSON.stringify(notes)).toContain('Resultaat bevestigd door een beheerder');
    });

    it('closes the hole: progress 100 right after enrolling gives no certificate and almost no points', async () => {
      const learner = await registerTalent(env().app, 'snelheid');
      const ids = ((await call('GET', '/api/courses?limit=5')).json().items as Course[]).map((c) => c.id);
      for (const id of ids) {
        const e = (await call('POST', `/api/courses/${id}/enroll`, learner.cookie)).json()
          .enrollment as Enrollment;
        expect(
          (await call('PATCH', `/api/enrollments/${e.id}/progress`, learner.cookie, { progress: 100 }))
            .statusCode,
        ).toBe(200);
      }
      expect((await call('GET', '/api/user/certificates', learner.cookie)).json().items).toEqual([]);
      const stats = (await call('GET', '/api/social/stats', learner.cookie)).json();
      expect(stats).toMatchObject({ certificates: 0, completedCourses: 0 });
      // 5 enrolments × 10 + 5 self-reported × 5: far below one confirmed course (100).
      expect(stats.totalPoints).toBe(75);
    });

    it('refuses a pass before the run starts (409) unless an exemption reason is given, which the credential shows', async () => {
      const cookie = await institute();
      const course = await newCourse(cookie, { title: 'Nog niet begonnen' });
      const run = (
        await call('POST', `/api/courses/${course.id}/runs`, cookie, { startDate: inDays(25) })
      ).json() as CourseRun;
      const learner = await registerTalent(env().app, 'vrijstelling');
      const e = (
        await call('POST', `/api/courses/${course.id}/enroll`, learner.cookie, { runId: run.id })
      ).json().enrollment as Enrollment;
      const url = `/api/institute/enrollments/${e.id}/complete`;
      const early = await call('POST', url, cookie, { passed: true });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toMatch(/nog niet begonnen.*vrijstelling/);
      const credentials = () =>
        env()
          .db.kysely.selectFrom('credentials')
          .select('document')
          .where('enrollmentId', '=', e.id)
          .execute();
      expect(await credentials()).toHaveLength(0);
      // A fail may be recorded at any time; here the exemption is what is tested.
      const reason = 'Vrijstelling op basis van eerder verworven competenties (EVC-rapport 2026-114)';
      const exempt = await call('POST', url, cookie, { passed: true, exemptionReason: reason });
      expect(exempt.statusCode).toBe(200);
      expect(exempt.json()).toMatchObject({ status: 'passed', changed: true });
      const row = await env()
        .db.kysely.selectFrom('enrollments')
        .select('exemptionReason')
        .where('id', '=', e.id)
        .executeTakeFirstOrThrow();
      expect(row.exemptionReason).toBe(reason);
      const [doc] = await credentials();
      expect(JSON.parse(doc.document).evidence).toEqual([
        { type: ['Evidence'], name: 'Vrijstelling', narrative: reason },
      ]);
    });
  },
  // One institute makes more courses here than the hourly creation quota allows (that quota has tests
  // of its own); the licence limit is the demo institute's.
  { seed: true, config: { courseCreateHourly: 1000, courseCreateDaily: 1000 } },
);
