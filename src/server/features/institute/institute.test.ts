import { expect, it } from 'vitest';
import type { Course, InstituteDashboard, InstituteStats } from '../../../contracts/courses.ts';
import { SEED_COURSES } from '../../seed/catalogue-data.ts';
import { DEMO_INSTITUTE_FIGURES } from '../../seed/demo-institute.ts';
import { describeApi, login, registerTalent, setUpTotp } from '../../test/harness.ts';
import { verifyInstitute } from '../admin/index.ts';

const demoSeed = SEED_COURSES.filter((c) => c.instituteKey === 'techacademie');
const course = (title: string) => ({
  title,
  description: 'Omschrijving',
  category: 'Finance',
  level: 'Beginner',
  duration: 2,
  price: 100.5,
  maxParticipants: null,
  imageUrl: null,
  skills: [],
});

describeApi('institute portal', (env) => {
  const req = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
    env().app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

  it('lists only the caller’s own courses on both paths, with counts and status', async () => {
    const cookie = await login(env().app, 'instituut@example.nl');
    for (const url of ['/api/institute/courses', '/api/courses/institute']) {
      const list = (await req('GET', url, cookie)).json().items as Course[];
      expect(list.map((c) => c.title).sort()).toEqual(demoSeed.map((c) => c.title).sort());
      expect(list.every((c) => c.instituteName === 'TechAcademie Nederland')).toBe(true);
      expect(list.reduce((a, c) => a + c.enrollments, 0)).toBe(342);
      expect(list.filter((c) => c.status === 'draft')).toHaveLength(1);
    }
  });

  it('reproduces the spec’s dashboard figures for the demo institute, computed from the data', async () => {
    const cookie = await login(env().app, 'instituut@example.nl');
    const stats = (await req('GET', '/api/institute/stats', cookie)).json() as InstituteStats;
    expect(stats).toMatchObject({
      totalCourses: 6,
      activeCourses: 5,
      totalEnrollments: 342,
      averageRating: 4.7,
    });
    const dash = (await req('GET', '/api/institute/dashboard', cookie)).json() as InstituteDashboard;
    expect(dash).toMatchObject({
      activeCourses: 5,
      totalStudents: 342,
      averageRating: 4.7,
      monthlyRevenue: 12525,
      monthlyGrowthPercent: 15,
      completionRatePercent: 82,
      satisfaction: 4.7,
      certificatesThisMonth: 127,
    });
    expect(dash).toMatchObject(DEMO_INSTITUTE_FIGURES);
    expect(dash.recentActivity.map((a) => a.kind)).toEqual(['active', 'new', 'certificate']);
    for (const a of dash.recentActivity) {
      expect(a.studentName).toBeTruthy();
      expect(demoSeed.map((c) => c.title)).toContain(a.courseTitle);
    }
  });

  it('recounts every figure independently from the rows and gets the same answer', async () => {
    const cookie = await login(env().app, 'instituut@example.nl');
    const k = env().db.kysely;
    const me = await k
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'instituut@example.nl')
      .executeTakeFirstOrThrow();
    const rows = await k
      .selectFrom('enrollments as e')
      .innerJoin('courses as c', 'c.id', 'e.courseId')
      .select(['e.status', 'e.createdAt', 'e.completedAt', 'e.confirmedAt', 'c.priceCents'])
      .where('c.instituteId', '=', me.id)
      .execute();
    const ratings = await k
      .selectFrom('courseRatings as r')
      .innerJoin('courses as c', 'c.id', 'r.courseId')
      .select(['r.courseId', 'r.rating'])
      .where('c.instituteId', '=', me.id)
      .where('c.isActive', '=', 1)
      .execute();
    const now = new Date();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
    const prevStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString();
    const thisMonth = rows.filter((r) => r.createdAt >= monthStart);
    const lastMonth = rows.filter((r) => r.createdAt >= prevStart && r.createdAt < monthStart);
    // Confirmed results only: a learner's own 100% (completed) is no completion here.
    const completed = rows.filter((r) => r.status === 'passed').length;
    expect(rows.some((r) => r.status === 'completed')).toBe(true);
    const byCourse = new Map<number, number[]>();
    for (const r of ratings)
      byCourse.set(Number(r.courseId), [...(byCourse.get(Number(r.courseId)) ?? []), r.rating]);
    const means = [...byCourse.values()].map(
      (v) => Math.round((v.reduce((a, b) => a + b, 0) / v.length) * 10) / 10,
    );
    const dash = (await req('GET', '/api/institute/dashboard', cookie)).json() as InstituteDashboard;
    expect(dash.totalStudents).toBe(rows.length);
    expect(dash.completionRatePercent).toBe(Math.round((100 * completed) / rows.length));
    expect(dash.certificatesThisMonth).toBe(
      rows.filter((r) => r.status === 'passed' && (r.confirmedAt ?? '') >= monthStart).length,
    );
    expect(dash.monthlyGrowthPercent).toBe(
      Math.round((100 * (thisMonth.length - lastMonth.length)) / lastMonth.length),
    );
    expect(dash.monthlyRevenue * 100).toBe(thisMonth.reduce((a, r) => a + Number(r.priceCents), 0));
    expect(dash.satisfaction).toBe(Math.round((means.reduce((a, b) => a + b, 0) / means.length) * 10) / 10);
    const stats = (await req('GET', '/api/institute/stats', cookie)).json() as InstituteStats;
    expect(stats.revenue * 100).toBe(rows.reduce((a, r) => a + Number(r.priceCents), 0));
    expect(stats.totalEnrollments).toBe(rows.length);
  });

  it('moves a figure when the data changes: a confirmed pass this month is one more certificate', async () => {
    const cookie = await login(env().app, 'instituut@example.nl');
    const before = (await req('GET', '/api/institute/dashboard', cookie)).json() as InstituteDashboard;
    const course = ((await req('GET', '/api/institute/courses', cookie)).json().items as Course[]).find(
      (c) => c.isActive,
    )!;
    const learner = await registerTalent(env().app, 'cijfers');
    const enrolled = await req('POST', `/api/courses/${course.id}/enroll`, learner.cookie);
    const id = enrolled.json().enrollment.id as number;
    // The learner's own 100% moves no certificate and no completion rate.
    await req('PATCH', `/api/enrollments/${id}/progress`, learner.cookie, { progress: 100 });
    const self = (await req('GET', '/api/institute/dashboard', cookie)).json() as InstituteDashboard;
    expect(self.certificatesThisMonth).toBe(before.certificatesThisMonth);
    expect(self.completionRatePercent).toBe(Math.round((100 * 281) / (before.totalStudents + 1)));
    const confirmed = await req('POST', `/api/institute/enrollments/${id}/complete`, cookie, {
      passed: true,
    });
    expect(confirmed.statusCode).toBe(200);
    const after = (await req('GET', '/api/institute/dashboard', cookie)).json() as InstituteDashboard;
    expect(after.certificatesThisMonth).toBe(before.certificatesThisMonth + 1);
    expect(after.completionRatePercent).toBe(Math.round((100 * 282) / (before.totalStudents + 1)));
  });

  it('computes stats for a new institute from its own data (arithmetic)', async () => {
    const app = env().app;
    const reg = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: `nieuw-instituut-${Date.now()}@test.nl`,
        password: 'Fietsbel-Oranje7',
        firstName: 'Nieuw',
        lastName: 'Instituut',
        userType: 'institute',
      },
    });
    const cookie = (reg.headers['set-cookie'] as string).split(';')[0];
    await setUpTotp(app, cookie, (reg.json() as { email: string }).email);
    // Learners can enrol only once an admin verified the institute.
    await verifyInstitute(env().db.kysely, null, (reg.json() as { id: string }).id);
    const empty = (await req('GET', '/api/institute/dashboard', cookie)).json() as InstituteDashboard;
    expect(empty).toMatchObject({
      totalCourses: 0,
      activeCourses: 0,
      totalEnrollments: 0,
      averageRating: 0,
      revenue: 0,
      monthlyRevenue: 0,
      completionRatePercent: 0,
      certificatesThisMonth: 0,
      recentActivity: [],
    });
    const a = (await req('POST', '/api/courses', cookie, course('Cursus A'))).json() as Course;
    const b = (
      await req('POST', '/api/courses', cookie, { ...course('Cursus B'), price: 200 })
    ).json() as Course;
    for (let i = 0; i < 2; i++) {
      const t = await registerTalent(app);
      await req('POST', `/api/courses/${a.id}/enroll`, t.cookie);
      if (i === 0) await req('POST', `/api/courses/${b.id}/enroll`, t.cookie);
    }
    const db = env().db.kysely;
    await db
      .insertInto('courseRatings')
      .values([
        { courseId: a.id, userId: null, rating: 5, createdAt: new Date().toISOString() },
        { courseId: a.id, userId: null, rating: 4, createdAt: new Date().toISOString() },
        { courseId: b.id, userId: null, rating: 3, createdAt: new Date().toISOString() },
      ])
      .execute();
    const stats = (await req('GET', '/api/institute/stats', cookie)).json() as InstituteStats;
    // Ratings: A 4.5, B 3.0 → mean 3.75 → 3.8. Revenue: 2 × 100.50 + 200.
    expect(stats).toEqual({
      totalCourses: 2,
      activeCourses: 2,
      totalEnrollments: 3,
      averageRating: 3.8,
      revenue: 401,
    });
    const dash = (await req('GET', '/api/institute/dashboard', cookie)).json() as InstituteDashboard;
    expect(dash.monthlyRevenue).toBe(401);
    expect(dash.recentActivity.map((x) => x.kind)).toEqual(['new']);
  });

  it('deactivates and activates its own course; inactive leaves the catalogue', async () => {
    const cookie = await login(env().app, 'instituut@example.nl');
    const created = (await req('POST', '/api/courses', cookie, course('Wisselcursus'))).json() as Course;
    const off = await req('PATCH', `/api/institute/courses/${created.id}`, cookie, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ isActive: false });
    const search = async () =>
      ((await req('GET', '/api/courses?search=wisselcursus')).json().items as Course[]).map((c) => c.id);
    expect(await search()).toEqual([]);
    const on = await req('PATCH', `/api/institute/courses/${created.id}`, cookie, { isActive: true });
    expect(on.json()).toMatchObject({ isActive: true, status: 'active' });
    expect(await search()).toEqual([created.id]);
    expect(
      (await req('PATCH', `/api/institute/courses/${created.id}`, cookie, { isActive: 'nee' })).statusCode,
    ).toBe(400);
    expect((await req('PATCH', '/api/institute/courses/abc', cookie, { isActive: true })).statusCode).toBe(
      400,
    );
  });

  it('never shows or changes another institute’s courses', async () => {
    const mine = await login(env().app, 'instituut@example.nl');
    const other = await login(env().app, 'info@bsa.example.nl');
    const own = (await req('GET', '/api/institute/courses', mine)).json().items as Course[];
    const theirs = (await req('GET', '/api/institute/courses', other)).json().items as Course[];
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((c) => own.some((o) => o.id === c.id))).toBe(false);
    const target = own.find((c) => c.isActive)!;
    const res = await req('PATCH', `/api/institute/courses/${target.id}`, other, { isActive: false });
    expect(res.statusCode).toBe(404);
    const after = (await req('GET', `/api/courses/${target.id}`)).json() as Course;
    expect(after.isActive).toBe(true);
    const draft = own.find((c) => c.status === 'draft')!;
    expect((await req('GET', `/api/courses/${draft.id}`, other)).statusCode).toBe(404);
  });

  it('lists every course, drafts and archived included, for holders of courses.manageAll', async () => {
    const total = await env()
      .db.kysely.selectFrom('courses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const email of ['admin@example.nl', 'superadmin@example.nl']) {
      const res = await req('GET', '/api/institute/courses?limit=200', await login(env().app, email));
      expect(res.statusCode, email).toBe(200);
      const list = res.json().items as Course[];
      expect(list).toHaveLength(Number(total.n));
      expect(new Set(list.map((c) => c.instituteName)).size).toBeGreaterThan(1);
      expect(list.some((c) => c.status === 'draft') && list.some((c) => c.status === 'archived')).toBe(true);
    }
    // An institute still sees only its own.
    const own = (
      await req('GET', '/api/institute/courses', await login(env().app, 'instituut@example.nl'))
    ).json().items as Course[];
    expect(own.length).toBeLessThan(Number(total.n));
    expect(own.every((c) => c.instituteName === 'TechAcademie Nederland')).toBe(true);
  });
});
