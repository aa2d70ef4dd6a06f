import { expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts.ts';
import { demoInstituteCourse, enrolmentWithResult } from '../../test/enrolments.ts';
import { describeApi, login } from '../../test/harness.ts';

describeApi('course reviews', (env) => {
  const post = (courseId: number, cookie: string | undefined, payload: unknown) =>
    env().app.inject({
      method: 'POST',
      url: `/api/courses/${courseId}/reviews`,
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });
  const get = (url: string, cookie?: string) => env().app.inject({ url, headers: cookie ? { cookie } : {} });
  const courseRow = (id: number) =>
    env()
      .db.kysely.selectFrom('courses')
      .select(['ratingSum', 'ratingCount'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('accepts a review only from a learner whose result the institute confirmed (passed)', async () => {
    const course = await demoInstituteCourse(env(), 2);
    expect((await post(course.id, undefined, { rating: 4 })).statusCode).toBe(401);
    const stranger = await registerAccount(env().app, 'talent');
    expect((await post(course.id, stranger.cookie, { rating: 4 })).statusCode).toBe(403);
    // A self-reported completion is not enough: it needs no course at all.
    for (const status of ['enrolled', 'failed', 'completed'] as const) {
      const learner = await registerAccount(env().app, 'talent');
      await enrolmentWithResult(env(), learner.cookie, course.id, status);
      const res = await post(course.id, learner.cookie, { rating: 4 });
      expect(res.statusCode, status).toBe(403);
      expect(res.json().message).toBe(
        'Je kunt een cursus beoordelen zodra het opleidingsinstituut heeft bevestigd dat je hem hebt afgerond.',
      );
    }
    const institute = await login(env().app, 'instituut@example.nl');
    expect((await post(course.id, institute, { rating: 4 })).statusCode).toBe(403);
    const learner = await registerAccount(env().app, 'talent');
    await enrolmentWithResult(env(), learner.cookie, course.id, 'passed');
    expect((await post(course.id, learner.cookie, { rating: 5 })).statusCode).toBe(201);
    expect((await post(999_999, stranger.cookie, { rating: 4 })).statusCode).toBe(404);
  });

  it('validates the rating and comment, and writes nothing on bad input', async () => {
    const course = await demoInstituteCourse(env(), 3);
    const learner = await registerAccount(env().app, 'talent');
    await enrolmentWithResult(env(), learner.cookie, course.id, 'passed');
    const before = await courseRow(course.id);
    for (const payload of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      {},
      { rating: 3, comment: 'x'.repeat(2001) },
      { rating: 3, extra: 1 },
    ]) {
      expect(
        (await post(course.id, learner.cookie, payload)).statusCode,
        JSON.stringify(payload).slice(0, 40),
      ).toBe(400);
    }
    expect(await courseRow(course.id)).toEqual(before);
  });

  it("keeps one review per learner per course (a second one updates it) and the course's mean on its row", async () => {
    const course = await demoInstituteCourse(env(), 4);
    const before = await courseRow(course.id);
    const learner = await registerAccount(env().app, 'talent', 'Noor');
    await enrolmentWithResult(env(), learner.cookie, course.id, 'passed');
    const first = await post(course.id, learner.cookie, { rating: 2, comment: 'Te snel' });
    expect(first.statusCode).toBe(201);
    expect(await courseRow(course.id)).toEqual({
      ratingSum: Number(before.ratingSum) + 2,
      ratingCount: Number(before.ratingCount) + 1,
    });
    const second = await post(course.id, learner.cookie, { rating: 5, comment: 'Toch heel goed' });
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    const after = await courseRow(course.id);
    expect(after).toEqual({
      ratingSum: Number(before.ratingSum) + 5,
      ratingCount: Number(before.ratingCount) + 1,
    });
    const mean = Math.round((Number(after.ratingSum) / Number(after.ratingCount)) * 10) / 10;
    // The public detail and the (cached) catalogue show the new mean at once (decision 155).
    expect((await get(`/api/courses/${course.id}`)).json().rating).toBe(mean);
    const listed = (await get('/api/courses?limit=100'))
      .json()
      .items.find((c: { id: number }) => c.id === course.id);
    if (listed) expect(listed.rating).toBe(mean);

    const page = (await get(`/api/courses/${course.id}/reviews`, learner.cookie)).json();
    const mine = page.items.filter((r: { mine: boolean }) => r.mine);
    expect(mine).toEqual([
      expect.objectContaining({
        rating: 5,
        comment: 'Toch heel goed',
        authorName: 'Noor G.',
        courseId: course.id,
      }),
    ]);
    expect(page.rating).toBe(mean);
  });

  it('keeps an older review without a confirmed result, marked and out of the mean', async () => {
    const course = await demoInstituteCourse(env(), 2);
    const before = await courseRow(course.id);
    const old = await registerAccount(env().app, 'talent', 'Gamer');
    await enrolmentWithResult(env(), old.cookie, course.id, 'completed');
    // As migration 075 marks a review written before a confirmed result was required.
    await env()
      .db.kysely.insertInto('courseRatings')
      .values({
        courseId: course.id,
        userId: old.id,
        rating: 1,
        comment: 'Slecht',
        createdAt: new Date().toISOString(),
        unverified: 1,
      })
      .execute();
    expect(await courseRow(course.id)).toEqual(before);
    const learner = await registerAccount(env().app, 'talent', 'Sanne');
    await enrolmentWithResult(env(), learner.cookie, course.id, 'passed');
    expect((await post(course.id, learner.cookie, { rating: 5, comment: 'Goed' })).statusCode).toBe(201);
    const items = (await get(`/api/courses/${course.id}/reviews?limit=50`)).json().items as {
      comment: string;
      verifiedParticipant: boolean;
    }[];
    expect(items.find((r) => r.comment === 'Slecht')?.verifiedParticipant).toBe(false);
    expect(items.find((r) => r.comment === 'Goed')?.verifiedParticipant).toBe(true);
    expect(await courseRow(course.id)).toEqual({
      ratingSum: Number(before.ratingSum) + 5,
      ratingCount: Number(before.ratingCount) + 1,
    });
  });

  it('pages the public list, newest first, and refuses bad paging', async () => {
    const course = await demoInstituteCourse(env(), 0);
    for (const rating of [1, 2, 3]) {
      const learner = await registerAccount(env().app, 'talent');
      await enrolmentWithResult(env(), learner.cookie, course.id, 'passed');
      await post(course.id, learner.cookie, { rating, comment: `Review ${rating}` });
    }
    const all = (await get(`/api/courses/${course.id}/reviews?limit=50`)).json();
    const p1 = (await get(`/api/courses/${course.id}/reviews?limit=2`)).json();
    const p2 = (
      await get(`/api/courses/${course.id}/reviews?limit=2&cursor=${encodeURIComponent(p1.nextCursor)}`)
    ).json();
    expect(p1.total).toBe(all.total);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect([...p1.items, ...p2.items].map((r: { id: number }) => r.id)).toEqual(
      all.items.slice(0, 4).map((r: { id: number }) => r.id),
    );
    expect(all.items[0].comment).toBe('Review 3');
    for (const q of ['limit=0', 'limit=1001', 'cursor=abc', 'limit=abc']) {
      expect((await get(`/api/courses/${course.id}/reviews?${q}`)).statusCode, q).toBe(400);
    }
    expect((await get('/api/courses/999999/reviews')).statusCode).toBe(404);
  });

  it('shows an institute the reviews of its own courses only', async () => {
    const course = await demoInstituteCourse(env(), 1);
    const learner = await registerAccount(env().app, 'talent');
    await enrolmentWithResult(env(), learner.cookie, course.id, 'passed');
    await post(course.id, learner.cookie, { rating: 4, comment: 'Voor het instituut' });
    const own = (
      await get('/api/institute/reviews?limit=50', await login(env().app, 'instituut@example.nl'))
    ).json();
    expect(
      own.items.some(
        (r: { comment: string; courseTitle: string }) =>
          r.comment === 'Voor het instituut' && r.courseTitle === course.title,
      ),
    ).toBe(true);
    const other = await registerAccount(env().app, 'institute');
    expect((await get('/api/institute/reviews', other.cookie)).json()).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
    });
    expect((await get('/api/institute/reviews', learner.cookie)).statusCode).toBe(403);
  });
});
