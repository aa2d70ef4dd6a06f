import { expect, it } from 'vitest';
import type { Notification } from '../../../contracts/notifications.ts';
import { nowIso } from '../../db/connect.ts';
import { describeApi, login, registerTalent } from '../../test/harness.ts';
import { notificationEvents } from './events.ts';
import { notify } from './notify-store.ts';

/** Notifications are rendered in the reader's language (decision 140). */
describeApi('notifications in the reader language', (env) => {
  const get = (url: string, cookie: string, headers: Record<string, string> = {}) =>
    env().app.inject({ url, headers: { cookie, ...headers } });
  const list = async (cookie: string, lang?: string) =>
    (await get('/api/user/notifications', cookie, lang ? { 'accept-language': lang } : {})).json()
      .items as Notification[];
  const userIdOf = async (cookie: string) => (await get('/api/user', cookie)).json().id as string;

  it('renders one stored notification in English or Dutch per Accept-Language; the ETag differs', async () => {
    const { cookie } = await registerTalent(env().app);
    const enroll = await env().app.inject({
      method: 'POST',
      url: '/api/courses/2/enroll',
      headers: { cookie },
    });
    expect(enroll.statusCode).toBe(201);
    const course = (await env().app.inject({ url: '/api/courses/2' })).json().title as string;
    expect(course).toBeTruthy();

    const en = await get('/api/user/notifications', cookie, { 'accept-language': 'en-GB,en;q=0.9' });
    const [n] = en.json().items as Notification[];
    expect(n).toMatchObject({ type: 'system', title: 'Enrolment confirmed', actionUrl: '/courses/2' });
    expect(n.message).toBe(`You're enrolled on ${course}. Good luck!`);
    expect(en.headers.vary).toContain('Accept-Language');
    expect(en.headers['content-language']).toBe('en');

    const nl = await get('/api/user/notifications', cookie, { 'accept-language': 'nl-NL' });
    expect((nl.json().items as Notification[])[0]).toMatchObject({
      title: 'Inschrijving bevestigd',
      message: `Je bent ingeschreven voor ${course}. Veel succes!`,
    });
    expect(nl.headers.etag).not.toBe(en.headers.etag);
    // A Dutch list's ETag does not validate the English list, and vice versa.
    const cross = await get('/api/user/notifications', cookie, {
      'accept-language': 'en',
      'if-none-match': nl.headers.etag as string,
    });
    expect(cross.statusCode).toBe(200);
    const same = await get('/api/user/notifications', cookie, {
      'accept-language': 'en',
      'if-none-match': en.headers.etag as string,
    });
    expect(same.statusCode).toBe(304);
    expect(same.headers['x-unread-count']).toBe('1');
  });

  it("follows the user's stored language when the request names none", async () => {
    const { cookie } = await registerTalent(env().app);
    await notify(
      env().db.kysely,
      await userIdOf(cookie),
      notificationEvents.studyGroupJoined('Data-analisten'),
    );
    expect((await list(cookie))[0].message).toBe('Je bent lid geworden van Data-analisten.');
    const saved = await env().app.inject({
      method: 'PATCH',
      url: '/api/user/settings',
      headers: { cookie },
      payload: { language: 'en' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await list(cookie))[0]).toMatchObject({
      title: 'Welcome to the study group',
      message: "You've joined Data-analisten.",
    });
    // What the client asks for wins over the stored choice (decision 101).
    expect((await list(cookie, 'nl'))[0].title).toBe('Welkom in de studiegroep');
  });

  it('grouped events stay one unread item, rendered with the newest count', async () => {
    const { cookie } = await registerTalent(env().app);
    const id = await userIdOf(cookie);
    const k = env().db.kysely;
    await notify(k, id, notificationEvents.postLiked(7, 'Sanne', 1));
    await notify(k, id, notificationEvents.postLiked(7, 'Pieter', 2));
    const en = await list(cookie, 'en');
    expect(en).toHaveLength(1);
    expect(en[0]).toMatchObject({
      title: 'New like on your post',
      message: 'Pieter and 1 other like your post.',
    });
    expect((await list(cookie, 'nl'))[0].message).toBe('Pieter en 1 ander vinden je bericht leuk.');
  });

  it("the demo talent's seeded notifications read in English too, and in Dutch as before", async () => {
    const cookie = await login(env().app, 'talent@example.nl');
    const seeded = (items: Notification[]) =>
      items.filter((n) => n.type === 'social' || n.type === 'achievement');
    const en = seeded(await list(cookie, 'en'));
    expect(en.map((n) => n.title)).toEqual(expect.arrayContaining(['Course completed']));
    expect(en.some((n) => n.message.includes('Daan and 12 others'))).toBe(true);
    const nl = seeded(await list(cookie, 'nl'));
    expect(nl.map((n) => n.message)).toEqual(
      expect.arrayContaining([
        'Daan en 12 anderen vinden je bericht leuk.',
        'Je hebt Python voor beginners op 100% gezet. Het instituut bevestigt je resultaat; daarna krijg je je certificaat.',
      ]),
    );
  });

  it('rows from before the events show their stored text in every language', async () => {
    const { cookie } = await registerTalent(env().app);
    await env()
      .db.kysely.insertInto('notifications')
      .values({
        userId: await userIdOf(cookie),
        type: 'system',
        title: 'Oude melding',
        message: 'Opgeslagen tekst',
        actionUrl: null,
        groupKey: null,
        eventKey: null,
        eventParams: null,
        createdAt: nowIso(),
      })
      .execute();
    expect((await list(cookie, 'en'))[0]).toMatchObject({
      title: 'Oude melding',
      message: 'Opgeslagen tekst',
    });
  });

  it("answers its own and the community's not-found messages in English too", async () => {
    const { cookie } = await registerTalent(env().app);
    const headers = { cookie, 'accept-language': 'en' };
    const gone = await env().app.inject({ method: 'POST', url: '/api/notifications/999999/read', headers });
    expect(gone.json()).toMatchObject({
      message: 'Notification not found',
      detail: 'Notification not found',
    });
    const post = await env().app.inject({ method: 'POST', url: '/api/social/posts/999999/like', headers });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ message: 'Post not found', detail: 'Post not found' });
  });
});
