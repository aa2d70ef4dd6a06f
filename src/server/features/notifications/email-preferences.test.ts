import { expect, it } from 'vitest';
import type { EmailPreferences } from '../../../contracts/notifications.ts';
import { describeApi, registerTalent } from '../../test/harness.ts';
import { usersByIds } from '../auth/index.ts';
import { NOTIFICATION_MAIL_JOB, notificationMailJob } from './email-store.ts';
import { notify } from './notify-store.ts';

const APP_URL = 'http://app.test';

/** E-mail for what matters: chosen types by e-mail, unsubscribe without sign-in, security mails. */
describeApi('e-mail preferences, unsubscribe and security mails', (env) => {
  const jobs = (kind: string) =>
    env()
      .db.kysely.selectFrom('jobs')
      .select(['id', 'kind', 'payload'])
      .where('kind', '=', kind)
      .orderBy('id', 'asc')
      .execute();
  const mailsTo = async (email: string) =>
    (await jobs('mail.send'))
      .map(
        (j) => JSON.parse(String(j.payload)) as { to: string; subject: string; text: string; lang?: string },
      )
      .filter((m) => m.to === email);
  const put = (cookie: string, payload: object) =>
    env().app.inject({ method: 'PUT', url: '/api/user/email-preferences', headers: { cookie }, payload });

  it('all types are off by default; the user turns some on; sign-in needed', async () => {
    const { app } = env();
    const { cookie } = await registerTalent(app, 'mailpref');
    const none = await app.inject({ url: '/api/user/email-preferences', headers: { cookie } });
    expect(none.json()).toEqual({ achievement: false, reminder: false, social: false, system: false });
    const on = await put(cookie, { achievement: true, reminder: false, social: false, system: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ achievement: true, reminder: false, social: false, system: true });
    expect((await put(cookie, { achievement: 'ja' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/user/email-preferences' })).statusCode).toBe(401);
  });

  it('a chosen type is mailed in the user’s language with an unsubscribe link that works without signing in', async () => {
    const { app, db } = env();
    const { cookie, user } = await registerTalent(app, 'mailnotify');
    const event = { key: 'enrolled', params: { courseTitle: 'Excel voor starters' } } as const;
    // Off: a notification, no mail.
    await notify(db.kysely, user.id, { type: 'achievement', event, actionUrl: '/progress' });
    expect(
      (await jobs(NOTIFICATION_MAIL_JOB)).filter((j) => String(j.payload).includes(user.id)),
    ).toHaveLength(0);

    await put(cookie, { achievement: true, reminder: false, social: false, system: false });
    await notify(db.kysely, user.id, { type: 'achievement', event, actionUrl: '/progress' });
    await notify(db.kysely, user.id, { type: 'social', event, actionUrl: null });
    const queued = (await jobs(NOTIFICATION_MAIL_JOB)).filter((j) => String(j.payload).includes(user.id));
    expect(queued).toHaveLength(1);

    const handler = notificationMailJob(db.kysely, { appUrl: APP_URL }, async (k, id) =>
      (await usersByIds(k, [id])).get(id),
    );
    const run = (j: (typeof queued)[number]) =>
      handler({
        id: Number(j.id),
        kind: j.kind,
        payload: JSON.parse(String(j.payload)),
        attempts: 1,
      } as never);
    await run(queued[0]);
    const [mail] = await mailsTo(user.email);
    expect(mail.text).toContain(`${APP_URL}/progress`);
    const token = /\/unsubscribe\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();

    // The link's action, without a session.
    const bad = await app.inject({
      method: 'POST',
      url: '/api/email/unsubscribe',
      payload: { token: 'nope' },
    });
    expect(bad.statusCode).toBe(404);
    const done = await app.inject({ method: 'POST', url: '/api/email/unsubscribe', payload: { token } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(
      'Je krijgt geen meldingen meer per e-mail. Beveiligingsmails blijven komen.',
    );
    const after = (
      await app.inject({ url: '/api/user/email-preferences', headers: { cookie } })
    ).json() as EmailPreferences;
    expect(Object.values(after).every((v) => v === false)).toBe(true);
    // A job queued before the unsubscribe sends nothing once run.
    await run(queued[0]);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('a sign-in from a new browser sends the security mail; the registering browser and a known device do not', async () => {
    const { app } = env();
    const email = `device-${Date.now()}@test.nl`;
    const reg = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'user-agent': 'Browser-A' },
      payload: {
        email,
        password: 'Fietsbel-Oranje7',
        firstName: 'Dewi',
        lastName: 'Device',
        userType: 'talent',
      },
    });
    expect(reg.statusCode).toBe(201);
    const login = (ua: string, cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'user-agent': ua, ...(cookie ? { cookie } : {}) },
        payload: { email, password: 'Fietsbel-Oranje7' },
      });
    expect((await login('Browser-A')).statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(0);
    const fromB = await login('Browser-B');
    expect(fromB.statusCode).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Nieuwe inlog op je SkillsPlatform-account');
    // A browser family from a fixed list, never the raw User-Agent text (decision 310).
    expect(mails[0].text).toContain('een onbekende browser op een onbekend systeem');
    expect(mails[0].text).not.toContain('Browser-B');
    // When, in Dutch time (the reader's), not UTC.
    expect(mails[0].text).toMatch(/Er is op \d{1,2} \w+ \d{4} om \d{2}:\d{2} \(Nederlandse tijd\) ingelogd/);
    expect(mails[0].lang).toBe('nl');
    // Browser-B now holds this account's device cookie: its next sign-in is not new.
    const raw = fromB.headers['set-cookie'];
    const device = (Array.isArray(raw) ? raw : [raw]).find((c) => String(c).startsWith('device='));
    expect(device).toBeTruthy();
    expect((await login('Browser-B 2.0', String(device).split(';')[0])).statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
