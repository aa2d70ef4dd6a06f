import { expect, it } from 'vitest';
import type { Page } from '../../../contracts/common.ts';
import type {
  CompanyApplication,
  CompanyDashboard,
  CompanyVacancy,
  Employee,
  EmployeeDetail,
  EmployerInvitation,
  PendingInvitation,
  TalentSearchResult,
} from '../../../contracts/company.ts';
import type { MyApplication } from '../../../contracts/vacancies.ts';
import { registerAccount } from '../../test/accounts.ts';
import { courseTeaching, enrolWithStatus, scanAnswers } from '../../test/evidence-fixtures.ts';
import { describeApi, login } from '../../test/harness.ts';
import { walkPages } from '../../test/paging.ts';

const MOTIVATION = 'Ik wil graag bij jullie werken omdat ik van logistiek houd.';
const vacancy = {
  title: 'Testvacature planner',
  description: 'Plannen van ritten.',
  location: 'Utrecht',
  hours: 40,
  skills: ['Planning', 'Excel'],
  hollandCode: 'CES',
};
type Method = 'GET' | 'POST' | 'PATCH';

describeApi('company: vacancies, applications, dashboard, employees', (env) => {
  const req = (method: Method, url: string, cookie?: string, payload?: object) =>
    env().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const count = async (
    table: 'vacancies' | 'applications' | 'employeeLinks' | 'notifications',
    where: [string, string | number][],
  ) => {
    let q = env()
      .db.kysely.selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'));
    // biome-ignore lint/suspicious/noExplicitAny: column names vary per table in this test helper
    for (const [col, val] of where) q = q.where(col as any, '=', val);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  it('follows the role table for every company and invitation call', async () => {
    const talent = await login(env().app, 'talent@example.nl');
    const company = await login(env().app, 'bedrijf@example.nl');
    const other = (await registerAccount(env().app, 'company')).cookie;
    const institute = await login(env().app, 'instituut@example.nl');
    const admin = await login(env().app, 'admin@example.nl');
    const superadmin = await login(env().app, 'superadmin@example.nl');
    const own = (await req('GET', '/api/company/vacancies', company)).json().items as CompanyVacancy[];
    const ownApp = (
      (await req('GET', '/api/company/applications', company)).json().items as CompanyApplication[]
    )[0];
    const employee = ((await req('GET', '/api/company/employees', company)).json() as Page<Employee>)
      .items[0];
    const who = [undefined, talent, company, other, institute, admin, superadmin];
    const reads: [string, number[]][] = [
      ['/api/company/vacancies', [401, 403, 200, 200, 403, 403, 200]],
      ['/api/company/applications', [401, 403, 200, 200, 403, 403, 200]],
      ['/api/company/dashboard', [401, 403, 200, 200, 403, 403, 200]],
      ['/api/company/employees', [401, 403, 200, 200, 403, 403, 200]],
      ['/api/company/employee-invitations', [401, 403, 200, 200, 403, 403, 200]],
      [`/api/company/employees/${employee.id}`, [401, 403, 200, 404, 403, 403, 404]],
      ['/api/company/talent-search', [401, 403, 200, 200, 403, 403, 200]],
      ['/api/user/employer-invitations', [401, 200, 403, 403, 403, 403, 200]],
    ];
    for (const [url, expected] of reads) {
      const got = [];
      for (const c of who) got.push((await req('GET', url, c)).statusCode);
      expect(got, url).toEqual(expected);
    }
    const writes: [Method, string, object, number[]][] = [
      ['POST', '/api/company/vacancies', {}, [401, 403, 400, 400, 403, 403, 400]],
      ['PATCH', `/api/company/vacancies/${own[0].id}`, { hours: 36 }, [401, 403, 200, 404, 403, 403, 404]],
      [
        'PATCH',
        `/api/company/applications/${ownApp.id}`,
        { status: ownApp.status },
        [401, 403, 200, 404, 403, 403, 404],
      ],
      ['POST', '/api/company/employees/invite', {}, [401, 403, 400, 400, 403, 403, 400]],
      ['POST', '/api/user/employer-invitations/999999/accept', {}, [401, 404, 403, 403, 403, 403, 404]],
      ['POST', '/api/user/employer-invitations/999999/decline', {}, [401, 404, 403, 403, 403, 403, 404]],
    ];
    for (const [method, url, payload, expected] of writes) {
      const got = [];
      for (const c of who) got.push((await req(method, url, c, payload)).statusCode);
      expect(got, `${method} ${url}`).toEqual(expected);
    }
    // The other company sees none of the demo company's rows.
    expect((await req('GET', '/api/company/vacancies', other)).json().items).toEqual([]);
    expect((await req('GET', '/api/company/applications', other)).json().items).toEqual([]);
  });

  it('creates, validates, edits, closes and reopens its own vacancy', async () => {
    const { cookie, id: companyId } = await registerAccount(env().app, 'company');
    for (const bad of [
      { ...vacancy, title: '' },
      { ...vacancy, hours: 0 },
      { ...vacancy, hours: 12.5 },
      { ...vacancy, skills: [] },
      { ...vacancy, hollandCode: 'XYZ' },
      { ...vacancy, hollandCode: 'IIS' },
      { ...vacancy, extra: true },
    ]) {
      const res = await req('POST', '/api/company/vacancies', cookie, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(await count('vacancies', [['companyId', companyId]])).toBe(0);
    const created = await req('POST', '/api/company/vacancies', cookie, { ...vacancy, hollandCode: 'ces' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...vacancy, status: 'active', applicationCount: 0 });
    const id = created.json().id;
    const edited = await req('PATCH', `/api/company/vacancies/${id}`, cookie, {
      title: 'Senior planner',
      skills: ['Plannen'],
    });
    expect(edited.json()).toMatchObject({
      title: 'Senior planner',
      skills: ['Plannen'],
      location: 'Utrecht',
    });
    expect((await req('PATCH', `/api/company/vacancies/${id}`, cookie, {})).statusCode).toBe(400);
    expect((await req('PATCH', `/api/company/vacancies/${id}`, cookie, { status: 'open' })).statusCode).toBe(
      400,
    );
    expect(
      (await req('PATCH', `/api/company/vacancies/${id}`, cookie, { status: 'closed' })).json().status,
    ).toBe('closed');
    expect((await req('GET', '/api/vacancies?search=senior planner', cookie)).json().items).toEqual([]);
    expect(
      (await req('PATCH', `/api/company/vacancies/${id}`, cookie, { status: 'active' })).json().status,
    ).toBe('active');
    expect(
      ((await req('GET', '/api/vacancies?search=senior planner', cookie)).json().items as unknown[]).length,
    ).toBe(1);
    expect((await req('PATCH', '/api/company/vacancies/999999', cookie, { hours: 10 })).statusCode).toBe(404);
  });

  it('a vacancy’s terms (salary range, contract type, closing date) are set, edited and cleared', async () => {
    const { cookie } = await registerAccount(env().app, 'company');
    const created = await req('POST', '/api/company/vacancies', cookie, vacancy);
    expect(created.json()).toMatchObject({
      salaryMin: null,
      salaryMax: null,
      contractType: null,
      closingDate: null,
    });
    const id = created.json().id;
    for (const bad of [
      { salaryMin: 4000, salaryMax: 3000 },
      { salaryMin: -1 },
      { salaryMax: 2500.5 },
      { contractType: 'zzp' },
      { closingDate: '31-12-2026' },
      { closingDate: '2026-02-30x' },
    ]) {
      const res = await req('PATCH', `/api/company/vacancies/${id}`, cookie, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const edited = await req('PATCH', `/api/company/vacancies/${id}`, cookie, {
      title: 'Planner logistiek',
      description: 'Nieuwe tekst.',
      skills: ['Plannen', 'Excel'],
      hours: 36,
      location: 'Amersfoort',
      salaryMin: 3200,
      salaryMax: 4100,
      contractType: 'permanent',
      closingDate: '2026-12-31',
    });
    expect(edited.statusCode).toBe(200);
    const expected = {
      title: 'Planner logistiek',
      description: 'Nieuwe tekst.',
      skills: ['Plannen', 'Excel'],
      hours: 36,
      location: 'Amersfoort',
      salaryMin: 3200,
      salaryMax: 4100,
      contractType: 'permanent',
      closingDate: '2026-12-31',
    };
    expect(edited.json()).toMatchObject(expected);
    // The talent side shows the same terms.
    const talent = await registerAccount(env().app, 'talent', 'Lot');
    expect((await req('GET', `/api/vacancies/${id}`, talent.cookie)).json()).toMatchObject(expected);
    // null clears a term; an absent field stays as it was.
    const cleared = await req('PATCH', `/api/company/vacancies/${id}`, cookie, {
      salaryMax: null,
      closingDate: null,
    });
    expect(cleared.json()).toMatchObject({
      salaryMin: 3200,
      salaryMax: null,
      contractType: 'permanent',
      closingDate: null,
    });
  });

  it('moves an application through its states and notifies the talent each time', async () => {
    const company = await registerAccount(env().app, 'company');
    const vacancyId = (await req('POST', '/api/company/vacancies', company.cookie, vacancy)).json().id;
    const talent = await registerAccount(env().app, 'talent', 'Daan');
    await req('POST', `/api/vacancies/${vacancyId}/apply`, talent.cookie, { motivation: MOTIVATION });
    const [application] = (await req('GET', '/api/company/applications', company.cookie)).json()
      .items as CompanyApplication[];
    expect(application).toMatchObject({
      vacancyId,
      talentName: 'Daan Gebruiker',
      talentEmail: talent.email,
      motivation: MOTIVATION,
      status: 'under_review',
    });
    expect(
      (await req('GET', `/api/company/applications?vacancyId=${vacancyId}`, company.cookie)).json().items,
    ).toHaveLength(1);
    expect((await req('GET', '/api/company/applications?vacancyId=abc', company.cookie)).statusCode).toBe(
      400,
    );

    const other = await login(env().app, 'bedrijf@example.nl');
    expect(
      (await req('PATCH', `/api/company/applications/${application.id}`, other, { status: 'hired' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await req('PATCH', `/api/company/applications/${application.id}`, company.cookie, {
          status: 'accepted',
        })
      ).statusCode,
    ).toBe(400);
    for (const status of ['interview', 'hired', 'rejected', 'under_review'] as const) {
      const res = await req('PATCH', `/api/company/applications/${application.id}`, company.cookie, {
        status,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(status);
      const [mine] = (await req('GET', '/api/user/applications', talent.cookie)).json()
        .items as MyApplication[];
      expect(mine.status).toBe(status);
    }
    expect(
      await count('applications', [
        ['talentId', talent.id],
        ['status', 'under_review'],
      ]),
    ).toBe(1);
    const notes = await env()
      .db.kysely.selectFrom('notifications')
      .select('title')
      .where('userId', '=', talent.id)
      .orderBy('id')
      .execute();
    // Status flips of one application coalesce into one notification showing the latest.
    expect(notes.map((n) => n.title)).toEqual(['Sollicitatie: In behandeling']);
    // The same status again changes nothing and notifies nobody.
    await req('PATCH', `/api/company/applications/${application.id}`, company.cookie, {
      status: 'under_review',
    });
    expect(await count('notifications', [['userId', talent.id]])).toBe(1);
  });

  it('computes the dashboard figures from the company’s own rows', async () => {
    const company = await registerAccount(env().app, 'company');
    const empty = (await req('GET', '/api/company/dashboard', company.cookie)).json() as CompanyDashboard;
    expect(empty).toMatchObject({
      activeVacancies: 0,
      totalApplications: 0,
      pendingReview: 0,
      averageMatchScore: null,
    });
    const ids: number[] = [];
    for (const title of ['A', 'B', 'C'])
      ids.push(
        (await req('POST', '/api/company/vacancies', company.cookie, { ...vacancy, title })).json().id,
      );
    await req('PATCH', `/api/company/vacancies/${ids[2]}`, company.cookie, { status: 'closed' });
    const statuses = ['under_review', 'under_review', 'interview', 'hired', 'rejected'] as const;
    for (const [i, status] of statuses.entries()) {
      const t = await registerAccount(env().app, 'talent');
      const vid = ids[i % 2];
      const applied = await req('POST', `/api/vacancies/${vid}/apply`, t.cookie, { motivation: MOTIVATION });
      if (status !== 'under_review')
        await req('PATCH', `/api/company/applications/${applied.json().id}`, company.cookie, { status });
    }
    const rows = await env()
      .db.kysely.selectFrom('applications as a')
      .innerJoin('vacancies as v', 'v.id', 'a.vacancyId')
      .select(['a.status', 'a.vacancyId'])
      .where('v.companyId', '=', company.id)
      .execute();
    const listed = (await req('GET', '/api/company/applications', company.cookie)).json()
      .items as CompanyApplication[];
    const scores = listed.map((a) => a.match.score).filter((n): n is number => n !== null);
    const d = (await req('GET', '/api/company/dashboard', company.cookie)).json() as CompanyDashboard;
    expect(d.activeVacancies).toBe(2);
    expect(d.totalApplications).toBe(5);
    expect(d.pendingReview).toBe(2);
    expect(scores).toHaveLength(5);
    expect(d.averageMatchScore).toBe(Math.round(scores.reduce((s, n) => s + n, 0) / scores.length));
    expect(d.vacancies.map((v) => v.title).sort()).toEqual(['A', 'B']);
    expect(d.vacancies.find((v) => v.id === ids[0])!.pendingReview).toBe(
      rows.filter((r) => Number(r.vacancyId) === ids[0] && r.status === 'under_review').length,
    );
    expect(d.recentApplications).toHaveLength(5);
    expect(d.analytics).toMatchObject({
      byStatus: { under_review: 2, interview: 1, hired: 1, rejected: 1 },
      applicationsLast30Days: 5,
      hireRatePercent: 50,
      closedVacancies: 1,
      employees: 0,
    });
  });

  it('shows the demo company real figures on first start', async () => {
    const cookie = await login(env().app, 'bedrijf@example.nl');
    const d = (await req('GET', '/api/company/dashboard', cookie)).json() as CompanyDashboard;
    expect(d.activeVacancies).toBe(3);
    expect(d.totalApplications).toBeGreaterThanOrEqual(9);
    expect(Object.values(d.analytics.byStatus).every((n) => n > 0)).toBe(true);
    expect(d.analytics.employees).toBe(3);
    const employees = (await req('GET', '/api/company/employees', cookie)).json() as Page<Employee>;
    expect(employees.items).toHaveLength(3);
    const invited = (await req('GET', '/api/company/employee-invitations', cookie)).json();
    expect(invited.items).toHaveLength(1);
    const talent = await login(env().app, 'talent@example.nl');
    expect((await req('GET', '/api/user/applications', talent)).json().items).toHaveLength(1);
  });

  it('invites an existing talent, who accepts or declines; only accepted links count', async () => {
    const company = await registerAccount(env().app, 'company');
    const a = await registerAccount(env().app, 'talent', 'Anouk');
    const b = await registerAccount(env().app, 'talent', 'Bram');
    const invite = (payload: object) => req('POST', '/api/company/employees/invite', company.cookie, payload);
    expect((await invite({ email: 'geen-email' })).statusCode).toBe(400);
    // One answer for every address (unknown, institute, admin, talent, twice).
    const answers = [
      await invite({ email: 'niemand@test.nl' }),
      await invite({ email: 'instituut@example.nl' }),
      await invite({ email: 'admin@example.nl' }),
      await invite({ email: a.email.toUpperCase(), position: 'Planner', department: 'Logistiek' }),
      await invite({ email: a.email }),
      await invite({ email: b.email }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(Object.keys(answer.json()).sort()).toEqual(['email', 'message', 'status']);
      expect(answer.body).not.toMatch(/Anouk|Bram|Gebruiker/);
    }

    const employeesOf = async () =>
      ((await req('GET', '/api/company/employees', company.cookie)).json() as Page<Employee>).items;
    const invitedOf = async () =>
      (
        (
          await req('GET', '/api/company/employee-invitations', company.cookie)
        ).json() as Page<PendingInvitation>
      ).items;
    expect(await employeesOf()).toEqual([]);
    const invited = await invitedOf();
    expect(invited).toHaveLength(2);
    // The name only once the talent accepts.
    expect(invited.map((i) => i.name)).toEqual([null, null]);
    expect(JSON.stringify(invited)).not.toMatch(/Anouk|Bram/);

    const [invA] = (await req('GET', '/api/user/employer-invitations', a.cookie)).json()
      .items as EmployerInvitation[];
    const [invB] = (await req('GET', '/api/user/employer-invitations', b.cookie)).json()
      .items as EmployerInvitation[];
    expect(invA).toMatchObject({ position: 'Planner', department: 'Logistiek' });
    expect(await count('notifications', [['userId', a.id]])).toBe(1);
    // Nobody answers another talent's invitation.
    expect((await req('POST', `/api/user/employer-invitations/${invA.id}/accept`, b.cookie)).statusCode).toBe(
      404,
    );
    expect((await req('POST', `/api/user/employer-invitations/${invA.id}/accept`, a.cookie)).statusCode).toBe(
      200,
    );
    expect((await req('POST', `/api/user/employer-invitations/${invA.id}/accept`, a.cookie)).statusCode).toBe(
      404,
    );
    expect(
      (await req('POST', `/api/user/employer-invitations/${invB.id}/decline`, b.cookie)).statusCode,
    ).toBe(200);
    expect((await req('GET', '/api/user/employer-invitations', b.cookie)).json().items).toEqual([]);

    expect(await invitedOf()).toEqual([]);
    expect(await employeesOf()).toEqual([
      {
        id: a.id,
        firstName: 'Anouk',
        lastName: 'Gebruiker',
        email: a.email,
        position: 'Planner',
        department: 'Logistiek',
        completedCourses: 0,
        enrolledCourses: 0,
        updatedAt: expect.any(String),
      },
    ]);
    const user = await env()
      .db.kysely.selectFrom('users')
      .select(['employerId', 'position'])
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ employerId: company.id, position: 'Planner' });
    // Declined: the company may invite again.
    expect((await invite({ email: b.email })).statusCode).toBe(202);
    expect((await req('GET', '/api/user/employer-invitations', b.cookie)).json().items).toHaveLength(1);
  });

  it('counts employees’ enrolments and shows their courses on Bekijken', async () => {
    const cookie = await login(env().app, 'bedrijf@example.nl');
    const employees = ((await req('GET', '/api/company/employees', cookie)).json() as Page<Employee>).items;
    for (const e of employees) {
      const rows = await env()
        .db.kysely.selectFrom('enrollments')
        .select(['status'])
        .where('userId', '=', e.id)
        .execute();
      expect(e.completedCourses).toBe(rows.filter((r) => r.status === 'passed').length);
      expect(e.enrolledCourses).toBe(rows.filter((r) => r.status === 'enrolled').length);
      const detail = (await req('GET', `/api/company/employees/${e.id}`, cookie)).json() as EmployeeDetail;
      expect(detail.courses).toHaveLength(rows.length);
      expect(detail.courses.every((c) => c.progress >= 0 && c.progress <= 100)).toBe(true);
    }
    const stranger = await registerAccount(env().app, 'talent');
    expect((await req('GET', `/api/company/employees/${stranger.id}`, cookie)).statusCode).toBe(404);
  });

  it('finds only talents who opted in, by skill identity, with evidence levels and no scan data', async () => {
    const company = await registerAccount(env().app, 'company');
    const search = async (q: string) =>
      (await req('GET', `/api/company/talent-search?${q}`, company.cookie)).json()
        .items as TalentSearchResult[];
    const db = env().db;
    // Two talents with the same evidence; only one opts in. The one who opts in also does the scan.
    const course = await courseTeaching(db, ['Python', 'Excel']);
    const findable = await registerAccount(env().app, 'talent', 'Vindbaar');
    const hidden = await registerAccount(env().app, 'talent', 'Verborgen');
    for (const t of [findable, hidden]) await enrolWithStatus(db, t.id, course, 'passed');
    await req('POST', '/api/enhanced-assessment/submit', findable.cookie, { answers: scanAnswers() });
    const optIn = await req('PATCH', '/api/user/settings', findable.cookie, { findableByCompanies: true });
    expect(optIn.json()).toMatchObject({ findableByCompanies: true });
    expect((await req('GET', '/api/user/settings', hidden.cookie)).json()).toMatchObject({
      findableByCompanies: false,
    });

    const python = await search('skill=python');
    expect(python.some((r) => r.firstName === 'Verborgen')).toBe(false);
    const mine = python.find((r) => r.firstName === 'Vindbaar')!;
    expect(Object.keys(mine).sort()).toEqual(['applied', 'email', 'firstName', 'fullName', 'key', 'skills']);
    expect(mine).toMatchObject({ applied: false, fullName: null, email: null });
    expect(mine.skills).toMatchObject([
      { name: 'Programmeren in Python', evidence: 'confirmed', source: { issuer: { trust: 'platform' } } },
      { name: 'Werken met Excel', evidence: 'confirmed' },
    ]);
    const text = JSON.stringify(python);
    expect(text).not.toContain('@');
    expect(text).not.toMatch(/holland|riasec|interest|personality|bigFive/i);
    // By identity, not substring: Excel is not Excel VBA; a synonym finds the taxonomy skill.
    expect((await search('skill=Excel%20VBA')).some((r) => r.firstName === 'Vindbaar')).toBe(false);
    expect((await search('skill=spreadsheets')).some((r) => r.firstName === 'Vindbaar')).toBe(true);
    // The Holland-code filter is gone: the parameter is ignored, never a way to select by the scan.
    const byCode = await search('hollandCode=IC');
    expect(JSON.stringify(byCode)).not.toMatch(/holland/i);

    // After applying to this company, the full name and e-mail show.
    const vid = (await req('POST', '/api/company/vacancies', company.cookie, vacancy)).json().id;
    await req('POST', `/api/vacancies/${vid}/apply`, findable.cookie, { motivation: MOTIVATION });
    const after = (await search('skill=python')).find((r) => r.firstName === 'Vindbaar')!;
    expect(after).toMatchObject({ applied: true, email: findable.email });

    // Opting out hides the talent again.
    await req('PATCH', '/api/user/settings', findable.cookie, { findableByCompanies: false });
    expect((await search('skill=python')).some((r) => r.firstName === 'Vindbaar')).toBe(false);
  });

  it('pages the talent search in its ranked order by cursor with a Link; a bad cursor is a 400', async () => {
    const company = await registerAccount(env().app, 'company');
    const db = env().db;
    const course = await courseTeaching(db, ['Python']);
    const ids: string[] = [];
    for (const name of ['Pagina', 'Pagina', 'Pagina']) {
      const t = await registerAccount(env().app, 'talent', name);
      ids.push(t.id);
      await enrolWithStatus(db, t.id, course, 'passed');
      await req('PATCH', '/api/user/settings', t.cookie, { findableByCompanies: true });
    }
    const get = (url: string) => req('GET', url, company.cookie);
    const withoutKey = ({ key: _k, ...r }: TalentSearchResult) => r;
    const whole = (await get('/api/company/talent-search?skill=python')).json() as Page<TalentSearchResult>;
    expect(whole.items.length).toBeGreaterThanOrEqual(3);
    const seen = (await walkPages(get, '/api/company/talent-search?skill=python', {
      each: (res) => {
        expect((res.json() as Page<TalentSearchResult>).items).toHaveLength(1);
        // The cursor names a position and the per-answer key, never a user id.
        const { nextCursor } = res.json() as Page<TalentSearchResult>;
        const key = Buffer.from(nextCursor ?? '', 'base64url').toString();
        expect(ids.some((id) => key.includes(id))).toBe(false);
      },
    })) as TalentSearchResult[];
    expect(seen.map(withoutKey)).toEqual(whole.items.map(withoutKey));
    for (const bad of ['cursor=garbage!', 'cursor=WzFd', 'cursor=WyJ4IiwxXQ', 'limit=0', 'limit=201']) {
      const res = await get(`/api/company/talent-search?skill=python&${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toMatch(/^validation/);
    }
  });
});
