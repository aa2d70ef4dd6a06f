import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEMO, registerAccount } from '../test/accounts.ts';
import { courseBody } from '../test/course-body.ts';
import { describeApi, login } from '../test/harness.ts';
import { isLikelyProxyAddress, warnOnUntrustedForwarding } from './forwarded-warning.ts';

/** Smaller security rules, each with the behaviour it guards. */
describe('TRUST_PROXY without a proxy in front', () => {
  it('tells proxy-like peers from public ones', () => {
    for (const a of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.1',
      '::ffff:127.0.0.1',
      'fd00::1',
    ]) {
      expect(isLikelyProxyAddress(a), a).toBe(true);
    }
    for (const a of ['203.0.113.9', '8.8.8.8', '::ffff:203.0.113.9', '2001:db8::1', undefined]) {
      expect(isLikelyProxyAddress(a), String(a)).toBe(false);
    }
  });

  it('warns once when a forwarded header arrives from a public peer with a hop count', async () => {
    const warn = vi.fn();
    const app = Fastify();
    warnOnUntrustedForwarding(app, 1, warn);
    app.get('/', async () => 'ok');
    const forwarded = { 'x-forwarded-for': '1.2.3.4' };
    await app.inject({ url: '/', headers: forwarded, remoteAddress: '127.0.0.1' });
    await app.inject({ url: '/', remoteAddress: '203.0.113.9' });
    expect(warn).not.toHaveBeenCalled();
    await app.inject({ url: '/', headers: forwarded, remoteAddress: '203.0.113.9' });
    await app.inject({ url: '/', headers: forwarded, remoteAddress: '203.0.113.10' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/TRUST_PROXY/);
    expect(warn.mock.calls[0][1]).toBe('203.0.113.9');
    await app.close();
    // A list of proxy addresses needs no warning: Fastify ignores the header from anyone else.
    const listed = Fastify({ trustProxy: ['10.0.0.1'] });
    const quiet = vi.fn();
    warnOnUntrustedForwarding(listed, ['10.0.0.1'], quiet);
    listed.get('/', async () => 'ok');
    await listed.inject({ url: '/', headers: forwarded, remoteAddress: '203.0.113.9' });
    expect(quiet).not.toHaveBeenCalled();
    await listed.close();
  });
});

describe('session cookie prefix', () => {
  it('is __Host- when cookies are secure, plain otherwise', () => {
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieName).toBe('__Host-sid');
    expect(loadConfig({ COOKIE_SECURE: 'true', SESSION_COOKIE_NAME: '__Host-x' }).cookieName).toBe(
      '__Host-x',
    );
    expect(loadConfig({}).cookieName).toBe('sid');
  });
});

describeApi(
  'secure session cookie',
  (env) => {
    it('sets __Host-sid Secure with path / and signs in with it', async () => {
      const res = await env().app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: DEMO.talent, password: 'Welkom2026!' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      const session = cookies.find((c) => c.startsWith('__Host-sid='));
      expect(session).toBeDefined();
      expect(session).toMatch(/; Path=\/(;|$)/);
      expect(session).toMatch(/; Secure/);
      expect(session).not.toMatch(/Domain=/i);
      const me = await env().app.inject({ url: '/api/user', headers: { cookie: session!.split(';')[0] } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: DEMO.talent });
    });
  },
  { seed: true, config: { cookieSecure: true, cookieName: '__Host-sid' } },
);

describeApi('smaller findings', (env) => {
  const req = (method: string, url: string, cookie?: string, payload?: object) =>
    env().app.inject({
      method: method as 'POST',
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });

  it('an unverified institute’s course takes no info requests (404 like its detail page)', async () => {
    const institute = await registerAccount(env().app, 'institute');
    const created = await req(
      'POST',
      '/api/courses',
      institute.cookie,
      courseBody({
        title: 'Cursus van een onbekend instituut',
        description: 'Nog niet geverifieerd.',
        skills: ['Excel'],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const talent = await registerAccount(env().app, 'talent');
    expect((await req('GET', `/api/courses/${id}`, talent.cookie)).statusCode).toBe(404);
    expect(
      (await req('POST', `/api/courses/${id}/info-request`, talent.cookie, { message: 'Wanneer start het?' }))
        .statusCode,
    ).toBe(404);
  });

  it('the device cookie is an opaque id (no e-mail inside) and is cleared with the account', async () => {
    const person = await registerAccount(env().app, 'talent');
    const res = await req('POST', '/api/login', undefined, {
      email: person.email,
      password: 'Fietsbel-Oranje7',
    });
    expect(res.statusCode).toBe(200);
    const device = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('device='));
    expect(device).toBeDefined();
    const value = device!.split(';')[0].slice('device='.length);
    expect(value.split('.')).toHaveLength(2);
    const b64 = Buffer.from(person.email).toString('base64url');
    expect(value.includes(b64.slice(0, 12))).toBe(false);
    // 16 random bytes and a MAC: nothing else fits.
    expect(Buffer.from(value.split('.')[0], 'base64url')).toHaveLength(16);
    // Still recognised at the next sign-in (it is bound to the account by its signature).
    const again = await env().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: person.email, password: 'Fietsbel-Oranje7' },
      headers: { cookie: `device=${value}` },
    });
    expect(again.statusCode).toBe(200);
    const cookie = `${again.headers['set-cookie']}`.match(/sid=[^;]+/)![0];
    const deleted = await req('DELETE', '/api/user', cookie, { password: 'Fietsbel-Oranje7' });
    expect(deleted.statusCode).toBe(200);
    const cleared = ([] as string[])
      .concat(deleted.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('device='));
    expect(cleared).toMatch(/^device=;.*Path=\/api\/login/);
  });

  it('refuses ids that are not plain decimal digits', async () => {
    const cookie = await login(env().app, DEMO.talent);
    for (const id of ['0x10', '1e1', '+5', '010', '1.0', ' 7']) {
      const res = await req('GET', `/api/courses/${encodeURIComponent(id)}`, cookie);
      expect(res.statusCode, id).toBe(400);
    }
  });
});
