import { expect, it } from 'vitest';
import type { Page } from '../../../contracts/common.ts';
import type { MyApplication, Vacancy } from '../../../contracts/vacancies.ts';
import { dutchToday } from '../../../domain/dates.ts';
import { registerAccount } from '../../test/accounts.ts';
import { describeApi, login } from '../../test/harness.ts';
import { walkPages } from '../../test/paging.ts';

const MOTIVATION = 'Ik wil graag bij jullie werken omdat ik van logistiek houd.';
const newVacancy = {
  title: 'Testvacature magazijn',
  description: 'Een vacature voor de test.',
  location: 'Utrecht',
  hours: 32,
  skills: ['Heftruck', 'Excel'],
  hollandCode: 'RC',
};

describeApi('vacancies and applications (talent side)', (env) => {
  const req = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
    env().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const cookies = async () => ({
    talent: await login(env().app, 'talent@example.nl'),
    company: await login(env().app, 'bedrijf@example.nl'),
    institute: await login(env().app, 'instituut@example.nl'),
    admin: await login(env().app, 'admin@example.nl'),
    superadmin: await login(env().app, 'superadmin@example.nl'),
  });

  it('follows the role table for reading vacancies and own applications', async () => {
    const c = await cookies();
    const list = (await req('GET', '/api/vacancies', c.talent)).json().items as Vacancy[];
    const id = list[0].id;
    const matrix: [string, (string | undefined)[], number[]][] = [
      [
        '/api/vacancies',
        [undefined, c.talent, c.company, c.institute, c.admin, c.superadmin],
        [401, 200, 200, 403, 200, 200],
      ],
      [
        `/api/vacancies/${id}`,
        [undefined, c.talent, c.company, c.institute, c.admin, c.superadmin],
        [401, 200, 200, 403, 200, 200],
      ],
      [
        '/api/user/applications',
        [undefined, c.talent, c.company, c.institute, c.admin, c.superadmin],
        [401, 200, 403, 403, 403, 200],
      ],
    ];
    for (const [url, who, expected] of matrix) {
      const got = [];
      for (const cookie of who) got.push((await req('GET', url, cookie)).statusCode);
      expect(got, url).toEqual(expected);
    }
    const apply = `/api/vacancies/${id}/apply`;
    for (const [cookie, status] of [
      [undefined, 401],
      [c.company, 403],
      [c.institute, 403],
      [c.admin, 403],
    ] as const)
      expect((await req('POST', apply, cookie, { motivation: MOTIVATION })).statusCode).toBe(status);
  });

  it('lists active vacancies only, with search, the caller’s match for talent and none for others', async () => {
    const c = await cookies();
    const list = (await req('GET', '/api/vacancies', c.talent)).json().items as Vacancy[];
    expect(list.map((v) => v.title).sort()).toEqual([
      'Junior data-analist',
      'Logistiek planner',
      'Medewerker warehouse (heftruck)',
    ]);
    expect(list.every((v) => v.status === 'active' && v.companyName === 'Jansen Logistiek B.V.')).toBe(true);
    for (const v of list) {
      expect(v.myMatch!.score).toBeGreaterThanOrEqual(0);
      expect(v.myMatch!.reason).toMatch(/vaardigheden/);
    }
    // Sanne passed Python voor beginners (confirmed by the institute, with its signed credential in
    // the seed, so verified) and typed Excel herself.
    const data = list.find((v) => v.title === 'Junior data-analist')!;
    const level = (name: string) => data.myMatch!.skills.find((s) => s.name === name)?.evidence;
    expect(level('Python')).toBe('verified');
    expect(level('Excel')).toBe('self_declared');
    expect(data.myApplicationStatus).toBe('under_review');
    const forCompany = (await req('GET', '/api/vacancies', c.company)).json().items as Vacancy[];
    expect(forCompany.every((v) => v.myMatch === null)).toBe(true);
    // With Accept-Language en the same match is explained in English (Dutch above is unchanged).
    const en = await env().app.inject({
      url: `/api/vacancies/${data.id}`,
      headers: { cookie: c.talent, 'accept-language': 'en' },
    });
    expect((en.json() as Vacancy).myMatch).toMatchObject({ score: data.myMatch!.score });
    expect((en.json() as Vacancy).myMatch!.reason).toMatch(
      /^You show \d+ of the \d+ skills asked for.*Python/,
    );

    const search = (q: string) => req('GET', `/api/vacancies?search=${encodeURIComponent(q)}`, c.talent);
    expect(((await search('HEFTRUCK')).json().items as Vacancy[]).map((v) => v.title)).toEqual([
      'Medewerker warehouse (heftruck)',
    ]);
    expect(((await search('barendrecht')).json().items as Vacancy[]).map((v) => v.title)).toEqual([
      'Medewerker warehouse (heftruck)',
    ]);
    expect((await search('Teamleider')).json().items).toEqual([]); // closed
    expect((await search('%')).json().items).toEqual([]);
    expect((await search('x'.repeat(201))).statusCode).toBe(400);
  });

  it('pages the list by cursor with a Link, one kept answer and ETag per page (304); a bad cursor is a 400', async () => {
    const { talent } = await cookies();
    const whole = (await req('GET', '/api/vacancies', talent)).json() as Page<Vacancy>;
    expect(whole.nextCursor).toBeNull();
    expect(whole.items.length).toBeGreaterThanOrEqual(3);
    const etags = new Set<string>();
    const walked = (await walkPages((url) => req('GET', url, talent), '/api/vacancies', {
      each: async (res, url) => {
        expect((res.json() as Page<Vacancy>).items).toHaveLength(1);
        const etag = String(res.headers.etag);
        etags.add(etag);
        // The same page again comes from the answer cache: same bytes, same Link, and 304 on its ETag.
        const again = await req('GET', url, talent);
        expect(again.body).toBe(res.body);
        expect(again.headers.link).toBe(res.headers.link);
        const unchanged = await env().app.inject({ url, headers: { cookie: talent, 'if-none-match': etag } });
        expect(unchanged.statusCode).toBe(304);
      },
    })) as Vacancy[];
    const seen = walked.map((v) => v.id);
    expect(seen).toEqual(whole.items.map((v) => v.id));
    expect(etags.size).toBe(seen.length);
    for (const bad of ['cursor=garbage!', 'cursor=WzFd', 'cursor=WyJ4IiwxXQ', 'limit=0', 'limit=201']) {
      const res = await req('GET', `/api/vacancies?${bad}`, talent);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toMatch(/^validation/);
    }
  });

  it('lets a talent apply once, shows it in their list, and notifies the company', async () => {
    const company = await registerAccount(env().app, 'company');
    const created = await req('POST', '/api/company/vacancies', company.cookie, newVacancy);
    expect(created.statusCode).toBe(201);
    const vacancyId = created.json().id as number;
    const talent = await registerAccount(env().app, 'talent', 'Lotte');

    for (const bad of [{}, { motivation: 'kort' }, { motivation: MOTIVATION, extra: 1 }, { motivation: 5 }]) {
      const res = await req('POST', `/api/vacancies/${vacancyId}/apply`, talent.cookie, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await req('GET', '/api/user/applications', talent.cookie)).json().items).toEqual([]);

    const first = await req('POST', `/api/vacancies/${vacancyId}/apply`, talent.cookie, {
      motivation: MOTIVATION,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      vacancyId,
      vacancyTitle: newVacancy.title,
      status: 'under_review',
      motivation: MOTIVATION,
      match: {
        score: 0,
        skills: [
          { name: 'Heftruck', required: true, evidence: 'missing' },
          { name: 'Excel', required: true, evidence: 'missing' },
        ],
      },
    });
    const again = await req('POST', `/api/vacancies/${vacancyId}/apply`, talent.cookie, {
      motivation: MOTIVATION,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Je hebt al gesolliciteerd op deze vacature.');
    const mine = (await req('GET', '/api/user/applications', talent.cookie)).json().items as MyApplication[];
    expect(mine).toHaveLength(1);
    const detail = (await req('GET', `/api/vacancies/${vacancyId}`, talent.cookie)).json() as Vacancy;
    expect(detail.myApplicationStatus).toBe('under_review');

    const { count } = await env()
      .db.kysely.selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', company.id)
      .where('title', '=', 'Nieuwe sollicitatie')
      .where('message', 'like', '%Lotte%')
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });

  it('refuses applications to a closed vacancy and keeps it out of the list', async () => {
    const company = await registerAccount(env().app, 'company');
    const vacancyId = (await req('POST', '/api/company/vacancies', company.cookie, newVacancy)).json().id;
    const applicant = await registerAccount(env().app, 'talent');
    expect(
      (await req('POST', `/api/vacancies/${vacancyId}/apply`, applicant.cookie, { motivation: MOTIVATION }))
        .statusCode,
    ).toBe(201);
    const closed = await req('PATCH', `/api/company/vacancies/${vacancyId}`, company.cookie, {
      status: 'closed',
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe('closed');

    const late = await registerAccount(env().app, 'talent');
    const refused = await req('POST', `/api/vacancies/${vacancyId}/apply`, late.cookie, {
      motivation: MOTIVATION,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Deze vacature is gesloten en neemt geen sollicitaties meer aan.');
    // An old link still opens it, marked closed.
    expect((await req('GET', `/api/vacancies/${vacancyId}`, late.cookie)).json().status).toBe('closed');
    expect(
      (await req('GET', `/api/vacancies/${vacancyId}`, applicant.cookie)).json().myApplicationStatus,
    ).toBe('under_review');
    expect((await req('GET', `/api/vacancies/${vacancyId}`, company.cookie)).statusCode).toBe(200);
    expect(
      ((await req('GET', '/api/vacancies', late.cookie)).json().items as Vacancy[]).some(
        (v) => v.id === vacancyId,
      ),
    ).toBe(false);

    // Reopened, it takes applications again.
    await req('PATCH', `/api/company/vacancies/${vacancyId}`, company.cookie, { status: 'active' });
    expect(
      (await req('POST', `/api/vacancies/${vacancyId}/apply`, late.cookie, { motivation: MOTIVATION }))
        .statusCode,
    ).toBe(201);
    await req('PATCH', `/api/company/vacancies/${vacancyId}`, company.cookie, { status: 'closed' });
    const third = await registerAccount(env().app, 'talent');
    expect(
      (await req('POST', `/api/vacancies/${vacancyId}/apply`, third.cookie, { motivation: MOTIVATION }))
        .statusCode,
    ).toBe(409);
    const { n } = await env()
      .db.kysely.selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('vacancyId', '=', vacancyId)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(2);
  });

  it('closes a vacancy for talent after its closing date (end of that day in the Netherlands)', async () => {
    const today = dutchToday();
    const past = dutchToday(new Date(Date.now() - 48 * 3600_000));
    const company = await registerAccount(env().app, 'company');
    const vacancyId = (
      await req('POST', '/api/company/vacancies', company.cookie, { ...newVacancy, closingDate: today })
    ).json().id as number;
    // On the closing day itself it is open: listed, active, and it takes an application.
    const applicant = await registerAccount(env().app, 'talent');
    const listed = (await req('GET', '/api/vacancies', applicant.cookie)).json().items as Vacancy[];
    expect(listed.find((v) => v.id === vacancyId)?.status).toBe('active');
    expect(
      (await req('POST', `/api/vacancies/${vacancyId}/apply`, applicant.cookie, { motivation: MOTIVATION }))
        .statusCode,
    ).toBe(201);

    // The date passes (set to the day before yesterday): the stored status stays active.
    const moved = await req('PATCH', `/api/company/vacancies/${vacancyId}`, company.cookie, {
      closingDate: past,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().status).toBe('active');

    const late = await registerAccount(env().app, 'talent');
    const refused = await req('POST', `/api/vacancies/${vacancyId}/apply`, late.cookie, {
      motivation: MOTIVATION,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'De sluitingsdatum van deze vacature is voorbij: solliciteren kan niet meer.',
    );
    const refusedEn = await env().app.inject({
      method: 'POST',
      url: `/api/vacancies/${vacancyId}/apply`,
      headers: { cookie: late.cookie, 'accept-language': 'en' },
      payload: { motivation: MOTIVATION },
    });
    expect(refusedEn.statusCode).toBe(409);
    expect(refusedEn.json().message).toBe(
      'The closing date of this vacancy has passed: you can no longer apply.',
    );

    // Talent: out of the list, and closed when opened by its link; the applicant keeps their status.
    expect(
      ((await req('GET', '/api/vacancies', late.cookie)).json().items as Vacancy[]).some(
        (v) => v.id === vacancyId,
      ),
    ).toBe(false);
    expect((await req('GET', `/api/vacancies/${vacancyId}`, late.cookie)).json().status).toBe('closed');
    expect(
      (await req('GET', `/api/vacancies/${vacancyId}`, applicant.cookie)).json().myApplicationStatus,
    ).toBe('under_review');

    // The company still has it, with its applicant.
    const own = (await req('GET', '/api/company/vacancies', company.cookie)).json().items as { id: number }[];
    expect(own.some((v) => v.id === vacancyId)).toBe(true);
    const applications = (await req('GET', '/api/company/applications', company.cookie)).json().items as {
      vacancyId: number;
    }[];
    expect(applications.filter((a) => a.vacancyId === vacancyId)).toHaveLength(1);

    // Nothing was written for the refused application.
    const { n } = await env()
      .db.kysely.selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('vacancyId', '=', vacancyId)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(1);

    // A later closing date opens it again.
    await req('PATCH', `/api/company/vacancies/${vacancyId}`, company.cookie, { closingDate: today });
    expect(
      (await req('POST', `/api/vacancies/${vacancyId}/apply`, late.cookie, { motivation: MOTIVATION }))
        .statusCode,
    ).toBe(201);
  });

  it('answers 404 for unknown and 400 for malformed ids', async () => {
    const talent = await login(env().app, 'talent@example.nl');
    expect((await req('GET', '/api/vacancies/999999', talent)).statusCode).toBe(404);
    expect(
      (await req('POST', '/api/vacancies/999999/apply', talent, { motivation: MOTIVATION })).statusCode,
    ).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5'])
      expect((await req('GET', `/api/vacancies/${bad}`, talent)).statusCode).toBe(400);
  });

  it('never shows one talent’s application or motivation to another talent', async () => {
    const a = await registerAccount(env().app, 'talent');
    const b = await registerAccount(env().app, 'talent');
    const id = ((await req('GET', '/api/vacancies', a.cookie)).json().items as Vacancy[])[0].id;
    await req('POST', `/api/vacancies/${id}/apply`, a.cookie, { motivation: `${MOTIVATION} (geheim A)` });
    expect((await req('GET', '/api/user/applications', b.cookie)).json().items).toEqual([]);
    const forB = (await req('GET', `/api/vacancies/${id}`, b.cookie)).body;
    expect(forB).not.toContain('geheim A');
    expect(JSON.parse(forB).myApplicationStatus).toBeNull();
  });
});
