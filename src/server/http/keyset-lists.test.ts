import { expect, it } from 'vitest';
import { registerAccount } from '../test/accounts.ts';
import { demoInstituteCourse, enrolmentWithResult } from '../test/enrolments.ts';
import { describeApi, login, registerTalent } from '../test/harness.ts';
import { expectBadCursors, readAll, walkPages } from '../test/paging.ts';

/**
 * Lists whose rows grow with time page in SQL by keyset (issue 48 part 3, decision 491): read page
 * by page they give every row once, in the list's order, the same as one large page; a cursor of
 * another shape is a 400.
 */
describeApi('per-owner lists paged in SQL by keyset', (env) => {
  const getAs = (cookie: string) => (url: string) =>
    env().app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, cookie: string, payload: object, method: 'POST' | 'PATCH' = 'POST') =>
    env().app.inject({ method, url, headers: { cookie }, payload });
  const desc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

  /** Walks in pages of one and of two, compares with one large page, checks the order and bad cursors. */
  async function walk<T>(cookie: string, url: string, inOrder: (a: T, b: T) => number): Promise<T[]> {
    const get = getAs(cookie);
    const all = (await readAll(get, url)) as T[];
    expect(await walkPages(get, url)).toEqual(all);
    expect(await walkPages(get, url, { size: 2 })).toEqual(all);
    expect(all).toEqual([...all].sort(inOrder));
    await expectBadCursors(get, url);
    return all;
  }

  it('info requests of an institute: open ones first, then newest', async () => {
    const course = await demoInstituteCourse(env());
    const made: number[] = [];
    for (let i = 0; i < 4; i++) {
      const talent = await registerTalent(env().app, `inforeq${i}`);
      const res = await post(`/api/courses/${course.id}/info-request`, talent.cookie, {
        message: `Vraag nummer ${i} over de cursus`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const institute = await login(env().app, 'instituut@example.nl');
    type Item = { id: number; handled: boolean; createdAt: string; courseTitle: string };
    const before = (await readAll(getAs(institute), '/api/institute/info-requests')) as Item[];
    made.push(...before.filter((r) => !r.handled).map((r) => r.id));
    const handled = await post(
      `/api/institute/info-requests/${made[1]}`,
      institute,
      { handled: true },
      'PATCH',
    );
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toMatchObject({ id: made[1], handled: true });
    const all = await walk<Item>(
      institute,
      '/api/institute/info-requests',
      (a, b) => Number(a.handled) - Number(b.handled) || desc(a.createdAt, b.createdAt) || b.id - a.id,
    );
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.find((r) => r.id === made[1])?.handled).toBe(true);
    expect(all[0].courseTitle).toBeTruthy();
  });

  it("a company's applications: newest first, per vacancy and since a moment", async () => {
    const company = await login(env().app, 'bedrijf@example.nl');
    const made = await post('/api/company/vacancies', company, {
      title: 'Vacature voor het bladeren',
      description: 'Een vacature voor de test van keyset.',
      location: 'Utrecht',
      hours: 32,
      skills: ['Excel'],
      hollandCode: 'RC',
    });
    expect(made.statusCode, made.body).toBe(201);
    const vacancyId = made.json().id as number;
    for (let i = 0; i < 3; i++) {
      const talent = await registerTalent(env().app, `sollicitant${i}`);
      const res = await post(`/api/vacancies/${vacancyId}/apply`, talent.cookie, {
        motivation: `Ik wil graag, nummer ${i}.`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    type Item = { id: number; vacancyId: number; createdAt: string; updatedAt: string };
    const order = (a: Item, b: Item) => desc(a.createdAt, b.createdAt) || b.id - a.id;
    const mine = await walk<Item>(company, `/api/company/applications?vacancyId=${vacancyId}`, order);
    expect(mine).toHaveLength(3);
    expect(mine.every((a) => a.vacancyId === vacancyId)).toBe(true);
    await walk<Item>(company, '/api/company/applications', order);
    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect(await readAll(getAs(company), `/api/company/applications?updatedSince=${future}`)).toEqual([]);
    const since = encodeURIComponent(mine[2].updatedAt);
    const changed = (await readAll(
      getAs(company),
      `/api/company/applications?vacancyId=${vacancyId}&updatedSince=${since}`,
    )) as Item[];
    expect(changed.map((a) => a.id)).toEqual(
      mine.filter((a) => a.updatedAt >= mine[2].updatedAt).map((a) => a.id),
    );
  });

  it("a company's own vacancies: newest first, and since a moment", async () => {
    const company = await login(env().app, 'bedrijf@example.nl');
    for (let i = 0; i < 2; i++) {
      const res = await post('/api/company/vacancies', company, {
        title: `Nog een vacature ${i}`,
        description: 'Een vacature voor de test van keyset.',
        location: 'Zwolle',
        hours: 24,
        skills: ['Excel'],
        hollandCode: 'RC',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    type Item = { id: number; createdAt: string; updatedAt: string };
    const all = await walk<Item>(
      company,
      '/api/company/vacancies',
      (a, b) => desc(a.createdAt, b.createdAt) || b.id - a.id,
    );
    expect(all.length).toBeGreaterThanOrEqual(2);
    const since = all[1].updatedAt;
    const changed = (await readAll(
      getAs(company),
      `/api/company/vacancies?updatedSince=${encodeURIComponent(since)}`,
    )) as Item[];
    expect(changed.map((v) => v.id)).toEqual(all.filter((v) => v.updatedAt >= since).map((v) => v.id));
  });

  it('licence requests for the admin: pending ones first (oldest first), then the decisions (latest first)', async () => {
    const admin = await login(env().app, 'admin@example.nl');
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const inst = await registerAccount(env().app, 'institute', 'Rens', {
        instituteName: `Bladeracademie ${i} ${Date.now()}`,
      });
      const res = await post('/api/institute/licence/requests', inst.cookie, { tier: 'professional' });
      expect(res.statusCode, res.body).toBe(201);
    }
    type Item = { id: number; status: string; decidedAt: string | null };
    const pending = ((await readAll(getAs(admin), '/api/admin/licence-requests')) as Item[]).filter(
      (r) => r.status === 'pending',
    );
    ids.push(...pending.slice(-4).map((r) => r.id));
    for (const id of [ids[0], ids[2]]) {
      const res = await post(`/api/admin/licence-requests/${id}`, admin, { approve: id === ids[0] });
      expect(res.statusCode, res.body).toBe(200);
    }
    const all = await walk<Item>(
      admin,
      '/api/admin/licence-requests',
      (a, b) =>
        Number(a.status !== 'pending') - Number(b.status !== 'pending') ||
        desc(a.decidedAt ?? '', b.decidedAt ?? '') ||
        a.id - b.id,
    );
    const at = (id: number) => all.findIndex((r) => r.id === id);
    expect(at(ids[1])).toBeLessThan(at(ids[3]));
    expect(at(ids[3])).toBeLessThan(at(ids[2]));
    expect(at(ids[2])).toBeLessThan(at(ids[0]));
  });

  it("an institute's courses: newest first, on both of its lists, and since a moment", async () => {
    const institute = await login(env().app, 'instituut@example.nl');
    type Item = { id: number; updatedAt: string };
    const order = (a: Item, b: Item) => b.id - a.id;
    const managed = await walk<Item>(institute, '/api/institute/courses', order);
    expect(managed.length).toBeGreaterThanOrEqual(2);
    expect(await walk<Item>(institute, '/api/courses/institute', order)).toEqual(managed);
    const since = [...managed].sort((a, b) => desc(a.updatedAt, b.updatedAt))[1].updatedAt;
    const changed = (await readAll(
      getAs(institute),
      `/api/institute/courses?updatedSince=${encodeURIComponent(since)}`,
    )) as Item[];
    expect(changed.map((c) => c.id)).toEqual(managed.filter((c) => c.updatedAt >= since).map((c) => c.id));
  });

  it("the talent's certificates: newest first", async () => {
    const learner = await registerTalent(env().app, 'certificaten');
    const enrolments: number[] = [];
    for (let i = 0; i < 3; i++) {
      const course = await demoInstituteCourse(env(), i);
      enrolments.push(await enrolmentWithResult(env(), learner.cookie, course.id, 'passed'));
    }
    // One pass confirmed later than the others: its completion dates the certificate.
    await env()
      .db.kysely.updateTable('enrollments')
      .set({ completedAt: new Date(Date.now() + 3_600_000).toISOString() })
      .where('id', '=', enrolments[0])
      .execute();
    type Item = { id: number; issuedAt: string };
    const all = await walk<Item>(
      learner.cookie,
      '/api/user/certificates',
      (a, b) => desc(a.issuedAt, b.issuedAt) || b.id - a.id,
    );
    expect(all.map((c) => c.id)).toEqual([enrolments[0], enrolments[2], enrolments[1]]);
  });
});
