import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { MFA_CODE_INVALID } from '../../../contracts/mfa.ts';
import { HTTP_PROBLEMS } from '../../../contracts/problems/http.ts';
import type { Db } from '../../db/connect.ts';
import { DEMO } from '../../test/accounts.ts';
import {
  challengeCookie,
  DEMO_TOTP_SECRET,
  describeApi,
  freshTotpCode,
  login,
  registerTalent,
  sessionCookie,
  setUpTotp,
} from '../../test/harness.ts';
import { queuedMailsTo } from '../../test/queued-mail.ts';
import { totpCodeAt, totpStep } from './totp.ts';

const PASSWORD = 'Fietsbel-Oranje7';

const get = (app: FastifyInstance, url: string, cookie: string) =>
  app.inject({ method: 'GET', url, headers: { cookie } });

const firstStep = (app: FastifyInstance, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

const secondStep = (app: FastifyInstance, challenge: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/login/mfa', headers: { cookie: challenge }, payload: { code } });

const mailsTo = (db: Db, email: string) => queuedMailsTo(db.kysely, email);

/** Makes a fresh account an admin without a second factor, as `npm run admin:create` would. */
async function freshAdmin(db: Db, app: FastifyInstance) {
  const { user } = await registerTalent(app, 'new-admin');
  await db.kysely
    .updateTable('users')
    .set({ userType: 'admin', adminRole: 'admin' })
    .where('id', '=', user.id)
    .execute();
  return user;
}

describeApi('second sign-in factor', (env) => {
  it('an admin without a second factor reaches only its set-up until it is on; the session then continues', async () => {
    const { app, db } = env();
    const user = await freshAdmin(db, app);
    const first = await firstStep(app, user.email, PASSWORD);
    expect(first.statusCode, first.body).toBe(200);
    const cookie = sessionCookie(first);
    const refused = await get(app, '/api/admin/stats', cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(HTTP_PROBLEMS['auth.mfa_setup_required'].nl);
    expect((await get(app, '/api/user/enrollments', cookie)).statusCode).toBe(403);
    const session = await get(app, '/api/user', cookie);
    expect(session.statusCode).toBe(200);
    // The app's set-up gate reads this from the session answer (no GET /api/user/mfa per page).
    expect(session.json().mfaSetupRequired).toBe(true);
    expect((await get(app, '/api/user/mfa', cookie)).json()).toMatchObject({
      required: true,
      setupRequired: true,
      totp: false,
    });
    const codes = await setUpTotp(app, cookie, user.email);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // The same session goes on, now with its factor.
    expect((await get(app, '/api/admin/stats', cookie)).statusCode).toBe(200);
    expect((await get(app, '/api/user', cookie)).json().mfaSetupRequired).toBe(false);
    expect((await get(app, '/api/user/mfa', cookie)).json()).toMatchObject({
      totp: true,
      recoveryCodesLeft: 10,
      setupRequired: false,
    });
    // Required for the role: it cannot be turned off.
    const off = await app.inject({
      method: 'DELETE',
      url: '/api/user/mfa/totp',
      headers: { cookie },
      payload: { password: PASSWORD, code: '123456' },
    });
    expect(off.statusCode).toBe(403);
  });

  it('with an authenticator app sign-in takes two steps, and a code works once', async () => {
    const { app } = env();
    const first = await firstStep(app, DEMO.institute, 'Welkom2026!');
    expect(first.json()).toEqual({ mfaRequired: true, methods: ['totp', 'recovery'] });
    const cookies = [first.headers['set-cookie']].flat().join('\n');
    expect(cookies).not.toMatch(/sid=/);
    // A wrong code, then without the first step's cookie.
    expect((await secondStep(app, challengeCookie(first), '000000')).statusCode).toBe(401);
    const code = totpCodeAt(DEMO_TOTP_SECRET, totpStep() + 1);
    const noCookie = await app.inject({ method: 'POST', url: '/api/login/mfa', payload: { code } });
    expect(noCookie.statusCode).toBe(401);
    const ok = await secondStep(app, challengeCookie(first), code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().email).toBe(DEMO.institute);
    expect((await get(app, '/api/courses/institute', sessionCookie(ok))).statusCode).toBe(200);
    // The pending step is used up, and the same code (or an older one) never works again.
    expect((await secondStep(app, challengeCookie(first), code)).statusCode).toBe(401);
    const again = await firstStep(app, DEMO.institute, 'Welkom2026!');
    const replay = await secondStep(app, challengeCookie(again), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(MFA_CODE_INVALID.nl);
    const older = await secondStep(app, challengeCookie(again), totpCodeAt(DEMO_TOTP_SECRET, totpStep()));
    expect(older.statusCode).toBe(401);
  });

  it('a recovery code works once, and a talent may turn the factor on and off (with security mails)', async () => {
    const { app, db } = env();
    const { cookie, user } = await registerTalent(app, 'mfa-talent');
    expect((await get(app, '/api/user/mfa', cookie)).json()).toMatchObject({ required: false, totp: false });
    const codes = await setUpTotp(app, cookie, user.email);
    const [on] = await mailsTo(db, user.email).then((m) => m.filter((x) => /aangezet/.test(x.text)));
    expect(on?.subject).toMatch(/Tweestapsverificatie/);
    const first = await firstStep(app, user.email, PASSWORD);
    expect(first.json().mfaRequired).toBe(true);
    const ok = await secondStep(app, challengeCookie(first), codes[0].toUpperCase());
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await firstStep(app, user.email, PASSWORD);
    expect((await secondStep(app, challengeCookie(again), codes[0])).statusCode).toBe(401);
    expect((await get(app, '/api/user/mfa', cookie)).json().recoveryCodesLeft).toBe(9);
    const wrong = await app.inject({
      method: 'DELETE',
      url: '/api/user/mfa/totp',
      headers: { cookie },
      payload: { password: 'Verkeerd-Wachtwoord-1', code: await freshTotpCode(app, user.email) },
    });
    expect(wrong.statusCode).toBe(400);
    // The password alone no longer turns it off (issue 47): a code is needed too.
    const passwordOnly = await app.inject({
      method: 'DELETE',
      url: '/api/user/mfa/totp',
      headers: { cookie },
      payload: { password: PASSWORD },
    });
    expect(passwordOnly.statusCode).toBe(400);
    const off = await app.inject({
      method: 'DELETE',
      url: '/api/user/mfa/totp',
      headers: { cookie },
      payload: { password: PASSWORD, code: await freshTotpCode(app, user.email) },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await mailsTo(db, user.email)).some((m) => /uitgezet/.test(m.text))).toBe(true);
    const plain = await firstStep(app, user.email, PASSWORD);
    expect(plain.json().email).toBe(user.email);
  });

  it("an admin's reset of a user's factor is audited, mails the user and ends their sessions", async () => {
    const { app, db } = env();
    const { cookie, user } = await registerTalent(app, 'mfa-lost');
    await setUpTotp(app, cookie, user.email);
    const admin = await login(app, DEMO.admin);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user.id}/mfa`,
      headers: { cookie: admin },
      payload: { reason: 'Telefoon kwijt' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(app, '/api/user', cookie)).statusCode).toBe(401);
    const audit = await db.kysely
      .selectFrom('auditLog')
      .selectAll()
      .where('targetId', '=', user.id)
      .execute();
    expect(audit.map((a) => a.action)).toContain('user.mfa.reset');
    const reset = (await mailsTo(db, user.email)).find((m) => /beheerder/.test(m.text));
    // When, in Dutch local time: "28 november 2026 om 16:42 (Nederlandse tijd)", never UTC.
    expect(reset?.text).toMatch(/op \d{1,2} [a-z]+ \d{4} om \d{2}:\d{2} \(Nederlandse tijd\)\./);
    expect(reset?.text).not.toMatch(/UTC|\d{4}-\d{2}-\d{2}/);
    // The password alone signs in again; the admin never learned or set it.
    expect((await firstStep(app, user.email, PASSWORD)).json().email).toBe(user.email);
  });
});

describeApi(
  'second sign-in factor required for every role (MFA_REQUIRED_ROLES)',
  (env) => {
    it('a talent must set it up first', async () => {
      const { app } = env();
      const { cookie } = await registerTalent(app, 'must');
      const res = await get(app, '/api/user/enrollments', cookie);
      expect(res.statusCode).toBe(403);
      expect((await get(app, '/api/user/mfa', cookie)).json().setupRequired).toBe(true);
      expect((await get(app, '/api/user', cookie)).json().mfaSetupRequired).toBe(true);
    });
  },
  { seed: true, config: { mfaRequiredRoles: ['talent', 'company', 'institute', 'admin', 'superadmin'] } },
);
