import { expect, it } from 'vitest';
import type { Notification, UserSettings } from '../../../contracts/notifications.ts';
import { describeApi, login, registerTalent } from '../../test/harness.ts';
import { notificationEvents } from './events.ts';
import { notify } from './notify-store.ts';
import { sendNoProgressReminders } from './reminders-store.ts';

describeApi('notifications', (env) => {
  const call = (
    method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
    url: string,
    cookie?: string,
    payload?: unknown,
  ) => env().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const list = async (cookie: string) =>
    (await call('GET', '/api/user/notifications', cookie)).json().items as Notification[];
  const userIdOf = async (cookie: string) => (await call('GET', '/api/user', cookie)).json().id as string;

  it('needs a session for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/notifications'],
      ['POST', '/api/notifications/1/read'],
      ['POST', '/api/notifications/mark-all-read'],
      ['DELETE', '/api/notifications/1'],
      ['GET', '/api/user/settings'],
      ['PATCH', '/api/user/settings'],
    ] as const) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists newest first, at most 50, with the unread count; 304 when unchanged', async () => {
    const { cookie } = await registerTalent(env().app);
    const id = await userIdOf(cookie);
    const empty = await call('GET', '/api/user/notifications', cookie);
    expect(empty.json()).toEqual({ items: [], nextCursor: null });
    expect(empty.headers['x-unread-count']).toBe('0');
    for (let i = 0; i < 55; i++) {
      await notify(env().db.kysely, id, notificationEvents.infoRequested(`Cursus ${i}`, 'Sanne'));
    }
    const res = await call('GET', '/api/user/notifications', cookie);
    const items = res.json().items as Notification[];
    expect(items).toHaveLength(50);
    expect(res.headers['x-unread-count']).toBe('55');
    // The rest is one cursor away (none cut off), on a page of its own.
    const next = res.json().nextCursor as string;
    expect(res.headers.link).toBe(`</api/user/notifications?cursor=${next}>; rel="next"`);
    const rest = await call('GET', `/api/user/notifications?cursor=${next}`, cookie);
    expect(rest.json().items).toHaveLength(5);
    expect(rest.json().nextCursor).toBeNull();
    expect(items[0].message).toBe('Sanne vraagt meer informatie over Cursus 54.');
    expect(items[0]).toMatchObject({
      type: 'system',
      title: 'Nieuwe informatieaanvraag',
      isRead: false,
      actionUrl: '/institute?tab=berichten',
    });
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await env().app.inject({
      url: '/api/user/notifications',
      headers: { cookie, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await call('POST', `/api/notifications/${items[0].id}/read`, cookie);
    const changed = await env().app.inject({
      url: '/api/user/notifications',
      headers: { cookie, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['x-unread-count']).toBe('54');
  });

  it('read, mark-all-read and delete act on the owner only: another user gets 404 and nothing changes', async () => {
    const a = await registerTalent(env().app, 'eigenaar');
    const b = await registerTalent(env().app, 'ander');
    const aId = await userIdOf(a.cookie);
    await notify(env().db.kysely, aId, notificationEvents.studyGroupJoined('Een'));
    await notify(env().db.kysely, aId, notificationEvents.studyGroupJoined('Twee'));
    const [second, first] = await list(a.cookie);

    expect((await call('POST', `/api/notifications/${first.id}/read`, b.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/notifications/${first.id}`, b.cookie)).statusCode).toBe(404);
    expect((await call('POST', '/api/notifications/mark-all-read', b.cookie)).json()).toEqual({ updated: 0 });
    expect((await list(a.cookie)).map((n) => n.isRead)).toEqual([false, false]);
    expect((await call('POST', '/api/notifications/abc/read', a.cookie)).statusCode).toBe(400);
    expect((await call('POST', '/api/notifications/999999/read', a.cookie)).statusCode).toBe(404);

    expect((await call('POST', `/api/notifications/${first.id}/read`, a.cookie)).statusCode).toBe(200);
    expect((await list(a.cookie)).map((n) => [n.message, n.isRead])).toEqual([
      ['Je bent lid geworden van Twee.', false],
      ['Je bent lid geworden van Een.', true],
    ]);
    expect((await call('POST', '/api/notifications/mark-all-read', a.cookie)).json()).toEqual({ updated: 1 });
    expect((await list(a.cookie)).every((n) => n.isRead)).toBe(true);
    expect((await call('DELETE', `/api/notifications/${second.id}`, a.cookie)).statusCode).toBe(204);
    expect((await list(a.cookie)).map((n) => n.message)).toEqual(['Je bent lid geworden van Een.']);
  });

  it('stores settings (defaults all on, findable by companies off), validates them, and skips types switched off', async () => {
    const { cookie } = await registerTalent(env().app);
    expect((await call('GET', '/api/user/settings', cookie)).json()).toEqual({
      showOnLeaderboard: true,
      showInCommunity: true,
      findableByCompanies: false,
      notificationTypes: { achievement: true, reminder: true, social: true, system: true },
      language: null,
    });
    const bad = await call('PATCH', '/api/user/settings', cookie, { showOnLeaderboard: 'nee' });
    expect(bad.statusCode).toBe(400);
    expect((await call('PATCH', '/api/user/settings', cookie, { language: 'de' })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/user/settings', cookie, { extra: true })).statusCode).toBe(400);
    const res = await call('PATCH', '/api/user/settings', cookie, {
      notificationTypes: { system: false },
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as UserSettings;
    expect(saved).toMatchObject({ language: 'en', showInCommunity: true });
    expect(saved.notificationTypes).toEqual({
      achievement: true,
      reminder: true,
      social: true,
      system: false,
    });
    expect((await call('GET', '/api/user/settings', cookie)).json()).toEqual(saved);

    // A switched-off type is not created: enrolling makes no "system" notification now.
    const enroll = await call('POST', '/api/courses/1/enroll', cookie);
    expect(enroll.statusCode).toBe(201);
    expect(await list(cookie)).toEqual([]);
  });

  it('enrolling creates a system notification; completing the course an achievement', async () => {
    const { cookie } = await registerTalent(env().app);
    const enroll = await call('POST', '/api/courses/2/enroll', cookie);
    expect(enroll.statusCode).toBe(201);
    const [n] = await list(cookie);
    expect(n).toMatchObject({ type: 'system', title: 'Inschrijving bevestigd', actionUrl: '/courses/2' });
    await call('POST', '/api/courses/2/enroll', cookie); // again: no second notification
    expect(await list(cookie)).toHaveLength(1);

    const enrollmentId = enroll.json().enrollment.id as number;
    const other = await registerTalent(env().app);
    expect(
      (await call('PATCH', `/api/enrollments/${enrollmentId}/progress`, other.cookie, { progress: 100 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/api/enrollments/${enrollmentId}/progress`, cookie, { progress: 101 }))
        .statusCode,
    ).toBe(400);
    const half = await call('PATCH', `/api/enrollments/${enrollmentId}/progress`, cookie, { progress: 50 });
    expect(half.json()).toMatchObject({ progress: 50, status: 'enrolled' });
    expect(await list(cookie)).toHaveLength(1);
    const done = await call('PATCH', `/api/enrollments/${enrollmentId}/progress`, cookie, { progress: 100 });
    expect(done.json()).toMatchObject({ progress: 100, status: 'completed' });
    expect((await list(cookie))[0]).toMatchObject({ type: 'achievement', title: 'Cursus afgerond' });
    expect(
      (await call('PATCH', `/api/enrollments/${enrollmentId}/progress`, cookie, { progress: 100 }))
        .statusCode,
    ).toBe(409);
    expect(await list(cookie)).toHaveLength(2);
  });

  it('an info request notifies the course institute with a link to its inbox', async () => {
    const { cookie } = await registerTalent(env().app);
    const course = (await call('GET', '/api/courses?search=python voor beginners')).json().items[0];
    const res = await call('POST', `/api/courses/${course.id}/info-request`, cookie, {
      message: 'Wanneer start het?',
    });
    expect(res.statusCode).toBe(201);
    const institute = await login(env().app, 'instituut@example.nl');
    const [n] = await list(institute);
    expect(n).toMatchObject({
      type: 'system',
      title: 'Nieuwe informatieaanvraag',
      actionUrl: '/institute?tab=berichten',
    });
    expect(n.message).toContain('Python voor beginners');
  });

  it('the reminder job sends one reminder per stale enrolment, also when run twice at once', async () => {
    const { cookie } = await registerTalent(env().app);
    const id = await userIdOf(cookie);
    const enrollmentId = (await call('POST', '/api/courses/3/enroll', cookie)).json().enrollment.id as number;
    const fresh = (await call('POST', '/api/courses/4/enroll', cookie)).json().enrollment.id as number;
    const k = env().db.kysely;
    const old = new Date(Date.now() - 15 * 86_400_000).toISOString();
    await k
      .updateTable('enrollments')
      .set({ createdAt: old })
      .where('id', 'in', [enrollmentId, fresh])
      .execute();
    // `fresh` made progress yesterday: no reminder for it.
    await call('PATCH', `/api/enrollments/${fresh}/progress`, cookie, { progress: 10 });
    const reminders = async () =>
      (await list(cookie)).filter((n) => n.type === 'reminder' && n.actionUrl === '/courses/3');
    await Promise.all([sendNoProgressReminders(k), sendNoProgressReminders(k)]);
    await sendNoProgressReminders(k);
    expect(await reminders()).toHaveLength(1);
    expect((await list(cookie)).filter((n) => n.type === 'reminder')).toHaveLength(1);
    const marker = await k
      .selectFrom('enrollmentReminders')
      .selectAll()
      .where('enrollmentId', '=', enrollmentId)
      .execute();
    expect(marker).toHaveLength(1);
    expect(id).toBeTruthy();
  });

  it('scanning creates an achievement notification', async () => {
    const { cookie } = await registerTalent(env().app);
    const answers = Object.fromEntries(Array.from({ length: 65 }, (_, i) => [String(i + 1), 3]));
    const res = await call('POST', '/api/enhanced-assessment/submit', cookie, { answers });
    expect(res.statusCode).toBe(200);
    expect((await list(cookie))[0]).toMatchObject({ type: 'achievement', title: 'Scan voltooid' });
  });
});
