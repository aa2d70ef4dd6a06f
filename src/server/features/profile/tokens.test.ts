import { expect, it } from 'vitest';
import type { TokenCreated, TokenSummary } from '../../../contracts/access-tokens.ts';
import { DEMO_PASSWORD, describeApi, freshTotpCode, login, registerTalent } from '../../test/harness.ts';

describeApi('personal access tokens', (env) => {
  const req = (
    method: string,
    url: string,
    auth: { cookie?: string; token?: string } = {},
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    env().app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...(auth.cookie ? { cookie: auth.cookie } : {}),
        ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
        ...headers,
      },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  /** Makes a token with the account's password (and, for a demo account with an app, a fresh code). */
  const createToken = async (cookie: string, scopes: string[], name = 'Integratie', email?: string) => {
    const credentials = email
      ? { password: DEMO_PASSWORD, code: await freshTotpCode(env().app, email) }
      : { password: 'Fietsbel-Oranje7' };
    const res = await req(
      'POST',
      '/api/user/tokens',
      { cookie },
      { name, scopes, expiresInDays: 30, ...credentials },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as TokenCreated;
  };

  it("an admin's read-only token reads, is refused on a write and everywhere after revocation", async () => {
    const cookie = await login(env().app, 'admin@example.nl');
    const created = await createToken(cookie, ['admin:read'], 'Integratie', 'admin@example.nl');
    expect(created.token).toMatch(/^sp_[A-Za-z0-9_-]{43}$/);
    expect(created.scopes).toEqual(['admin:read']);
    const token = created.token;

    // Reads within scope, with no cookie and no Origin.
    const users = await req('GET', '/api/admin/users', { token });
    expect(users.statusCode, users.body).toBe(200);
    expect((await req('GET', '/api/user', { token })).json()).toMatchObject({ email: 'admin@example.nl' });

    // A write needs admin:write; another feature needs its own scope.
    const write = await req('PATCH', '/api/admin/user/type', { token }, { userId: 'x', userType: 'company' });
    expect(write.statusCode).toBe(403);
    expect(write.headers['www-authenticate']).toContain('insufficient_scope');
    expect(write.json()).toMatchObject({
      code: 'auth.insufficient_scope',
      type: 'tag:skillsplatform.nl,2026:problem/auth.insufficient_scope',
    });
    expect(write.json().message).toContain('admin:write');
    expect((await req('GET', '/api/user/enrollments', { token })).statusCode).toBe(403);

    // The list shows it, without the token; its last use is stamped.
    const list = (await req('GET', '/api/user/tokens', { cookie })).json() as {
      items: TokenSummary[];
      nextCursor: string | null;
    };
    const row = list.items.find((t) => t.id === created.id);
    expect(row).toMatchObject({ name: 'Integratie', scopes: ['admin:read'] });
    expect(row?.lastUsedAt).not.toBeNull();
    expect(list.nextCursor).toBeNull();
    expect(JSON.stringify(list)).not.toContain(token);

    // Revoked: refused on every route, also the public ones.
    expect((await req('DELETE', `/api/user/tokens/${created.id}`, { cookie })).statusCode).toBe(204);
    for (const url of ['/api/admin/users', '/api/user', '/api/courses']) {
      const res = await req('GET', url, { token });
      expect(res.statusCode, url).toBe(401);
      expect(res.headers['www-authenticate']).toContain('invalid_token');
      expect(res.json().code).toBe('auth.invalid_token');
    }
    expect((await req('DELETE', `/api/user/tokens/${created.id}`, { cookie })).statusCode).toBe(404);
  });

  it('never works on account security, and a token cannot make tokens', async () => {
    const { cookie } = await registerTalent(env().app, 'tokensec');
    const all = ['profile:read', 'profile:write', 'courses:read', 'courses:write'];
    const { token } = await createToken(cookie, all);
    const refused: [string, string, unknown?][] = [
      ['GET', '/api/user/tokens'],
      ['POST', '/api/user/tokens', { name: 'x', scopes: ['courses:read'], expiresInDays: 1 }],
      ['POST', '/api/user/change-password', { currentPassword: 'a', newPassword: 'b' }],
      ['GET', '/api/user/sessions'],
      ['DELETE', '/api/user/sessions'],
      ['GET', '/api/user/export'],
      ['DELETE', '/api/user', { password: 'x' }],
      ['POST', '/api/logout'],
    ];
    for (const [method, url, body] of refused) {
      const res = await req(method, url, { token }, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    // Within scope it works, also a write without Origin or with another one (no CSRF for bearer).
    expect((await req('GET', '/api/user/profile', { token })).statusCode).toBe(200);
    const patched = await req(
      'PATCH',
      '/api/user/profile',
      { token },
      { city: 'Gouda' },
      {
        origin: 'https://elders.example',
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(patched.statusCode, patched.body).toBe(200);
    // The same request with the cookie is refused by the origin check.
    const withCookie = await req(
      'PATCH',
      '/api/user/profile',
      { cookie },
      { city: 'Gouda' },
      {
        origin: 'https://elders.example',
      },
    );
    expect(withCookie.statusCode).toBe(403);
  });

  it('records every write made with a token in the audit log, naming the token', async () => {
    const { cookie, user } = await registerTalent(env().app, 'tokenaudit');
    const created = await createToken(cookie, ['profile:write']);
    await req('PATCH', '/api/user/profile', { token: created.token }, { city: 'Delft' });
    const auditRows = () =>
      env()
        .db.kysely.selectFrom('auditLog')
        .select(['action', 'actorId', 'targetId', 'details'])
        .where('targetId', '=', created.id)
        .execute();
    // The row is written in the onResponse hook, which may finish after inject() has the answer.
    await expect
      .poll(async () => (await auditRows()).map((r) => r.action).sort())
      .toEqual(['token.create', 'token.use']);
    const rows = await auditRows();
    const use = rows.find((r) => r.action === 'token.use');
    expect(use?.actorId).toBe(user.id);
    expect(JSON.parse(use?.details ?? '{}')).toMatchObject({
      method: 'PATCH',
      route: '/api/user/profile',
      status: 200,
    });
  });

  it("refuses bad input, unknown tokens, another user's token and stores only a hash", async () => {
    const { cookie } = await registerTalent(env().app, 'tokeninput');
    for (const body of [
      { name: '', scopes: ['courses:read'], expiresInDays: 30 },
      { name: 'x', scopes: [], expiresInDays: 30 },
      { name: 'x', scopes: ['everything'], expiresInDays: 30 },
      { name: 'x', scopes: ['courses:read'], expiresInDays: 0 },
      { name: 'x', scopes: ['courses:read'], expiresInDays: 366 },
      { name: 'x', scopes: ['courses:read', 'courses:read'], expiresInDays: 3 },
    ].map((b) => ({ ...b, password: 'Fietsbel-Oranje7' }))) {
      expect((await req('POST', '/api/user/tokens', { cookie }, body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect((await req('GET', '/api/user', { token: 'sp_nottherealthing' })).statusCode).toBe(401);
    expect((await req('GET', '/api/user', { token: 'abc' })).statusCode).toBe(401);

    const created = await createToken(cookie, ['courses:read']);
    const stored = await env()
      .db.kysely.selectFrom('personalAccessTokens')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(created.token);

    const other = await login(env().app, 'bedrijf@example.nl');
    expect((await req('DELETE', `/api/user/tokens/${created.id}`, { cookie: other })).statusCode).toBe(404);
    expect((await req('GET', '/api/courses', { token: created.token })).statusCode).toBe(200);
  });

  it('offers each role only the scopes its routes let it use, and no bearer token may ask', async () => {
    const scopesOf = async (email: string) => {
      const res = await req('GET', '/api/user/tokens/scopes?limit=200', {
        cookie: await login(env().app, email),
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { items: string[] }).items;
    };
    const talent = await scopesOf('talent@example.nl');
    expect(talent).toEqual(
      expect.arrayContaining(['courses:read', 'courses:write', 'scan:write', 'talent:read']),
    );
    expect(talent.filter((s) => /^(admin|institute):/.test(s))).toEqual([]);
    // A talent answers an employer's invitation: the company tag has routes for that role too.
    expect(talent).toContain('company:read');
    const company = await scopesOf('bedrijf@example.nl');
    expect(company).toEqual(expect.arrayContaining(['company:read', 'company:write', 'courses:read']));
    expect(company).not.toContain('scan:write');
    expect(company).not.toContain('admin:read');
    const admin = await scopesOf('admin@example.nl');
    expect(admin).toContain('admin:read');
    const { token } = await createToken(
      await login(env().app, 'admin@example.nl'),
      ['admin:read'],
      'Integratie',
      'admin@example.nl',
    );
    expect((await req('GET', '/api/user/tokens/scopes', { token })).statusCode).toBe(403);
  });
});

describeApi('personal access tokens in the OpenAPI document', (env) => {
  it('declares both security schemes and each operation the token scope it needs', async () => {
    const doc = (await env().app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearerToken', 'sessionCookie']);
    expect(doc.components.securitySchemes.bearerToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/admin/users'].get.security).toEqual([
      { sessionCookie: [] },
      { bearerToken: ['admin:read'] },
    ]);
    expect(doc.paths['/api/user/tokens'].post.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths['/api/user/change-password'].post.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths['/api/user'].get.security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
  });
});

describeApi('request bodies and synonyms', (env) => {
  it('takes an empty JSON body as no body, refuses text/plain with 415 and marks synonyms deprecated', async () => {
    const cookie = await login(env().app, 'talent@example.nl');
    const empty = await env().app.inject({
      method: 'POST',
      url: '/api/user/tokens',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '',
    });
    // Validated as `{}`: the missing fields, not an "empty JSON" error.
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('validation');
    const plain = await env().app.inject({
      method: 'POST',
      url: '/api/user/tokens',
      headers: { cookie, 'content-type': 'text/plain' },
      payload: 'hallo',
    });
    expect(plain.statusCode).toBe(415);
    expect(plain.json().code).toBe('request.unsupported_media_type');
    const doc = (await env().app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/enrollments/user'].get.deprecated).toBe(true);
    expect(doc.paths['/api/enrollments/user'].get.description).toContain('/api/user/enrollments');
    expect(doc.paths['/api/assessments/user'].get.deprecated).toBe(true);
    expect(doc.paths['/api/user/enrollments'].get.deprecated).toBeUndefined();
  });
});

describeApi('rate-limit fields', (env) => {
  it('sends RateLimit and RateLimit-Policy on API answers and declares them with 429 and default', async () => {
    const res = await env().app.inject({ url: '/api/courses' });
    expect(res.headers.ratelimit).toMatch(/^"default";r=\d+;t=\d+$/);
    expect(res.headers['ratelimit-policy']).toMatch(/^"default";q=\d+;w=60$/);
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    const doc = (await env().app.inject({ url: '/api/openapi.json' })).json();
    const responses = doc.paths['/api/courses'].get.responses;
    expect(Object.keys(responses['200'].headers)).toEqual(
      expect.arrayContaining(['RateLimit', 'RateLimit-Policy']),
    );
    expect(responses['200'].headers.RateLimit.schema.type).toBe('string');
    expect(Object.keys(responses['429'].headers)).toEqual(
      expect.arrayContaining(['Retry-After', 'RateLimit']),
    );
    expect(responses.default.content['application/problem+json']).toBeDefined();
  });
});
