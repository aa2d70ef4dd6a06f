import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { TokenCreated } from '../../../contracts/access-tokens.ts';
import { HTTP_PROBLEMS } from '../../../contracts/problems/http.ts';
import type { Db } from '../../db/connect.ts';
import { DEMO } from '../../test/accounts.ts';
import {
  DEMO_PASSWORD,
  describeApi,
  freshTotpCode,
  login,
  registerTalent,
  setUpTotp,
} from '../../test/harness.ts';
import { queuedMailsTo } from '../../test/queued-mail.ts';
import { hashResetToken } from './password-reset.ts';
import { insertResetToken } from './reset-store.ts';

/**
 * Issue 47, part 1: a token follows its account's rules. The attack of the issue — a talent's token
 * with admin scopes that works after a promotion, and tokens that survive a password reset and an
 * admin's reset of the second factor — is refused at each step.
 */
const PASSWORD = 'Fietsbel-Oranje7';

const call = (
  app: FastifyInstance,
  method: string,
  url: string,
  auth: { cookie?: string; token?: string },
  payload?: unknown,
) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
    },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function makeToken(app: FastifyInstance, cookie: string, scopes: string[], extra: object = {}) {
  const res = await call(
    app,
    'POST',
    '/api/user/tokens',
    { cookie },
    { name: 'Koppeling', scopes, expiresInDays: 30, password: PASSWORD, ...extra },
  );
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as TokenCreated).token;
}

const revokedMails = (db: Db, email: string) =>
  queuedMailsTo(db.kysely, email).then((mails) => mails.filter((m) => /toegangstokens/.test(m.subject)));

describeApi('tokens follow the account (issue 47)', (env) => {
  it('refuses scopes the role cannot use, a missing or wrong password, and a missing code', async () => {
    const { app } = env();
    const { cookie, user } = await registerTalent(app, 'tok-scope');
    for (const scopes of [['admin:read'], ['admin:write'], ['courses:read', 'institute:write']]) {
      const res = await call(
        app,
        'POST',
        '/api/user/tokens',
        { cookie },
        { name: 'x', scopes, expiresInDays: 1, password: PASSWORD },
      );
      expect(res.statusCode, scopes.join()).toBe(400);
      expect(res.json().code).toBe('token.scope_not_allowed');
    }
    const noPassword = await call(
      app,
      'POST',
      '/api/user/tokens',
      { cookie },
      { name: 'x', scopes: ['courses:read'], expiresInDays: 1 },
    );
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors[0].field).toBe('password');
    const wrong = await call(
      app,
      'POST',
      '/api/user/tokens',
      { cookie },
      { name: 'x', scopes: ['courses:read'], expiresInDays: 1, password: 'Niet-Het-Wachtwoord-1' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('auth.wrong_password');
    // With an authenticator app a code is needed too, and a wrong one is refused.
    await setUpTotp(app, cookie, user.email);
    const noCode = await call(
      app,
      'POST',
      '/api/user/tokens',
      { cookie },
      { name: 'x', scopes: ['courses:read'], expiresInDays: 1, password: PASSWORD },
    );
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().code).toBe('auth.code_required');
    const badCode = await call(
      app,
      'POST',
      '/api/user/tokens',
      { cookie },
      { name: 'x', scopes: ['courses:read'], expiresInDays: 1, password: PASSWORD, code: '000000' },
    );
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().code).toBe('auth.invalid_code');
    await makeToken(app, cookie, ['courses:read'], { code: await freshTotpCode(app, user.email) });
    const rows = await env()
      .db.kysely.selectFrom('personalAccessTokens')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('a promotion ends the talent’s tokens; a token of an account without its required factor reaches nothing', async () => {
    const { app, db } = env();
    const { cookie, user } = await registerTalent(app, 'tok-promo');
    const token = await makeToken(app, cookie, ['profile:read', 'courses:read']);
    expect((await call(app, 'GET', '/api/user/profile', { token })).statusCode).toBe(200);
    const superadmin = await login(app, DEMO.superadmin);
    const promoted = await call(
      app,
      'PATCH',
      '/api/admin/user/type',
      { cookie: superadmin },
      { userId: user.id, userType: 'admin' },
    );
    expect(promoted.statusCode, promoted.body).toBe(200);
    // The token is gone: 401 everywhere, admin routes included; the owner was mailed.
    for (const url of ['/api/user', '/api/admin/users', '/api/user/profile']) {
      expect((await call(app, 'GET', url, { token })).statusCode, url).toBe(401);
    }
    expect(await revokedMails(db, user.email)).toHaveLength(1);

    // A token that exists while the account must have a factor and has none (a role set outside
    // the API, an older token) is held to the same rule as the session: 403 on every route.
    const { cookie: c2, user: u2 } = await registerTalent(app, 'tok-mfa');
    const t2 = await makeToken(app, c2, ['profile:read', 'courses:read', 'courses:write']);
    await db.kysely.updateTable('users').set({ userType: 'institute' }).where('id', '=', u2.id).execute();
    for (const [method, url] of [
      ['GET', '/api/user/profile'],
      ['GET', '/api/courses'],
      ['GET', '/api/user/enrollments'],
    ] as const) {
      const res = await call(app, method, url, { token: t2 });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'auth.mfa_setup_required',
        message: HTTP_PROBLEMS['auth.mfa_setup_required'].nl,
      });
    }
    const me = await call(app, 'GET', '/api/user', { token: t2 });
    expect(me.statusCode).toBe(200);
    expect(me.json().mfaSetupRequired).toBe(true);
    // The session says the same.
    expect((await call(app, 'GET', '/api/user', { cookie: c2 })).json().mfaSetupRequired).toBe(true);
  });

  it('a password change, a password reset and an admin’s factor reset each end every token and mail the owner', async () => {
    const { app, db } = env();
    // Change: the session that changed it stays, the tokens go.
    const a = await registerTalent(app, 'tok-change');
    const ta = await makeToken(app, a.cookie, ['profile:read']);
    const changed = await call(
      app,
      'POST',
      '/api/user/change-password',
      { cookie: a.cookie },
      { currentPassword: PASSWORD, newPassword: 'Nieuw-Wachtwoord-42' },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(app, 'GET', '/api/user/profile', { token: ta })).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/user', { cookie: a.cookie })).statusCode).toBe(200);
    expect(await revokedMails(db, a.user.email)).toHaveLength(1);

    // Reset by the mailed link: sessions and tokens end.
    const b = await registerTalent(app, 'tok-reset');
    const tb = await makeToken(app, b.cookie, ['profile:read']);
    const link = 'reset-link-token-for-test-0123456789abcdef';
    await insertResetToken(db.kysely, { id: hashResetToken(link), userId: b.user.id, validMs: 60_000 });
    const reset = await call(
      app,
      'POST',
      '/api/auth/password-reset/confirm',
      {},
      { token: link, password: 'Ander-Wachtwoord-77' },
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await call(app, 'GET', '/api/user', { cookie: b.cookie })).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/user/profile', { token: tb })).statusCode).toBe(401);
    expect(await revokedMails(db, b.user.email)).toHaveLength(1);

    // An admin's reset of the factor, with its reason in the audit log.
    const c = await registerTalent(app, 'tok-lost');
    await setUpTotp(app, c.cookie, c.user.email);
    const tc = await makeToken(app, c.cookie, ['profile:read'], {
      code: await freshTotpCode(app, c.user.email),
    });
    const admin = await login(app, DEMO.admin);
    const noReason = await call(app, 'DELETE', `/api/admin/users/${c.user.id}/mfa`, { cookie: admin }, {});
    expect(noReason.statusCode).toBe(400);
    const res = await call(
      app,
      'DELETE',
      `/api/admin/users/${c.user.id}/mfa`,
      { cookie: admin },
      { reason: 'Telefoon kwijt; identiteit gecontroleerd' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(app, 'GET', '/api/user/profile', { token: tc })).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/user', { cookie: c.cookie })).statusCode).toBe(401);
    const audit = await db.kysely
      .selectFrom('auditLog')
      .select(['action', 'details'])
      .where('targetId', '=', c.user.id)
      .execute();
    const reset2 = audit.find((r) => r.action === 'user.mfa.reset');
    expect(JSON.parse(reset2?.details ?? '{}').reason).toBe('Telefoon kwijt; identiteit gecontroleerd');
    expect(audit.map((r) => r.action)).toContain('token.revoke_all');
    expect(await revokedMails(db, c.user.email)).toHaveLength(1);
  });

  it('account deletion removes the tokens with the account', async () => {
    const { app, db } = env();
    const { cookie, user } = await registerTalent(app, 'tok-gone');
    const token = await makeToken(app, cookie, ['profile:read']);
    const gone = await call(app, 'DELETE', '/api/user', { cookie }, { password: PASSWORD });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await call(app, 'GET', '/api/user', { token })).statusCode).toBe(401);
    const left = await db.kysely
      .selectFrom('personalAccessTokens')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('the demo admin makes a token with password and code', async () => {
    const { app } = env();
    const cookie = await login(app, DEMO.admin);
    const res = await call(
      app,
      'POST',
      '/api/user/tokens',
      { cookie },
      {
        name: 'Beheer',
        scopes: ['admin:read'],
        expiresInDays: 1,
        password: DEMO_PASSWORD,
        code: await freshTotpCode(app, DEMO.admin),
      },
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});
