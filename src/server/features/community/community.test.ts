import { expect, it } from 'vitest';
import { PAGE_DEFAULT_LIMIT, type Page } from '../../../contracts/common.ts';
import type {
  CommunityData,
  CommunityStats,
  LeaderboardEntry,
  SocialComment,
  SocialPost,
  StudyGroup,
} from '../../../contracts/community.ts';
import type { Notification } from '../../../contracts/notifications.ts';
import { registerAccount } from '../../test/accounts.ts';
import { demoInstituteCourse, enrolmentWithResult } from '../../test/enrolments.ts';
import { describeApi, login, registerTalent } from '../../test/harness.ts';
import { expectBadCursors, readAll, walkPages } from '../../test/paging.ts';
import { issueCredentialForEnrollment } from '../credentials/index.ts';

describeApi('community', (env) => {
  const call = (
    method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
    url: string,
    cookie?: string,
    payload?: unknown,
  ) => env().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const notifications = async (cookie: string) =>
    (await call('GET', '/api/user/notifications', cookie)).json().items as Notification[];
  const post = async (cookie: string, content = 'Hallo community') =>
    (await call('POST', '/api/social/posts', cookie, { type: 'tip', content })).json() as SocialPost;

  it('needs a session for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/social/posts'],
      ['POST', '/api/social/posts'],
      ['DELETE', '/api/social/posts/1'],
      ['GET', '/api/social/posts/1/comments'],
      ['POST', '/api/social/posts/1/comments'],
      ['DELETE', '/api/social/comments/1'],
      ['POST', '/api/social/posts/1/like'],
      ['DELETE', '/api/social/posts/1/like'],
      ['GET', '/api/social/leaderboard'],
      ['GET', '/api/social/community'],
      ['GET', '/api/social/stats'],
      ['GET', '/api/social/study-groups'],
      ['POST', '/api/social/study-groups/1/join'],
      ['DELETE', '/api/social/study-groups/1/join'],
    ] as const) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists the seeded feed newest first, paged by cursor with a Link (none cut off), counts from the database', async () => {
    const cookie = await login(env().app, 'talent@example.nl');
    const res = await call('GET', '/api/social/posts?limit=3', cookie);
    expect(res.statusCode).toBe(200);
    const first = res.json() as Page<SocialPost>;
    expect(first.items).toHaveLength(3);
    expect(res.headers.link).toBe(`</api/social/posts?limit=3&cursor=${first.nextCursor}>; rel="next"`);
    const times = first.items.map((p) => p.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    const sanne = first.items.find((p) => p.author.name === 'Sanne van den Berg')!;
    expect(sanne).toMatchObject({
      type: 'achievement',
      courseTitle: 'Python voor beginners',
      comments: 2,
      canDelete: true,
    });
    expect(sanne.likes).toBe(14);

    // One post a page, following nextCursor: every post once, in (createdAt desc, id desc) order.
    const all = await env()
      .db.kysely.selectFrom('socialPosts')
      .select('id')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const walked = (await walkPages((url) => call('GET', url, cookie), '/api/social/posts')) as SocialPost[];
    const seen = walked.map((p) => p.id);
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(seen).toEqual(all.map((p) => Number(p.id)));

    for (const bad of ['cursor=garbage!', 'cursor=bm90LWpzb24', 'cursor=WzFd', 'limit=0', 'limit=201']) {
      const refused = await call('GET', `/api/social/posts?${bad}`, cookie);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().code, bad).toMatch(/^validation/);
    }
  });

  it('validates posts: type, length 2,000, and only a course the author is enrolled in', async () => {
    const { cookie } = await registerTalent(env().app);
    const send = (payload: unknown) => call('POST', '/api/social/posts', cookie, payload);
    expect((await send({ type: 'spam', content: 'x' })).statusCode).toBe(400);
    expect((await send({ type: 'tip', content: '   ' })).statusCode).toBe(400);
    expect((await send({ type: 'tip', content: 'a'.repeat(2001) })).statusCode).toBe(400);
    expect((await send({ type: 'tip', content: 'x', courseId: 1 })).statusCode).toBe(400);
    const long = await send({ type: 'tip', content: 'a'.repeat(2000) });
    expect(long.statusCode).toBe(201);
    await call('POST', '/api/courses/1/enroll', cookie);
    const withCourse = await send({ type: 'question', content: '<b>Wie doet mee?</b>', courseId: 1 });
    expect(withCourse.statusCode).toBe(201);
    expect(withCourse.json()).toMatchObject({
      type: 'question',
      content: '<b>Wie doet mee?</b>',
      courseId: 1,
      likes: 0,
      comments: 0,
      likedByMe: false,
      canDelete: true,
    });
  });

  it('likes once (idempotent), unlikes, and notifies the author once, grouped', async () => {
    const author = await registerTalent(env().app, 'auteur');
    const p = await post(author.cookie);
    const a = await registerTalent(env().app, 'fan');
    const b = await registerTalent(env().app, 'fan');
    expect((await call('POST', `/api/social/posts/${p.id}/like`, a.cookie)).json()).toEqual({
      liked: true,
      likes: 1,
    });
    expect((await call('POST', `/api/social/posts/${p.id}/like`, a.cookie)).json()).toEqual({
      liked: true,
      likes: 1,
    });
    expect((await call('POST', `/api/social/posts/${p.id}/like`, b.cookie)).json()).toEqual({
      liked: true,
      likes: 2,
    });
    const social = (await notifications(author.cookie)).filter((n) => n.type === 'social');
    expect(social).toHaveLength(1);
    expect(social[0]).toMatchObject({
      title: 'Nieuwe like op je bericht',
      message: 'Test Gebruiker en 1 ander vinden je bericht leuk.',
    });
    const feed = (await call('GET', '/api/social/posts', a.cookie)).json().items as SocialPost[];
    expect(feed.find((x) => x.id === p.id)).toMatchObject({ likes: 2, likedByMe: true });
    expect((await call('DELETE', `/api/social/posts/${p.id}/like`, a.cookie)).json()).toEqual({
      liked: false,
      likes: 1,
    });
    expect((await call('DELETE', `/api/social/posts/${p.id}/like`, a.cookie)).json()).toEqual({
      liked: false,
      likes: 1,
    });
    expect((await call('POST', '/api/social/posts/999999/like', a.cookie)).statusCode).toBe(404);
    // Liking your own post notifies nobody.
    await call('POST', `/api/social/posts/${p.id}/like`, author.cookie);
    expect((await notifications(author.cookie)).filter((n) => n.type === 'social')).toHaveLength(1);
  });

  it('comments: limit 1,000, oldest first, notify the author, delete own only; admins moderate', async () => {
    const author = await registerTalent(env().app, 'auteur');
    const p = await post(author.cookie);
    const other = await registerTalent(env().app, 'reageerder');
    const url = `/api/social/posts/${p.id}/comments`;
    expect((await call('POST', url, other.cookie, { content: 'b'.repeat(1001) })).statusCode).toBe(400);
    expect((await call('POST', url, other.cookie, { content: '' })).statusCode).toBe(400);
    const c1 = (await call('POST', url, other.cookie, { content: 'Eerste' })).json() as SocialComment;
    const c2 = (await call('POST', url, author.cookie, { content: 'Tweede' })).json() as SocialComment;
    const comments = (await call('GET', url, other.cookie)).json().items as SocialComment[];
    expect(comments.map((c) => [c.content, c.canDelete])).toEqual([
      ['Eerste', true],
      ['Tweede', false],
    ]);
    // Paged in SQL by keyset (creation time, id): pages of one walk the same list.
    const get = (u: string) => call('GET', u, other.cookie);
    expect(await walkPages(get, url)).toEqual(comments);
    await expectBadCursors(get, url);
    expect(
      (await notifications(author.cookie)).filter((n) => n.title === 'Nieuwe reactie op je bericht'),
    ).toHaveLength(1);
    expect((await call('GET', '/api/social/posts/999999/comments', other.cookie)).statusCode).toBe(404);

    expect((await call('DELETE', `/api/social/comments/${c2.id}`, other.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/social/posts/${p.id}`, other.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/social/comments/${c1.id}`, other.cookie)).statusCode).toBe(204);
    const admin = await login(env().app, 'admin@example.nl');
    expect((await call('DELETE', `/api/social/comments/${c2.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', url, other.cookie)).json().items).toEqual([]);
    const adminView = (await call('GET', '/api/social/posts', admin)).json().items as SocialPost[];
    expect(adminView.every((x) => x.canDelete)).toBe(true);
    expect((await call('DELETE', `/api/social/posts/${p.id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/social/posts/${p.id}`, author.cookie)).statusCode).toBe(404);
    const mine = await post(author.cookie);
    expect((await call('DELETE', `/api/social/posts/${mine.id}`, author.cookie)).statusCode).toBe(204);
  });

  it('ranks the leaderboard by the points rule, with medals order and opt-out honoured', async () => {
    const cookie = await login(env().app, 'talent@example.nl');
    const get = (url: string) => call('GET', url, cookie);
    // Paged over the whole ranking in its order (none cut off after a top 50): the default page is
    // its start, and pages of one by cursor give the same list with the same ranks (each page reads
    // the next rows of the maintained scores and numbers them on, decision 426).
    const board = (await readAll(get, '/api/social/leaderboard')) as LeaderboardEntry[];
    expect(board.length).toBeGreaterThan(5);
    const first = (await get('/api/social/leaderboard')).json();
    expect(first.items).toEqual(board.slice(0, PAGE_DEFAULT_LIMIT));
    expect(first.nextCursor === null).toBe(board.length <= PAGE_DEFAULT_LIMIT);
    expect(await walkPages(get, '/api/social/leaderboard')).toEqual(board);
    await expectBadCursors(get, '/api/social/leaderboard');
    expect(board.map((e) => e.rank)).toEqual(board.map((_, i) => i + 1));
    const points = board.map((e) => e.totalPoints);
    expect([...points].sort((x, y) => y - x)).toEqual(points);
    expect(board.slice(0, 3).every((e) => e.totalPoints >= board[3].totalPoints)).toBe(true);
    // Sanne: 1 passed (100) + 1 self-reported (5) + 4 enrolments (40) + scan (50) + 1 post (5)
    // + 14 likes received (14) + 1 comment (2)
    const sanne = (await call('GET', '/api/social/stats', cookie)).json() as CommunityStats;
    // Active as on the dashboard (status enrolled): her self-reported completion waits for its result.
    expect(sanne).toMatchObject({ completedCourses: 1, activeCourses: 2, certificates: 1, totalPoints: 216 });

    // A fresh user who earns points appears; after opting out they are gone.
    const fresh = await registerTalent(env().app, 'ranglijst');
    const me = (await call('GET', '/api/user', fresh.cookie)).json().id as string;
    const ids = ((await call('GET', '/api/courses?limit=10')).json().items as { id: number }[]).map(
      (c) => c.id,
    );
    const e = (await call('POST', `/api/courses/${ids[0]}/enroll`, fresh.cookie)).json().enrollment.id;
    await call('PATCH', `/api/enrollments/${e}/progress`, fresh.cookie, { progress: 100 });
    for (const id of ids.slice(1, 4)) {
      expect((await call('POST', `/api/courses/${id}/enroll`, fresh.cookie)).statusCode).toBe(201);
    }
    // Progress 100 right after enrolling is self-reported: no certificate, 5 points, and no longer
    // active (the dashboard's count of the same label).
    const full = (await call('GET', '/api/social/stats', fresh.cookie)).json() as CommunityStats;
    expect(full).toMatchObject({ activeCourses: 3, completedCourses: 0, certificates: 0, totalPoints: 45 });
    expect(full.rank).toBeGreaterThan(0);
    await call('PATCH', '/api/user/settings', fresh.cookie, { showOnLeaderboard: false });
    const after = (await readAll(get, '/api/social/leaderboard')) as LeaderboardEntry[];
    expect(after.find((x) => x.id === me)).toBeUndefined();
    expect(((await call('GET', '/api/social/stats', fresh.cookie)).json() as CommunityStats).rank).toBeNull();
  });

  it('orders equal points by completed courses, then name; ranks are positions, also across pages; the own rank agrees', async () => {
    const courseId = ((await call('GET', '/api/courses?limit=1')).json().items[0] as { id: number }).id;
    const tied: (Awaited<ReturnType<typeof registerTalent>> & { firstName: string })[] = [];
    for (const firstName of ['Zzzb', 'Zzza']) {
      const t = await registerTalent(env().app, 'gelijk');
      await call('PATCH', '/api/user/profile', t.cookie, { firstName, lastName: 'Gelijkspel' });
      expect((await call('POST', `/api/courses/${courseId}/enroll`, t.cookie)).statusCode).toBe(201);
      tied.push({ ...t, firstName });
    }
    const get = (url: string) => call('GET', url, tied[0].cookie);
    const board = (await walkPages(get, '/api/social/leaderboard', { size: 2 })) as LeaderboardEntry[];
    expect(board.map((e) => e.rank)).toEqual(board.map((_, i) => i + 1));
    const a = board.find((e) => e.id === tied[1].user.id);
    const b = board.find((e) => e.id === tied[0].user.id);
    expect(a).toMatchObject({ name: 'Zzza Gelijkspel', totalPoints: 10, completedCourses: 0 });
    expect(b).toMatchObject({ name: 'Zzzb Gelijkspel', totalPoints: 10, completedCourses: 0 });
    // Equal points and courses: the name decides, and the two follow each other.
    expect(b!.rank).toBe(a!.rank + 1);
    for (const t of tied) {
      const stats = (await call('GET', '/api/social/stats', t.cookie)).json() as CommunityStats;
      expect(stats.rank).toBe(board.find((e) => e.id === t.user.id)!.rank);
    }
    // A point more moves a user up at once (the scores follow every counted write).
    await call('POST', '/api/social/posts', tied[0].cookie, {
      content: 'Een tip voor iedereen',
      type: 'tip',
    });
    const moved = ((await readAll(get, '/api/social/leaderboard')) as LeaderboardEntry[]).find(
      (e) => e.id === tied[0].user.id,
    );
    expect(moved).toMatchObject({ totalPoints: 15 });
    expect(moved!.rank).toBeLessThan(a!.rank);
  });

  it('shows coursemates and instructors only when they allow it', async () => {
    const a = await registerTalent(env().app, 'genoot');
    const b = await registerTalent(env().app, 'genoot');
    const bId = (await call('GET', '/api/user', b.cookie)).json().id as string;
    const empty = (await call('GET', '/api/social/community', a.cookie)).json() as CommunityData;
    expect(empty).toEqual({ coursemates: [], colleagues: [], instructors: [] });
    const course = (await call('GET', '/api/courses?search=python voor beginners')).json().items[0];
    await call('POST', `/api/courses/${course.id}/enroll`, a.cookie);
    await call('POST', `/api/courses/${course.id}/enroll`, b.cookie);
    const data = (await call('GET', '/api/social/community', a.cookie)).json() as CommunityData;
    expect(data.coursemates.find((m) => m.user.id === bId)).toMatchObject({
      course: { title: 'Python voor beginners' },
      enrollment: { status: 'enrolled' },
    });
    expect(data.instructors).toEqual([
      expect.objectContaining({
        instituteName: 'TechAcademie Nederland',
        courseTitle: 'Python voor beginners',
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain('@');
    await call('PATCH', '/api/user/settings', b.cookie, { showInCommunity: false });
    const hidden = (await call('GET', '/api/social/community', a.cookie)).json() as CommunityData;
    expect(hidden.coursemates.find((m) => m.user.id === bId)).toBeUndefined();
  });

  /** A coursemate as "user course", as the community list gives them. */
  const coursemates = async (cookie: string) =>
    ((await call('GET', '/api/social/community', cookie)).json() as CommunityData).coursemates.map(
      (m) => `${m.user.id} ${m.course.id}`,
    );
  /** `n` new talents enrol in the two courses by turns (the first in `courses[0]`); their keys, in order. */
  const enrolByTurns = async (courses: [number, number], n: number) => {
    const added: string[] = [];
    for (let i = 0; i < n; i++) {
      const other = await registerTalent(env().app, 'genoot');
      const course = courses[i % 2];
      await call('POST', `/api/courses/${course}/enroll`, other.cookie);
      added.push(`${(await call('GET', '/api/user', other.cookie)).json().id} ${course}`);
    }
    return added;
  };

  it("coursemates: the newest enrolments across all of the user's courses first, at most 50", async () => {
    const me = await registerTalent(env().app, 'genoot');
    const [first, second] = (
      (await call('GET', '/api/courses?limit=2')).json().items as { id: number }[]
    ).map((c) => c.id);
    await call('POST', `/api/courses/${first}/enroll`, me.cookie);
    await call('POST', `/api/courses/${second}/enroll`, me.cookie);
    const seen = new Set(await coursemates(me.cookie));
    // Each course is read along its own index; the list is newest first across both.
    const added = await enrolByTurns([first, second], 6);
    const keys = await coursemates(me.cookie);
    expect(keys.length).toBeLessThanOrEqual(50);
    expect(keys.slice(0, 6)).toEqual([...added].reverse());
    expect(keys.slice(6).every((k) => seen.has(k))).toBe(true);
  });

  it('coursemates of a talent in more courses than one statement reads are merged newest first', async () => {
    const me = await registerTalent(env().app, 'genoot');
    const ids = ((await call('GET', '/api/courses?limit=100')).json().items as { id: number }[]).map(
      (c) => c.id,
    );
    const mine: number[] = [];
    for (const id of ids) {
      if ((await call('POST', `/api/courses/${id}/enroll`, me.cookie)).statusCode < 300) mine.push(id);
    }
    expect(mine.length).toBeGreaterThan(50);
    const added = await enrolByTurns([mine[mine.length - 1], mine[0]], 4);
    const keys = await coursemates(me.cookie);
    expect(keys).toHaveLength(50);
    expect(keys.slice(0, 4)).toEqual([...added].reverse());
  });

  it('study groups: real member counts, join once (notified), leave', async () => {
    const { cookie } = await registerTalent(env().app);
    const groups = (await call('GET', '/api/social/study-groups', cookie)).json().items as StudyGroup[];
    expect(groups.length).toBeGreaterThanOrEqual(10);
    const g = groups.find((x) => x.name === 'Python-beginners')!;
    expect(g).toMatchObject({ memberCount: 12, isMember: false, category: 'Technology' });
    const joined = (await call('POST', `/api/social/study-groups/${g.id}/join`, cookie)).json() as StudyGroup;
    expect(joined).toMatchObject({ memberCount: 13, isMember: true });
    await call('POST', `/api/social/study-groups/${g.id}/join`, cookie);
    const list = (await call('GET', '/api/social/study-groups', cookie)).json().items as StudyGroup[];
    expect(list.find((x) => x.id === g.id)?.memberCount).toBe(13);
    expect((await notifications(cookie)).filter((n) => n.title === 'Welkom in de studiegroep')).toHaveLength(
      1,
    );
    const left = (await call('DELETE', `/api/social/study-groups/${g.id}/join`, cookie)).json() as StudyGroup;
    expect(left).toMatchObject({ memberCount: 12, isMember: false });
    expect((await call('POST', '/api/social/study-groups/999999/join', cookie)).statusCode).toBe(404);
  });

  it('every role can read the community', async () => {
    for (const email of [
      'bedrijf@example.nl',
      'instituut@example.nl',
      'admin@example.nl',
      'superadmin@example.nl',
    ]) {
      const cookie = await login(env().app, email);
      for (const url of [
        '/api/social/posts',
        '/api/social/leaderboard',
        '/api/social/community',
        '/api/social/study-groups',
        '/api/social/stats',
      ]) {
        expect((await call('GET', url, cookie)).statusCode, `${email} ${url}`).toBe(200);
      }
    }
  });

  it('counts valid certificates: a revoked one no more, its re-issued replacement once', async () => {
    const learner = await registerAccount(env().app, 'talent');
    const institute = await login(env().app, 'instituut@example.nl');
    const certificates = async () =>
      ((await call('GET', '/api/social/stats', learner.cookie)).json() as CommunityStats).certificates;
    const first = await demoInstituteCourse(env(), 1);
    const second = await demoInstituteCourse(env(), 2);
    const a = await issueCredentialForEnrollment(
      env().db.kysely,
      await enrolmentWithResult(env(), learner.cookie, first.id, 'passed'),
    );
    const b = await issueCredentialForEnrollment(
      env().db.kysely,
      await enrolmentWithResult(env(), learner.cookie, second.id, 'passed'),
    );
    expect(await certificates()).toBe(2);
    // Revoked without a new one: the passed course counts no certificate.
    const revoked = await call('POST', `/api/credentials/${a?.id}/revoke`, institute, { reason: 'Fraude' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await certificates()).toBe(1);
    // Corrected and re-issued: the replacement counts, the revoked original does not.
    const reissued = await call('POST', `/api/institute/credentials/${b?.id}/reissue`, institute, {
      reason: 'Naam gecorrigeerd',
    });
    expect(reissued.statusCode, reissued.body).toBe(201);
    expect(await certificates()).toBe(1);
  });
});
