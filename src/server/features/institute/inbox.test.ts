import { expect, it } from 'vitest';
import type { Course } from '../../../contracts/courses.ts';
import type { InfoRequestItem } from '../../../contracts/institute.ts';
import { describeApi, login, registerTalent } from '../../test/harness.ts';

describeApi('institute inbox and course management', (env) => {
  const req = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
    env().app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

  /** One active course of the demo institute and one of another institute. */
  async function courses() {
    const inst = await login(env().app, 'instituut@example.nl');
    const own = ((await req('GET', '/api/institute/courses', inst)).json().items as Course[]).find(
      (c) => c.isActive,
    )!;
    const all = (await req('GET', '/api/courses?limit=200')).json().items as Course[];
    const other = all.find((c) => c.instituteId !== own.instituteId)!;
    return { inst, own, other };
  }

  it('delivers a talent’s request to the course’s institute only, with course, sender and message', async () => {
    const { inst, own, other } = await courses();
    const {
      cookie,
      user: { email },
    } = await registerTalent(env().app, 'inbox');
    expect((await req('GET', `/api/courses/${own.id}/info-request`, cookie)).json()).toEqual({
      open: false,
      createdAt: null,
    });
    expect(
      (await req('POST', `/api/courses/${own.id}/info-request`, cookie, { message: 'Start?' })).statusCode,
    ).toBe(201);
    expect((await req('POST', `/api/courses/${other.id}/info-request`, cookie, {})).statusCode).toBe(201);
    const mine = (await req('GET', `/api/courses/${own.id}/info-request`, cookie)).json();
    expect(mine.open).toBe(true);
    expect(typeof mine.createdAt).toBe('string');

    const inbox = (await req('GET', '/api/institute/info-requests', inst)).json().items as InfoRequestItem[];
    const item = inbox.find((r) => r.senderEmail === email);
    expect(item).toMatchObject({
      courseId: own.id,
      courseTitle: own.title,
      message: 'Start?',
      handled: false,
      handledAt: null,
    });
    expect(item?.senderName).toMatch(/\S/);
    // The other institute's request is not in this inbox.
    expect(inbox.filter((r) => r.senderEmail === email)).toHaveLength(1);
    expect(inbox.every((r) => r.courseTitle !== other.title || other.title === own.title)).toBe(true);
  });

  it('marks a request handled, after which the talent may ask again', async () => {
    const { inst, own } = await courses();
    const {
      cookie,
      user: { email },
    } = await registerTalent(env().app, 'handled');
    await req('POST', `/api/courses/${own.id}/info-request`, cookie, { message: 'Prijs?' });
    expect((await req('POST', `/api/courses/${own.id}/info-request`, cookie, {})).statusCode).toBe(409);
    const item = (
      (await req('GET', '/api/institute/info-requests', inst)).json().items as InfoRequestItem[]
    ).find((r) => r.senderEmail === email)!;
    const url = `/api/institute/info-requests/${item.id}`;
    expect((await req('PATCH', url, inst, { handled: false })).statusCode).toBe(400);
    expect((await req('PATCH', url, inst, {})).statusCode).toBe(400);
    const done = await req('PATCH', url, inst, { handled: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: item.id, handled: true });
    expect(typeof done.json().handledAt).toBe('string');
    // Idempotent, keeps the first date.
    expect((await req('PATCH', url, inst, { handled: true })).json().handledAt).toBe(done.json().handledAt);
    // Handled requests sort after open ones.
    const inbox = (await req('GET', '/api/institute/info-requests', inst)).json().items as InfoRequestItem[];
    const firstHandled = inbox.findIndex((r) => r.handled);
    expect(inbox.slice(firstHandled).every((r) => r.handled)).toBe(true);
    expect((await req('GET', `/api/courses/${own.id}/info-request`, cookie)).json().open).toBe(false);
    expect((await req('POST', `/api/courses/${own.id}/info-request`, cookie, {})).statusCode).toBe(201);
  });

  it('guards the inbox: 401 signed out, 403 talent and company, 404 for another institute’s request', async () => {
    const { own, other } = await courses();
    const { cookie } = await registerTalent(env().app, 'guard');
    await req('POST', `/api/courses/${other.id}/info-request`, cookie, {});
    const admin = await login(env().app, 'admin@example.nl');
    const all = (await req('GET', '/api/institute/info-requests', admin)).json().items as InfoRequestItem[];
    const foreign = all.find((r) => r.courseId === other.id)!;
    expect(foreign).toBeDefined();

    expect((await req('GET', '/api/institute/info-requests')).statusCode).toBe(401);
    expect((await req('GET', '/api/institute/info-requests', cookie)).statusCode).toBe(403);
    const company = await login(env().app, 'bedrijf@example.nl');
    expect((await req('GET', '/api/institute/info-requests', company)).statusCode).toBe(403);
    expect(
      (await req('PATCH', `/api/institute/info-requests/${foreign.id}`, cookie, { handled: true }))
        .statusCode,
    ).toBe(403);
    const inst = await login(env().app, 'instituut@example.nl');
    expect(
      (await req('PATCH', `/api/institute/info-requests/${foreign.id}`, inst, { handled: true })).statusCode,
    ).toBe(404);
    expect((await req('PATCH', '/api/institute/info-requests/abc', inst, { handled: true })).statusCode).toBe(
      400,
    );
    expect((await req('GET', `/api/courses/${own.id}/info-request`)).statusCode).toBe(401);
  });

  it('lets an admin (courses.manageAll) deactivate any course, audited; an institute only its own', async () => {
    const { inst, other } = await courses();
    const url = `/api/institute/courses/${other.id}`;
    expect((await req('PATCH', url, inst, { isActive: false })).statusCode).toBe(404);
    const talent = (await registerTalent(env().app, 'nomanage')).cookie;
    expect((await req('PATCH', url, talent, { isActive: false })).statusCode).toBe(403);
    expect((await req('PATCH', url)).statusCode).toBe(401);

    for (const email of ['admin@example.nl', 'superadmin@example.nl']) {
      const admin = await login(env().app, email);
      expect((await req('PATCH', url, admin, { isActive: 'nee' })).statusCode).toBe(400);
      const off = await req('PATCH', url, admin, { isActive: false });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ id: other.id, isActive: false });
      const on = await req('PATCH', url, admin, { isActive: true });
      expect(on.json()).toMatchObject({ id: other.id, isActive: true });
    }
    const audit = await env()
      .db.kysely.selectFrom('auditLog')
      .selectAll()
      .where('targetType', '=', 'course')
      .where('targetId', '=', String(other.id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'course.deactivate',
      'course.activate',
      'course.deactivate',
      'course.activate',
    ]);
  });
});
