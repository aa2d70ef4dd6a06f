import { expect, it } from 'vitest';
import type { PublicUser } from '../../../contracts/auth.ts';
import type { SessionSummary } from '../../../contracts/profile.ts';
import { describeApi, login, onTestClock, registerTalent, sessionCookie } from '../../test/harness.ts';
import { countPersonalRows } from './store.ts';

const STRONG = 'Nieuw-Wachtw00rd!';
const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describeApi('profile and account', (env) => {
  const req = (method: string, url: string, cookie?: string, payload?: unknown, ua?: string) =>
    env().app.inject({
      method: method as 'GET',
      url,
      headers: { ...(cookie ? { cookie } : {}), ...(ua ? { 'user-agent': ua } : {}) },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const loginAs = async (email: string, password: string, ua?: string) => {
    const res = await req('POST', '/api/login', undefined, { email, password }, ua);
    expect(res.statusCode, res.body).toBe(200);
    return sessionCookie(res);
  };

  it('answers the own profile; 401 signed out', async () => {
    expect((await req('GET', '/api/user/profile')).statusCode).toBe(401);
    expect((await req('PATCH', '/api/user/profile', undefined, { city: 'Gouda' })).statusCode).toBe(401);
    const cookie = await login(env().app, 'talent@example.nl');
    const res = await req('GET', '/api/user/profile', cookie);
    expect(res.statusCode).toBe(200);
    const p = res.json() as PublicUser & { passwordHash?: string };
    expect(p).toMatchObject({ email: 'talent@example.nl', firstName: 'Sanne', userType: 'talent' });
    expect(p.passwordHash).toBeUndefined();
  });

  it('saves valid fields, normalises the postal code and clears with an empty string', async () => {
    const { cookie } = await registerTalent(env().app, 'profiel');
    const res = await req('PATCH', '/api/user/profile', cookie, {
      firstName: ' Eva ',
      tussenvoegsel: 'de',
      lastName: 'Vries',
      phone: '+31 6 1234 5678',
      dateOfBirth: '1990-07-01',
      address: 'Oudegracht 1',
      postalCode: '3511ab',
      city: 'Utrecht',
      country: 'Nederland',
      bio: 'Ik leer graag.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Eva', postalCode: '3511 AB', phone: '+31 6 1234 5678' });
    const cleared = await req('PATCH', '/api/user/profile', cookie, { bio: '', phone: '' });
    expect(cleared.json()).toMatchObject({ bio: null, phone: null, city: 'Utrecht' });
    const again = (await req('GET', '/api/user/profile', cookie)).json() as PublicUser;
    expect(again).toMatchObject({ postalCode: '3511 AB', bio: null, dateOfBirth: '1990-07-01' });
  });

  it('refuses invalid fields and e-mail/type/role changes with a Dutch 400, writing nothing', async () => {
    const { cookie, user } = await registerTalent(env().app, 'ongeldig');
    const before = (await req('GET', '/api/user/profile', cookie)).json() as PublicUser;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ postalCode: '123 AB' }, /postcode/i],
      [{ postalCode: '1234 SS' }, /postcode/i],
      [{ phone: 'bel me maar' }, /telefoonnummer/i],
      [{ dateOfBirth: '2999-01-01' }, /verleden/],
      [{ dateOfBirth: '1850-01-01' }, /1900/],
      [{ dateOfBirth: '1990-02-31' }, /geldige datum/],
      [{ bio: 'x'.repeat(1001) }, /1000 tekens/],
      [{ firstName: '' }, /Voornaam is verplicht/],
      [{ firstName: 'Eva\u202Egnp' }, /ongeldige tekens/],
      [{ lastName: 'Vries\u0007' }, /ongeldige tekens/],
      [{ email: 'ander@example.nl' }, /e-mailadres kan niet worden gewijzigd/],
      [{ userType: 'admin' }, /accounttype/],
      [{ adminRole: 'superadmin' }, /beheerdersrol/],
      [{ passwordHash: 'x' }, /Onbekend veld/],
      [{ city: 'Gouda', userType: 'company' }, /accounttype/],
    ];
    for (const [payload, message] of cases) {
      const res = await req('PATCH', '/api/user/profile', cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect((res.json() as { message: string }).message, JSON.stringify(payload)).toMatch(message);
    }
    const after = (await req('GET', '/api/user/profile', cookie)).json() as PublicUser;
    expect(after).toEqual(before);
    expect(after).toMatchObject({ email: user.email, userType: 'talent', adminRole: null, city: null });
  });

  it('changes the password under the §5 policy, ends other sessions and keeps this one', async () => {
    const { user } = await registerTalent(env().app, 'wachtwoord');
    const here = await loginAs(user.email, 'Fietsbel-Oranje7', CHROME_UA);
    const other = await loginAs(user.email, 'Fietsbel-Oranje7');
    const sessions = (await req('GET', '/api/user/sessions', here)).json().items as SessionSummary[];
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ current: true, browser: 'Chrome op Windows' });
    expect(JSON.stringify(sessions)).not.toContain(here.split('=')[1]);

    for (const [body, message] of [
      [{ currentPassword: 'Fietsbel-Oranje7', newPassword: 'kort' }, /Minimaal 10 tekens/],
      [{ currentPassword: 'Fietsbel-Oranje7', newPassword: 'alleenkleineletters1!' }, /hoofdletter/],
      [{ currentPassword: 'Fietsbel-Oranje7', newPassword: 'ZonderCijfers!!' }, /cijfer/],
      [{ currentPassword: 'Fietsbel-Oranje7', newPassword: 'ZonderSpeciaal12' }, /speciaal teken/],
      [{ currentPassword: '', newPassword: STRONG }, /Huidig wachtwoord is verplicht/],
      [{ currentPassword: 'fout-wachtwoord', newPassword: STRONG }, /huidige wachtwoord is onjuist/],
    ] as const) {
      const res = await req('POST', '/api/user/change-password', here, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await req('POST', '/api/user/change-password', undefined, {})).statusCode).toBe(401);

    const ok = await req('POST', '/api/user/change-password', here, {
      currentPassword: 'Fietsbel-Oranje7',
      newPassword: STRONG,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ message: 'Wachtwoord gewijzigd', endedSessions: 2 });
    expect((await req('GET', '/api/user', here)).statusCode).toBe(200);
    expect((await req('GET', '/api/user', other)).statusCode).toBe(401);
    expect(
      (await req('POST', '/api/login', undefined, { email: user.email, password: 'Fietsbel-Oranje7' }))
        .statusCode,
    ).toBe(401);
    await loginAs(user.email, STRONG);
  });

  it('throttles wrong current passwords like login (429)', async () => {
    const { cookie } = await registerTalent(env().app, 'throttle');
    // The clock is the test's: on a busy machine the throttle's delay could pass between two
    // requests, and the right password would then rightly be let through.
    await onTestClock(async () => {
      const codes: number[] = [];
      for (let i = 0; i < env().config.loginMaxFailures + 1; i++) {
        const res = await req('POST', '/api/user/change-password', cookie, {
          currentPassword: `fout-${i}`,
          newPassword: STRONG,
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, env().config.loginMaxFailures).every((c) => c === 400)).toBe(true);
      expect(codes.at(-1)).toBe(429);
      // Even the right password is refused while throttled.
      const right = await req('POST', '/api/user/change-password', cookie, {
        currentPassword: 'Fietsbel-Oranje7',
        newPassword: STRONG,
      });
      expect(right.statusCode).toBe(429);
    });
  });

  it('lists sessions and signs out one other or all others, never another user’s', async () => {
    const { user } = await registerTalent(env().app, 'sessies');
    const here = await loginAs(user.email, 'Fietsbel-Oranje7');
    const second = await loginAs(user.email, 'Fietsbel-Oranje7');
    await loginAs(user.email, 'Fietsbel-Oranje7');
    const list = (await req('GET', '/api/user/sessions', here)).json().items as SessionSummary[];
    const current = list.find((s) => s.current)!;
    expect((await req('DELETE', `/api/user/sessions/${current.id}`, here)).statusCode).toBe(400);
    const secondId = ((await req('GET', '/api/user/sessions', second)).json().items as SessionSummary[]).find(
      (s) => s.current,
    )!.id;
    const stranger = await registerTalent(env().app, 'vreemde');
    expect((await req('DELETE', `/api/user/sessions/${secondId}`, stranger.cookie)).statusCode).toBe(404);
    expect((await req('DELETE', '/api/user/sessions/niet-geldig', here)).statusCode).toBe(400);
    expect((await req('DELETE', `/api/user/sessions/${secondId}`, here)).statusCode).toBe(200);
    expect((await req('GET', '/api/user', second)).statusCode).toBe(401);
    const all = await req('DELETE', '/api/user/sessions', here);
    expect(all.json()).toEqual({ ended: 2 });
    expect(((await req('GET', '/api/user/sessions', here)).json().items as SessionSummary[]).length).toBe(1);
    expect((await req('GET', '/api/user/sessions')).statusCode).toBe(401);
  });

  it('exports everything about the user as one JSON download, without secrets', async () => {
    const cookie = await login(env().app, 'talent@example.nl');
    const res = await req('GET', '/api/user/export', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="mijn-gegevens-.*\.json"/);
    const data = res.json() as Record<string, unknown[]> & { profile: Record<string, unknown> };
    expect(data.profile).toMatchObject({ email: 'talent@example.nl', firstName: 'Sanne' });
    expect(data.profile.passwordHash).toBeUndefined();
    expect(data.enrollments.length).toBeGreaterThan(0);
    expect(data.scanResults.length).toBeGreaterThan(0);
    expect(data.subsidyApplications.length).toBeGreaterThan(0);
    expect(data.sessions.length).toBeGreaterThan(0);
    for (const s of data.sessions as Record<string, unknown>[]) expect(s.id).toBeUndefined();
    expect(res.body).not.toContain(cookie.split('=')[1]);
    expect(res.body).not.toContain('scrypt$');
    expect((await req('GET', '/api/user/export')).statusCode).toBe(401);
  });

  it('deletes the account with the current password and leaves nothing personal', async () => {
    const { cookie, user } = await registerTalent(env().app, 'verwijder');
    const k = env().db.kysely;
    const course = await k
      .selectFrom('courses')
      .select('id')
      .where('isActive', '=', 1)
      .executeTakeFirstOrThrow();
    await req('POST', `/api/courses/${course.id}/enroll`, cookie);
    await k
      .insertInto('courseRatings')
      .values({ courseId: course.id, userId: user.id, rating: 4, createdAt: new Date().toISOString() })
      .execute();
    await k
      .insertInto('notifications')
      .values({
        userId: user.id,
        type: 'system',
        title: 'Hoi',
        message: 'Test',
        createdAt: new Date().toISOString(),
      })
      .execute();
    await req('POST', '/api/login', undefined, { email: user.email, password: 'fout' });
    const other = await loginAs(user.email, 'Fietsbel-Oranje7');
    const before = await countPersonalRows(k, env().db.engine, user);
    expect(before['enrollments.userId']).toBe(1);
    expect(before['sessions.userId']).toBe(2);

    expect((await req('DELETE', '/api/user', cookie, { password: 'fout' })).statusCode).toBe(400);
    expect((await req('DELETE', '/api/user', cookie, {})).statusCode).toBe(400);
    expect((await req('DELETE', '/api/user', undefined, { password: 'Fietsbel-Oranje7' })).statusCode).toBe(
      401,
    );
    const res = await req('DELETE', '/api/user', cookie, { password: 'Fietsbel-Oranje7' });
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/sid=;/);

    const after = await countPersonalRows(k, env().db.engine, user);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect(
      await k.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirst(),
    ).toBeUndefined();
    // The anonymised rating still counts for the course.
    const ratings = await k
      .selectFrom('courseRatings')
      .select('userId')
      .where('courseId', '=', course.id)
      .execute();
    expect(ratings.some((r) => r.userId === null)).toBe(true);
    expect((await req('GET', '/api/user', other)).statusCode).toBe(401);
    expect(
      (await req('POST', '/api/login', undefined, { email: user.email, password: 'Fietsbel-Oranje7' }))
        .statusCode,
    ).toBe(401);
  });
});
