import { expect, it } from 'vitest';
import type { CataloguePage, Course } from '../../../contracts/courses.ts';
import { SEED_COURSES } from '../../seed/catalogue-data.ts';
import { describeApi, login, registerTalent } from '../../test/harness.ts';
import { expectBadCursors, readAll, walkPages } from '../../test/paging.ts';

const activeSeed = SEED_COURSES.filter((c) => c.isActive);
const ORIGIN = {};

export const validCourse = {
  title: 'Testcursus Kubernetes',
  description: 'Leer containers beheren in productie.',
  category: 'Technology',
  level: 'Advanced',
  duration: 6,
  price: 499.95,
  maxParticipants: 12,
  imageUrl: null,
  skills: ['Pods', 'Deployments'],
  language: 'nl',
  isActive: true,
};

describeApi('course catalogue', (env) => {
  const get = async (url: string, cookie?: string) =>
    env().app.inject({ url, headers: cookie ? { cookie } : {} });

  it('lists active courses as a page with total and default limit 50', async () => {
    const res = await get('/api/courses');
    expect(res.statusCode).toBe(200);
    const body = res.json() as CataloguePage;
    const list = body.items;
    expect(list).toHaveLength(50);
    expect(body.total).toBe(activeSeed.length);
    expect(body.totalCapped).toBe(false);
    expect(body.nextCursor).toEqual(expect.any(String));
    expect(res.headers.link).toBe(`</api/courses?cursor=${body.nextCursor}>; rel="next"`);
    expect(list.every((c) => c.isActive && c.status === 'active' && c.language === 'nl')).toBe(true);
    const python = (await get('/api/courses?search=python voor beginners')).json().items[0] as Course;
    const seed = SEED_COURSES.find((c) => c.title === 'Python voor beginners')!;
    expect(python).toMatchObject({
      title: seed.title,
      category: seed.category,
      level: seed.level,
      duration: seed.durationWeeks,
      price: seed.priceCents / 100,
      instituteName: 'TechAcademie Nederland',
      skills: seed.skills,
      maxParticipants: seed.maxParticipants,
      enrollments: seed.enrolledCount,
      ratingCount: seed.ratings.length,
    });
    expect(python.rating).toBeCloseTo(
      Math.round((seed.ratings.reduce((a, b) => a + b, 0) / seed.ratings.length) * 10) / 10,
    );
  });

  it('pages with limit and cursor, browsing and searching', async () => {
    const all = (await get('/api/courses?limit=200')).json().items as Course[];
    expect(all).toHaveLength(activeSeed.length);
    const first = (await get('/api/courses?limit=10')).json() as CataloguePage;
    const second = (await get(`/api/courses?limit=10&cursor=${first.nextCursor}`)).json() as CataloguePage;
    expect(second.items.map((c) => c.id)).toEqual(all.slice(10, 20).map((c) => c.id));
    // A search pages through its ranked list the same way, to the last page.
    const whole = (await get('/api/courses?search=e&limit=200')).json() as CataloguePage;
    const paged: number[] = [];
    let cursor: string | null = null;
    do {
      const body: CataloguePage = (
        await get(`/api/courses?search=e&limit=7${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      paged.push(...body.items.map((c) => c.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(paged).toEqual(whole.items.map((c) => c.id));
    expect(paged.length).toBe(whole.total);
    // A browse cursor is no search cursor.
    expect((await get(`/api/courses?search=e&cursor=${first.nextCursor}`)).statusCode).toBe(400);
  });

  it('filters by category, level and both, in SQL', async () => {
    for (const [query, pred] of [
      ['category=Healthcare', (c: (typeof SEED_COURSES)[number]) => c.category === 'Healthcare'],
      ['level=Beginner', (c: (typeof SEED_COURSES)[number]) => c.level === 'Beginner'],
      [
        'category=Data%20%26%20Analytics&level=Advanced',
        (c: (typeof SEED_COURSES)[number]) => c.category === 'Data & Analytics' && c.level === 'Advanced',
      ],
    ] as const) {
      const res = await get(`/api/courses?limit=200&${query}`);
      const expected = activeSeed
        .filter(pred)
        .map((c) => c.title)
        .sort();
      expect((res.json().items as Course[]).map((c) => c.title).sort(), query).toEqual(expected);
      expect(res.json().total).toBe(expected.length);
    }
  });

  it('searches title and description case-insensitively, combined with filters', async () => {
    const byTitle = (await get('/api/courses?search=PYTHON&limit=200')).json().items as Course[];
    const expected = activeSeed.filter((c) => `${c.title} ${c.description}`.toLowerCase().includes('python'));
    expect(byTitle.map((c) => c.title).sort()).toEqual(expected.map((c) => c.title).sort());
    // A word found only in a description.
    const desc = activeSeed.find((c) => c.description.includes('Jupyter'))!;
    const res = (await get('/api/courses?search=jUpYtEr')).json().items as Course[];
    expect(res.map((c) => c.title)).toContain(desc.title);
    const combined = (await get('/api/courses?search=python&level=Beginner')).json().items as Course[];
    expect(combined.every((c) => c.level === 'Beginner')).toBe(true);
    expect(combined.map((c) => c.title)).toContain('Python voor beginners');
    const none = await get('/api/courses?search=xyzzy-bestaat-niet');
    expect(none.json()).toEqual({ items: [], nextCursor: null, total: 0, totalCapped: false });
    // LIKE wildcards are literal.
    expect((await get('/api/courses?search=%25')).json().items).toEqual([]);
    expect((await get('/api/courses?search=_')).json().items).toEqual([]);
  });

  it('refuses bad query values with 400', async () => {
    for (const q of [
      'limit=0',
      'limit=201',
      'limit=abc',
      'limit=1.5',
      'limit=0x10',
      'cursor=nope!',
      'cursor=WyJ4Il0',
      'category=Koken',
      'level=Expert',
      `search=${'a'.repeat(201)}`,
    ]) {
      const res = await get(`/api/courses?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toBeTruthy();
    }
    expect((await get('/api/courses?category=&level=&search=')).statusCode).toBe(200);
  });

  it('gives one course, a 404 for an unknown id and a 400 for a malformed id', async () => {
    const first = ((await get('/api/courses?limit=1')).json().items as Course[])[0];
    const one = await get(`/api/courses/${first.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ ...first, myEnrollment: null });
    const missing = await get('/api/courses/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Cursus niet gevonden');
    for (const bad of ['abc', '-1', '1.5', '0'])
      expect((await get(`/api/courses/${bad}`)).statusCode, bad).toBe(400);
  });

  it('hides archived and draft courses from the catalogue and from strangers', async () => {
    const archived = SEED_COURSES.find((c) => c.status === 'archived')!;
    const list = (await get(`/api/courses?limit=200`)).json().items as Course[];
    expect(list.map((c) => c.title)).not.toContain(archived.title);
    const cookie = await login(env().app, 'instituut@example.nl');
    const own = (await get('/api/institute/courses', cookie)).json().items as Course[];
    const draft = own.find((c) => c.status === 'draft')!;
    expect(draft.isActive).toBe(false);
    expect((await get(`/api/courses/${draft.id}`)).statusCode).toBe(404);
    expect((await get(`/api/courses/${draft.id}`, cookie)).statusCode).toBe(200);
  });
});

describeApi('course creation', (env) => {
  const post = (payload: unknown, cookie?: string) =>
    env().app.inject({
      method: 'POST',
      url: '/api/courses',
      payload: payload as object,
      headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
    });

  it('lets an institute create an active nl course it owns', async () => {
    const cookie = await login(env().app, 'instituut@example.nl');
    const res = await post(validCourse, cookie);
    expect(res.statusCode).toBe(201);
    const course = res.json() as Course;
    expect(course).toMatchObject({
      title: validCourse.title,
      price: 499.95,
      duration: 6,
      isActive: true,
      status: 'active',
      language: 'nl',
      instituteName: 'TechAcademie Nederland',
      rating: 0,
      enrollments: 0,
      skills: ['Pods', 'Deployments'],
    });
    const found = (
      await env().app.inject({ url: '/api/courses?category=Technology&level=Advanced&search=kubernetes' })
    ).json().items as Course[];
    expect(found.map((c) => c.id)).toContain(course.id);
    const mine = (await env().app.inject({ url: '/api/institute/courses', headers: { cookie } })).json()
      .items as Course[];
    expect(mine.map((c) => c.id)).toContain(course.id);
    // Optional fields may be left out.
    const minimal = await post(
      { title: 'Minimaal', description: 'x', category: 'Finance', level: 'Beginner', duration: 1, price: 0 },
      cookie,
    );
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json()).toMatchObject({ skills: [], maxParticipants: null, imageUrl: null, price: 0 });
  });

  it('validates every field with a Dutch 400 and writes nothing', async () => {
    const cookie = await login(env().app, 'info@bsa.example.nl');
    const before = (await env().app.inject({ url: '/api/institute/courses', headers: { cookie } })).json()
      .items.length;
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['no title', { title: undefined }, /Titel is verplicht/],
      ['blank title', { title: '   ' }, /Titel is verplicht/],
      ['long title', { title: 'x'.repeat(201) }, /Titel is te lang/],
      ['no description', { description: '' }, /Beschrijving is verplicht/],
      ['long description', { description: 'x'.repeat(5001) }, /Beschrijving is te lang/],
      ['bad category', { category: 'IT & Technology' }, /categorie/],
      ['bad level', { level: 'Expert' }, /niveau/],
      ['no duration', { duration: undefined }, /Duur/],
      ['fraction duration', { duration: 2.5 }, /geheel aantal weken/],
      ['zero duration', { duration: 0 }, /minimaal 1 week/],
      ['huge duration', { duration: 521 }, /520/],
      ['string price', { price: '10' }, /Prijs/],
      ['three decimals', { price: 10.123 }, /twee decimalen/],
      ['negative price', { price: -1 }, /negatief/],
      ['huge price', { price: 100_000.01 }, /maximaal/],
      ['zero participants', { maxParticipants: 0 }, /minimaal 1/],
      ['fraction participants', { maxParticipants: 2.5 }, /geheel getal/],
      ['bad image', { imageUrl: 'javascript:alert(1)' }, /http/],
      ['skills not list', { skills: 'a, b' }, /lijst/],
      ['empty skill', { skills: ['a', ' '] }, /leeg/],
      ['31 skills', { skills: Array.from({ length: 31 }, (_, i) => `s${i}`) }, /30/],
      ['german', { language: 'de' }, /nl of en/],
      ['inactive', { isActive: false }, /actief/],
      ['unknown field', { instituteId: 'x' }, /Onbekend veld/],
    ];
    for (const [name, patch, message] of cases) {
      const res = await post({ ...validCourse, ...patch }, cookie);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toMatch(message);
    }
    const badJson = await env().app.inject({
      method: 'POST',
      url: '/api/courses',
      payload: '{niet-json',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    const after = (await env().app.inject({ url: '/api/institute/courses', headers: { cookie } })).json()
      .items.length;
    expect(after).toBe(before);
  });

  it('accepts 10.1 and 10.10 and stores cents exactly', async () => {
    const cookie = await login(env().app, 'info@bsa.example.nl');
    for (const price of [10.1, 0.29, 1234.56]) {
      const res = await post({ ...validCourse, price }, cookie);
      expect(res.statusCode).toBe(201);
      expect(res.json().price).toBe(price);
    }
  });
});

describeApi('enrolment', (env) => {
  const enroll = (id: number, cookie?: string) =>
    env().app.inject({
      method: 'POST',
      url: `/api/courses/${id}/enroll`,
      headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
    });
  const createCourse = async (patch: Record<string, unknown> = {}) => {
    const cookie = await login(env().app, 'instituut@example.nl');
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/courses',
      payload: { ...validCourse, ...patch },
      headers: { ...ORIGIN, cookie },
    });
    return { course: res.json() as Course, cookie };
  };

  it('pages the own enrolments in SQL by keyset, newest first: pages of one walk the whole list', async () => {
    const cookie = await login(env().app, 'talent@example.nl');
    const get = (url: string) => env().app.inject({ url, headers: { cookie } });
    const all = (await readAll(get, '/api/user/enrollments')) as { id: number; createdAt: string }[];
    expect(all.length).toBeGreaterThan(2);
    const keys = all.map((e) => `${e.createdAt} ${String(e.id).padStart(9, '0')}`);
    expect([...keys].sort().reverse()).toEqual(keys);
    expect(await walkPages(get, '/api/user/enrollments')).toEqual(all);
    await expectBadCursors(get, '/api/user/enrollments');
  });

  it('enrols a talent once; twice creates nothing; both enrolment lists show it', async () => {
    const { course } = await createCourse();
    const { cookie } = await registerTalent(env().app);
    const first = await enroll(course.id, cookie);
    expect(first.statusCode).toBe(201);
    expect(first.json().created).toBe(true);
    const again = await enroll(course.id, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().created).toBe(false);
    for (const url of ['/api/user/enrollments', '/api/enrollments/user']) {
      const list = (await env().app.inject({ url, headers: { cookie } })).json().items;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        courseId: course.id,
        progress: 0,
        status: 'enrolled',
        completedAt: null,
        course: {
          title: course.title,
          category: 'Technology',
          level: 'Advanced',
          price: 499.95,
          duration: 6,
        },
      });
    }
    const detail = (await env().app.inject({ url: `/api/courses/${course.id}`, headers: { cookie } })).json();
    expect(detail.myEnrollment).toMatchObject({
      status: 'enrolled',
      progress: 0,
      runId: null,
      canCancel: true,
    });
    expect(detail.enrollments).toBe(1);
  });

  it('refuses a full course with a clear message', async () => {
    const { course } = await createCourse({ maxParticipants: 1, title: 'Volle cursus' });
    expect((await enroll(course.id, (await registerTalent(env().app)).cookie)).statusCode).toBe(201);
    const res = await enroll(course.id, (await registerTalent(env().app)).cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/vol/);
  });

  it('refuses an inactive course, unknown and malformed ids, other roles and signed out', async () => {
    const { course, cookie: inst } = await createCourse({ title: 'Straks inactief' });
    await env().app.inject({
      method: 'PATCH',
      url: `/api/institute/courses/${course.id}`,
      payload: { isActive: false },
      headers: { ...ORIGIN, cookie: inst },
    });
    const { cookie } = await registerTalent(env().app);
    expect((await enroll(course.id, cookie)).statusCode).toBe(409);
    expect((await enroll(999999, cookie)).statusCode).toBe(404);
    expect(
      (
        await env().app.inject({
          method: 'POST',
          url: '/api/courses/abc/enroll',
          headers: { ...ORIGIN, cookie },
        })
      ).statusCode,
    ).toBe(400);
    expect((await enroll(course.id)).statusCode).toBe(401);
    expect((await enroll(course.id, inst)).statusCode).toBe(403);
    const list = (await env().app.inject({ url: '/api/enrollments/user', headers: { cookie } })).json().items;
    expect(list).toEqual([]);
  });

  it('does not count the seeded demo courses as full', async () => {
    const list = (await env().app.inject({ url: '/api/courses?search=python voor beginners' })).json()
      .items as Course[];
    const { cookie } = await registerTalent(env().app);
    expect((await enroll(list[0].id, cookie)).statusCode).toBe(201);
  });

  it('needs a session for the enrolment lists', async () => {
    expect((await env().app.inject({ url: '/api/user/enrollments' })).statusCode).toBe(401);
    expect((await env().app.inject({ url: '/api/enrollments/user' })).statusCode).toBe(401);
  });

  it('stores an information request for the course and confirms it', async () => {
    const list = (await env().app.inject({ url: '/api/courses?limit=1' })).json().items as Course[];
    const { cookie } = await registerTalent(env().app);
    const url = `/api/courses/${list[0].id}/info-request`;
    const res = await env().app.inject({
      method: 'POST',
      url,
      payload: { message: 'Wanneer start de volgende groep?' },
      headers: { ...ORIGIN, cookie },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/verstuurd/);
    const rows = await env()
      .db.kysely.selectFrom('courseInfoRequests')
      .selectAll()
      .where('courseId', '=', list[0].id)
      .execute();
    expect(rows.map((r) => r.message)).toContain('Wanneer start de volgende groep?');
    // One open request per user per course: a second one is refused while the first is open.
    const again = await env().app.inject({ method: 'POST', url, headers: { ...ORIGIN, cookie } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/al een aanvraag/);
    expect((await env().app.inject({ method: 'POST', url, headers: ORIGIN })).statusCode).toBe(401);
    const bad = await env().app.inject({
      method: 'POST',
      url,
      payload: { message: 'x'.repeat(2001) },
      headers: { ...ORIGIN, cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});
