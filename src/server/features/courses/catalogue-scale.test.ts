import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Course } from '../../../contracts/courses.ts';
import { SCAN_QUESTION_COUNT } from '../../../domain/scan/index.ts';
import { describeApi, login, registerTalent } from '../../test/harness.ts';

/** The catalogue at scale: search, counters, paging, ETag, stored recommendations. */
describeApi('catalogue at scale', (env) => {
  const get = (url: string, headers: Record<string, string> = {}) => env().app.inject({ url, headers });
  const ids = async (url: string) => ((await get(url)).json().items as Course[]).map((c) => c.id);
  let institute = '';
  const create = async (course: Partial<Record<string, unknown>>) => {
    institute ||= await login(env().app, 'instituut@example.nl');
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { cookie: institute },
      payload: { category: 'Business', level: 'Beginner', duration: 4, price: 100, ...course },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as Course).id;
  };
  const enroll = (id: number, cookie: string) =>
    env().app.inject({ method: 'POST', url: `/api/courses/${id}/enroll`, headers: { cookie } });

  it('ranks title matches before description matches, ignoring case and accents', async () => {
    const inDescription = await create({
      title: 'Horeca zonder zorgen',
      description: 'Je leert een café en een restaurant runnen.',
    });
    const inTitle = await create({ title: 'Café-management', description: 'Leidinggeven in de horeca.' });
    for (const q of ['cafe', 'CAFÉ', 'Café', 'caf']) {
      const found = await ids(`/api/courses?search=${encodeURIComponent(q)}&limit=200`);
      expect(found.indexOf(inTitle), q).toBeGreaterThanOrEqual(0);
      expect(found.indexOf(inDescription), q).toBeGreaterThan(found.indexOf(inTitle));
    }
    // Cursor paging across the title/description boundary gives the same order as one page.
    const whole = await ids('/api/courses?search=horeca&limit=200');
    const paged: number[] = [];
    let cursor: string | null = null;
    do {
      const body: { items: Course[]; nextCursor: string | null } = (
        await get(`/api/courses?search=horeca&limit=1${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      paged.push(...(body.items as Course[]).map((c) => c.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(paged).toEqual(whole);
    // "horeca" is in the title of the first course made and in the description of the second.
    expect(whole.indexOf(inDescription)).toBeLessThan(whole.indexOf(inTitle));
    // Every word must match: a second word narrows.
    expect(await ids('/api/courses?search=cafe%20restaurant')).toEqual([inDescription]);
  });

  it('matches word prefixes and ranks the best title first', async () => {
    const python = await ids('/api/courses?search=pyth&limit=200');
    const all = (await get('/api/courses?limit=200')).json().items as Course[];
    const expected = all.filter((c) => /python/i.test(`${c.title} ${c.description}`)).map((c) => c.id);
    expect([...python].sort()).toEqual([...expected].sort());
    const first = (await get('/api/courses?search=python%20voor%20beginners')).json().items as Course[];
    expect(first[0].title).toBe('Python voor beginners');
  });

  it('finds Dutch word forms on PostgreSQL (stems), and prefixes on both engines', async () => {
    const id = await create({ title: 'Veilig werk op hoogte', description: 'Steigers en ladders.' });
    expect(await ids('/api/courses?search=steiger&limit=200')).toContain(id);
    if (env().engine === 'postgres') expect(await ids('/api/courses?search=werken&limit=200')).toContain(id);
  });

  it('answers no match with an empty list and a total of 0', async () => {
    const res = await get('/api/courses?search=xyzzyqwv');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: [], total: 0, nextCursor: null });
  });

  it('treats special characters as text, never as query syntax', async () => {
    const id = await create({
      title: 'C++ en "OR" NEAR(x) * ^ voor - gevorderden',
      description: 'Puntkomma; 100% zeker.',
    });
    for (const q of [
      '"',
      "'",
      '*',
      '"OR"',
      'NEAR(',
      ')',
      '-',
      ':',
      '^',
      '%',
      '_',
      '\\',
      '&&',
      '!',
      '@@',
      'a:*',
      '(c++)',
      "o'neil",
      '\u0000',
    ]) {
      const res = await get(`/api/courses?search=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(Array.isArray(res.json().items), q).toBe(true);
    }
    // Punctuation only matches nothing (not everything).
    expect(await ids('/api/courses?search=%25%25')).toEqual([]);
    expect(await ids(`/api/courses?search=${encodeURIComponent('"*"')}`)).toEqual([]);
    expect(await ids(`/api/courses?search=${encodeURIComponent('c++ "OR" near(x)')}`)).toEqual([id]);
    expect(await ids(`/api/courses?search=${encodeURIComponent('100% zeker')}`)).toEqual([id]);
  });

  it('pages with a cursor: every active course exactly once, filtered or not', async () => {
    for (const filter of ['', '&category=Technology']) {
      const all = await ids(`/api/courses?limit=200${filter}`);
      const seen: number[] = [];
      let cursor: string | null = null;
      for (let guard = 0; guard < 100; guard++) {
        const res = await get(`/api/courses?limit=7${filter}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().total).toBe(all.length);
        seen.push(...(res.json().items as Course[]).map((c) => c.id));
        cursor = res.json().nextCursor;
        if (!cursor) break;
      }
      expect(seen).toEqual(all);
      expect(new Set(seen).size).toBe(seen.length);
    }
    expect((await get('/api/courses?cursor=WzVd&search=python')).statusCode).toBe(400);
    expect((await get('/api/courses?cursor=WyJyIiwtMV0&search=python')).statusCode).toBe(400);
    expect((await get('/api/courses?cursor=WyJyIiwwXQ')).statusCode).toBe(400);
  });

  it('keeps rating and enrolment counters equal to a recount, cascades included', async () => {
    const k = env().db.kysely;
    const [a, b] = await ids('/api/courses?limit=2');
    const talents = await Promise.all([registerTalent(env().app, 'cnt'), registerTalent(env().app, 'cnt')]);
    for (const t of talents) {
      expect((await enroll(a, t.cookie)).statusCode).toBe(201);
      expect((await enroll(b, t.cookie)).statusCode).toBe(201);
    }
    const now = new Date().toISOString();
    await k
      .insertInto('courseRatings')
      .values([
        { courseId: a, userId: talents[0].user.id, rating: 5, createdAt: now },
        { courseId: a, userId: talents[1].user.id, rating: 2, createdAt: now },
        { courseId: b, userId: talents[1].user.id, rating: 4, createdAt: now },
      ])
      .execute();
    await k
      .updateTable('courseRatings')
      .set({ rating: 1 })
      .where('userId', '=', talents[1].user.id)
      .where('courseId', '=', b)
      .execute();
    await k
      .deleteFrom('courseRatings')
      .where('userId', '=', talents[0].user.id)
      .where('courseId', '=', a)
      .execute();
    // Account deletion: enrolments cascade away, ratings stay anonymised.
    await k.deleteFrom('users').where('id', '=', talents[1].user.id).execute();
    const drift = await sql<{ id: number }>`select c.id from courses c where
      c.enrollment_count <> (select count(*) from enrollments e where e.course_id = c.id)
      or c.rating_count <> (select count(*) from course_ratings r where r.course_id = c.id)
      or c.rating_sum <> coalesce((select sum(r.rating) from course_ratings r where r.course_id = c.id), 0)`.execute(
      k,
    );
    expect(drift.rows).toEqual([]);
    const course = (await get(`/api/courses/${a}`)).json() as Course;
    const recount = await k
      .selectFrom('courseRatings')
      .select((eb) => eb.fn.avg<number>('rating').as('avg'))
      .where('courseId', '=', a)
      .executeTakeFirstOrThrow();
    expect(course.rating).toBeCloseTo(Math.round(Number(recount.avg) * 10) / 10);
  });

  it('gives exactly as many places as seats to concurrent enrolments (12 talents, 3 seats)', async () => {
    const id = await create({ title: 'Drie plaatsen', description: 'Vol is vol.', maxParticipants: 3 });
    const talents = await Promise.all(Array.from({ length: 12 }, () => registerTalent(env().app, 'race')));
    const statuses = (await Promise.all(talents.map((t) => enroll(id, t.cookie)))).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const { n } = await env()
      .db.kysely.selectFrom('enrollments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('courseId', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(3);
    expect(((await get(`/api/courses/${id}`)).json() as Course).enrollments).toBe(3);
  });

  it('answers 304 to a matching If-None-Match and a new ETag after a change', async () => {
    const url = '/api/courses?limit=5&category=Finance';
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    // Other API answers (errors included) are still never stored.
    expect((await get('/api/user')).headers['cache-control']).toBe('no-store');
    expect((await get('/api/bestaat-niet')).headers['cache-control']).toBe('no-store');
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const [courseId] = (first.json().items as Course[]).map((c) => c.id);
    const detail = await get(`/api/courses/${courseId}`);
    expect(
      (await get(`/api/courses/${courseId}`, { 'if-none-match': detail.headers.etag as string })).statusCode,
    ).toBe(304);
    const { cookie } = await registerTalent(env().app, 'etag');
    expect((await enroll(courseId, cookie)).statusCode).toBe(201);
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('stores recommendations with the scan and recomputes them once after a catalogue change', async () => {
    const k = env().db.kysely;
    const { cookie, user } = await registerTalent(env().app, 'recs');
    const answers = Object.fromEntries(
      Array.from({ length: SCAN_QUESTION_COUNT }, (_, i) => [String(i + 1), 5]),
    );
    const submitted = await env().app.inject({
      method: 'POST',
      url: '/api/enhanced-assessment/submit',
      headers: { cookie },
      payload: { answers },
    });
    expect(submitted.statusCode).toBe(200);
    const version = async () =>
      Number((await k.selectFrom('catalogueState').select('version').executeTakeFirstOrThrow()).version);
    const setVersion = async () =>
      Number(
        (
          await k
            .selectFrom('recommendationSets')
            .select('catalogueVersion')
            .where('userId', '=', user.id)
            .executeTakeFirstOrThrow()
        ).catalogueVersion,
      );
    expect(await setVersion()).toBe(await version());
    const stored = (await get('/api/user/recommendations', { cookie })).json().items;
    expect(stored).toHaveLength(10);
    const before = await version();
    await create({ title: 'Nieuwe cursus', description: 'Verandert de catalogus.' });
    expect(await version()).toBeGreaterThan(before);
    const fresh = (await get('/api/user/recommendations', { cookie })).json().items as { courseId: number }[];
    expect(fresh).toHaveLength(10);
    expect(await setVersion()).toBe(await version());
  });
});
