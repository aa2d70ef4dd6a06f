import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OidcProviderConfig } from '../../config.ts';
import { describeApi, login, registerTalent } from '../../test/harness.ts';
import { expectBadCursors, walkPages } from '../../test/paging.ts';

/**
 * Sign-in with OpenID Connect against a real provider (oidc-provider) on loopback, driven by hand:
 * our start route, the provider's authorisation and login pages, our callback (decision 312).
 */

const APP_URL = 'http://localhost:3000';
const providers: OidcProviderConfig[] = [];
const accounts = new Map<string, Record<string, unknown>>();
/** When set, the provider's token answer carries an id_token with a broken signature. */
let tamper = false;
let server: Server;

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'skills',
        client_secret: 'skills-secret-skills-secret-skills-secret',
        redirect_uris: [`${APP_URL}/api/auth/oidc/uni/callback`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    cookies: { keys: ['test-cookie-key'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, ...(accounts.get(id) ?? {}) }),
    }),
    // Every client may have the scopes it asks for: no consent page in the tests.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (tamper && req.url?.startsWith('/token')) {
      const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => typeof res;
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if (chunk && res.statusCode === 200) {
          const body = JSON.parse(String(chunk)) as { id_token: string };
          const [h, p, s] = body.id_token.split('.');
          body.id_token = `${h}.${p}.${s[0] === 'A' ? 'B' : 'A'}${s.slice(1)}`;
          return end(JSON.stringify(body), ...rest);
        }
        return end(chunk, ...rest);
      }) as typeof res.end;
    }
    callback(req, res);
  });
  providers.push({
    id: 'uni',
    issuer,
    clientId: 'skills',
    clientSecret: 'skills-secret-skills-secret-skills-secret',
    name: 'SURFconext',
    userTypes: ['talent', 'institute', 'company'],
  });
  // A second button (never started here): the provider list has more than one page of one.
  providers.push({
    id: 'hs',
    issuer,
    clientId: 'hs',
    clientSecret: 'hs-secret-hs-secret-hs-secret-hs-secret',
    name: 'Hogeschool',
    userTypes: ['talent'],
  });
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

const cookieOf = (res: LightMyRequestResponse, name: string) => {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const found = all.find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`));
  return found?.split(';')[0];
};

/** Our start route, then the provider's pages as a browser would: the URL it sends back. */
async function throughProvider(app: FastifyInstance, sub: string, cookie?: string, koppel = false) {
  const start = await app.inject({
    method: 'GET',
    url: `/api/auth/oidc/uni/start${koppel ? '?koppel=1' : ''}`,
    headers: cookie ? { cookie } : {},
  });
  expect(start.statusCode).toBe(302);
  const flow = cookieOf(start, 'oidc');
  expect(flow).toBeDefined();
  const jar = new Map<string, string>();
  let url = new URL(String(start.headers.location));
  for (let hop = 0; hop < 10; hop++) {
    if (url.origin === APP_URL) return { url, flow: flow! };
    const request = (init: RequestInit = {}) =>
      fetch(url, {
        ...init,
        redirect: 'manual',
        headers: { ...(init.headers ?? {}), cookie: [...jar].map(([n, v]) => `${n}=${v}`).join('; ') },
      });
    let res = await request();
    if (res.status === 200 && url.pathname.startsWith('/interaction/')) {
      for (const c of res.headers.getSetCookie())
        jar.set(c.split('=')[0], c.split(';')[0].split('=').slice(1).join('='));
      res = await request({
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login: sub, password: 'x' }).toString(),
      });
    }
    for (const c of res.headers.getSetCookie())
      jar.set(c.split('=')[0], c.split(';')[0].split('=').slice(1).join('='));
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider answered ${res.status} at ${url}: ${await res.text()}`);
    url = new URL(location, url);
  }
  throw new Error('too many redirects');
}

const callback = (app: FastifyInstance, url: URL, cookie: string) =>
  app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { cookie } });

describeApi(
  'sign-in with OpenID Connect',
  (env) => {
    it('lists the configured providers for the buttons', async () => {
      const get = (url: string) => env().app.inject({ method: 'GET', url });
      const res = await get('/api/auth/oidc/providers');
      expect(res.json()).toEqual({
        items: [
          { id: 'uni', name: 'SURFconext', userTypes: ['talent', 'institute', 'company'] },
          { id: 'hs', name: 'Hogeschool', userTypes: ['talent'] },
        ],
        nextCursor: null,
      });
      expect(await walkPages(get, '/api/auth/oidc/providers')).toEqual(res.json().items);
      await expectBadCursors(get, '/api/auth/oidc/providers');
      const unknown = await env().app.inject({ method: 'GET', url: '/api/auth/oidc/nope/start' });
      expect(unknown.statusCode).toBe(404);
    });

    it('a new user chooses a user type; the next sign-in finds the account by issuer + subject', async () => {
      const { app } = env();
      const sub = `new-${env().engine}`;
      accounts.set(sub, {
        email: `${sub}@uni.example`,
        email_verified: true,
        given_name: 'Noor',
        family_name: 'Vos',
      });
      const { url, flow } = await throughProvider(app, sub);
      const back = await callback(app, url, flow);
      expect(back.statusCode).toBe(302);
      expect(back.headers.location).toBe('/auth?oidc=signup');
      const signup = cookieOf(back, 'oidc-signup')!;
      const info = await app.inject({
        method: 'GET',
        url: '/api/auth/oidc/signup',
        headers: { cookie: signup },
      });
      expect(info.json()).toMatchObject({
        email: `${sub}@uni.example`,
        firstName: 'Noor',
        provider: 'SURFconext',
      });
      const made = await app.inject({
        method: 'POST',
        url: '/api/auth/oidc/signup',
        headers: { cookie: signup },
        payload: { userType: 'talent' },
      });
      expect(made.statusCode).toBe(201);
      expect(made.json()).toMatchObject({ email: `${sub}@uni.example`, userType: 'talent' });
      // The pending sign-up is used up.
      const again = await app.inject({
        method: 'POST',
        url: '/api/auth/oidc/signup',
        headers: { cookie: signup },
        payload: { userType: 'talent' },
      });
      expect(again.statusCode).toBe(401);

      // The provider now says another e-mail: the identity (issuer + subject) still decides.
      accounts.set(sub, { email: 'changed@uni.example', email_verified: true });
      const second = await throughProvider(app, sub);
      const signedIn = await callback(app, second.url, second.flow);
      expect(signedIn.headers.location).toBe('/');
      const session = cookieOf(signedIn, 'sid')!;
      const me = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: session } });
      expect(me.json()).toMatchObject({ email: `${sub}@uni.example` });
    });

    it('an institute chosen at sign-up is an institute account like registration makes', async () => {
      const { app } = env();
      const sub = `inst-${env().engine}`;
      accounts.set(sub, { email: `${sub}@uni.example`, email_verified: true });
      const { url, flow } = await throughProvider(app, sub);
      const signup = cookieOf(await callback(app, url, flow), 'oidc-signup')!;
      const made = await app.inject({
        method: 'POST',
        url: '/api/auth/oidc/signup',
        headers: { cookie: signup },
        payload: { userType: 'institute', instituteName: `Hogeschool OIDC ${env().engine}` },
      });
      expect(made.statusCode).toBe(201);
      expect(made.json()).toMatchObject({ userType: 'institute' });
    });

    it('an unverified e-mail of an existing account does not link; a verified one does', async () => {
      const { app, db } = env();
      const { user } = await registerTalent(app, 'oidc');
      const sub = `collide-${env().engine}`;
      accounts.set(sub, { email: user.email, email_verified: false });
      const first = await throughProvider(app, sub);
      const refused = await callback(app, first.url, first.flow);
      expect(refused.headers.location).toBe('/auth?oidc=email-in-gebruik');
      expect(cookieOf(refused, 'sid')).toBeUndefined();
      const none = await db.kysely
        .selectFrom('oidcIdentities')
        .selectAll()
        .where('subject', '=', sub)
        .execute();
      expect(none).toEqual([]);

      accounts.set(sub, { email: user.email.toUpperCase(), email_verified: true });
      const second = await throughProvider(app, sub);
      const linked = await callback(app, second.url, second.flow);
      expect(linked.headers.location).toBe('/');
      const me = await app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { cookie: cookieOf(linked, 'sid')! },
      });
      expect(me.json()).toMatchObject({ id: user.id });
    });

    it('a signed-in user links an identity (koppelen) and signs in with it afterwards', async () => {
      const { app } = env();
      const { user, cookie } = await registerTalent(app, 'koppel');
      const sub = `link-${env().engine}`;
      accounts.set(sub, { email: 'someone-else@uni.example', email_verified: false });
      const { url, flow } = await throughProvider(app, sub, cookie, true);
      const linked = await callback(app, url, flow);
      expect(linked.headers.location).toBe('/profile?tab=security&oidc=gekoppeld');
      const later = await throughProvider(app, sub);
      const signedIn = await callback(app, later.url, later.flow);
      expect(signedIn.headers.location).toBe('/');
      const me = await app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { cookie: cookieOf(signedIn, 'sid')! },
      });
      expect(me.json()).toMatchObject({ id: user.id });

      // Profiel → Beveiliging lists the link and unlinks it (issue 47); then the identity is new again.
      const links = await app.inject({ method: 'GET', url: '/api/user/oidc', headers: { cookie } });
      expect(links.statusCode, links.body).toBe(200);
      expect(links.json().items).toEqual([
        { provider: 'uni', name: 'SURFconext', linked: true, linkedAt: expect.any(String) },
        { provider: 'hs', name: 'Hogeschool', linked: false, linkedAt: null },
      ]);
      const unlink = (p: string) =>
        app.inject({ method: 'DELETE', url: `/api/user/oidc/${p}`, headers: { cookie } });
      expect((await unlink('uni')).statusCode).toBe(204);
      expect((await unlink('uni')).statusCode).toBe(404);
      const after = await app.inject({ method: 'GET', url: '/api/user/oidc', headers: { cookie } });
      expect(after.json().items[0]).toMatchObject({ provider: 'uni', linked: false });
      const again = await throughProvider(app, sub);
      expect((await callback(app, again.url, again.flow)).headers.location).not.toBe('/');
    });

    it('an account with a second factor still gives its code after the provider', async () => {
      const { app, db } = env();
      const institute = await db.kysely
        .selectFrom('users')
        .innerJoin('userTotp', 'userTotp.userId', 'users.id')
        .select(['users.id', 'users.email'])
        .where('users.userType', '=', 'institute')
        .where('userTotp.confirmedAt', 'is not', null)
        .executeTakeFirstOrThrow();
      // Signing in once links the identity (koppelen); then the provider alone is one factor.
      const cookie = await login(app, institute.email);
      const sub = `mfa-${env().engine}`;
      accounts.set(sub, { email: 'x@uni.example' });
      const linking = await throughProvider(app, sub, cookie, true);
      expect((await callback(app, linking.url, linking.flow)).headers.location).toBe(
        '/profile?tab=security&oidc=gekoppeld',
      );
      const { url, flow } = await throughProvider(app, sub);
      const res = await callback(app, url, flow);
      expect(res.headers.location).toBe('/auth?oidc=mfa');
      expect(cookieOf(res, 'sid')).toBeUndefined();
      expect(cookieOf(res, 'mfa')).toBeDefined();
    });

    it('refuses a wrong state, a wrong nonce, a missing or expired flow and a reused code', async () => {
      const { app, db } = env();
      const sub = `refuse-${env().engine}`;
      accounts.set(sub, { email: `${sub}@uni.example`, email_verified: true });
      const k = db.kysely;
      const refused = async (res: LightMyRequestResponse) => {
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe('/auth?oidc=fout');
        expect(cookieOf(res, 'sid')).toBeUndefined();
        expect(cookieOf(res, 'oidc-signup')).toBeUndefined();
      };
      // Wrong state.
      let run = await throughProvider(app, sub);
      run.url.searchParams.set('state', 'not-the-state');
      await refused(await callback(app, run.url, run.flow));
      // Wrong nonce: the id_token carries the nonce of the request, not the one we expect.
      run = await throughProvider(app, sub);
      await k.updateTable('oidcFlows').set({ nonce: 'another-nonce' }).execute();
      await refused(await callback(app, run.url, run.flow));
      // No flow cookie, and an expired flow.
      run = await throughProvider(app, sub);
      await refused(await callback(app, run.url, ''));
      run = await throughProvider(app, sub);
      await k.updateTable('oidcFlows').set({ expiresAt: '2000-01-01T00:00:00.000Z' }).execute();
      await refused(await callback(app, run.url, run.flow));
      // A code is redeemed once: the same callback again (its flow put back) is refused by the provider.
      run = await throughProvider(app, sub);
      const saved = await k.selectFrom('oidcFlows').selectAll().execute();
      const first = await callback(app, run.url, run.flow);
      expect(first.headers.location).toBe('/auth?oidc=signup');
      await k.insertInto('oidcFlows').values(saved).execute();
      await refused(await callback(app, run.url, run.flow));
      // The same callback a third time: its flow is gone.
      await refused(await callback(app, run.url, run.flow));
    });

    it('refuses an id_token whose signature does not match the provider key', async () => {
      const { app } = env();
      const sub = `tampered-${env().engine}`;
      accounts.set(sub, { email: `${sub}@uni.example`, email_verified: true });
      const run = await throughProvider(app, sub);
      tamper = true;
      try {
        const res = await callback(app, run.url, run.flow);
        expect(res.headers.location).toBe('/auth?oidc=fout');
        expect(cookieOf(res, 'sid')).toBeUndefined();
      } finally {
        tamper = false;
      }
    });
  },
  { seed: true, config: { oidcProviders: providers, oidcAllowInsecureHttp: true, appUrl: APP_URL } },
);
