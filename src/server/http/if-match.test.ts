import { expect, it } from 'vitest';
import { describeApi, login, registerTalent } from '../test/harness.ts';

describeApi('If-Match on PATCH and PUT of resources with an ETag', (env) => {
  const req = (
    method: string,
    url: string,
    cookie: string,
    headers: Record<string, string> = {},
    payload?: object,
  ) =>
    env().app.inject({
      method: method as 'GET',
      url,
      headers: { cookie, ...headers },
      ...(payload ? { payload } : {}),
    });
  const profile = (firstName: string) => ({ firstName, lastName: 'Gebruiker' });

  it('profile: a matching tag proceeds, a stale one is a 412 problem and writes nothing, none proceeds as before', async () => {
    const { cookie } = await registerTalent(env().app, 'ifm');
    const read = await req('GET', '/api/user/profile', cookie);
    const etag = read.headers.etag as string;
    // The stored version and the answer's hash (decision 427).
    expect(etag).toMatch(/^"\d+-[^"]+"$/);
    // Personal data stays out of caches; the tag still answers If-None-Match.
    expect(read.headers['cache-control']).toContain('no-store');
    expect((await req('GET', '/api/user/profile', cookie, { 'if-none-match': etag })).statusCode).toBe(304);

    const ok = await req('PATCH', '/api/user/profile', cookie, { 'if-match': etag }, profile('Anna'));
    expect(ok.statusCode, ok.body).toBe(200);
    const stale = await req('PATCH', '/api/user/profile', cookie, { 'if-match': etag }, profile('Bea'));
    expect(stale.statusCode).toBe(412);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect(stale.json()).toMatchObject({
      code: 'precondition.failed',
      type: 'tag:skillsplatform.nl,2026:problem/precondition.failed',
    });
    // Nothing was written; the 412 names the current version (the one the good write answered).
    const now = await req('GET', '/api/user/profile', cookie);
    expect(now.json().firstName).toBe('Anna');
    const versionOf = (tag: unknown) => /^"(\d+)-/.exec(String(tag))?.[1];
    expect(versionOf(stale.headers.etag)).toBe(versionOf(now.headers.etag));
    expect(versionOf(ok.headers.etag)).toBe(versionOf(now.headers.etag));
    // A weak tag never matches (strong comparison); `*` and a list holding the current tag do.
    const weak = await req(
      'PATCH',
      '/api/user/profile',
      cookie,
      { 'if-match': `W/${now.headers.etag}` },
      profile('C'),
    );
    expect(weak.statusCode).toBe(412);
    const list = `"nope", ${now.headers.etag}`;
    expect(
      (await req('PATCH', '/api/user/profile', cookie, { 'if-match': list }, profile('Dirk'))).statusCode,
    ).toBe(200);
    expect(
      (await req('PATCH', '/api/user/profile', cookie, { 'if-match': '*' }, profile('Eva'))).statusCode,
    ).toBe(200);
    expect((await req('PATCH', '/api/user/profile', cookie, {}, profile('Fien'))).statusCode).toBe(200);
    expect((await req('GET', '/api/user/profile', cookie)).json().firstName).toBe('Fien');
  });

  it("an institute's course: PATCH /api/institute/courses/{id} is checked against GET /api/courses/{id}", async () => {
    const cookie = await login(env().app, 'instituut@example.nl');
    const mine = await env()
      .db.kysely.selectFrom('courses')
      .innerJoin('users', 'users.id', 'courses.instituteId')
      .select('courses.id')
      .where('users.email', '=', 'instituut@example.nl')
      .where('courses.isActive', '=', 1)
      .executeTakeFirstOrThrow();
    const url = `/api/courses/${mine.id}`;
    const etag = (await req('GET', url, cookie)).headers.etag as string;
    expect(etag).toBeTruthy();
    const manage = `/api/institute/courses/${mine.id}`;
    const off = await req('PATCH', manage, cookie, { 'if-match': etag }, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    const stale = await req('PATCH', manage, cookie, { 'if-match': etag }, { isActive: true });
    expect(stale.statusCode).toBe(412);
    const fresh = (await req('GET', url, cookie)).headers.etag as string;
    expect(fresh).not.toBe(etag);
    expect((await req('PATCH', manage, cookie, { 'if-match': fresh }, { isActive: true })).statusCode).toBe(
      200,
    );
  });

  it('two writers with the same tag at the same moment: exactly one passes (the version is compared in the write)', async () => {
    const { cookie } = await registerTalent(env().app, 'ifmrace');
    const etag = (await req('GET', '/api/user/profile', cookie)).headers.etag as string;
    const names = ['Ada', 'Bob', 'Cor', 'Dana'];
    const answers = await Promise.all(
      names.map((n) => req('PATCH', '/api/user/profile', cookie, { 'if-match': etag }, profile(n))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 412, 412, 412]);
    const winner = names[answers.findIndex((a) => a.statusCode === 200)];
    expect((await req('GET', '/api/user/profile', cookie)).json().firstName).toBe(winner);
  });

  it('a change made elsewhere (not through the checked write) makes the tag stale too', async () => {
    const { cookie, user } = await registerTalent(env().app, 'ifmelse');
    const etag = (await req('GET', '/api/user/profile', cookie)).headers.etag as string;
    await env().db.kysely.updateTable('users').set({ city: 'Zwolle' }).where('id', '=', user.id).execute();
    const stale = await req('PATCH', '/api/user/profile', cookie, { 'if-match': etag }, profile('Gijs'));
    expect(stale.statusCode).toBe(412);
    // A tag of the old form (a hash without a version) never matches.
    const old = await req('PATCH', '/api/user/profile', cookie, { 'if-match': '"abc"' }, profile('Gijs'));
    expect(old.statusCode).toBe(412);
  });

  it('counts a checked write once against the rate limit (no second pass through the app)', async () => {
    const { cookie } = await registerTalent(env().app, 'ifmrate');
    const remaining = (res: { headers: Record<string, unknown> }) =>
      Number(/r=(\d+)/.exec(String(res.headers.ratelimit))?.[1]);
    const read = await req('GET', '/api/user/profile', cookie);
    const before = remaining(read);
    const write = await req(
      'PATCH',
      '/api/user/profile',
      cookie,
      { 'if-match': read.headers.etag as string },
      profile('Cas'),
    );
    expect(write.statusCode, write.body).toBe(200);
    expect(remaining(write)).toBe(before - 1);
  });

  it('a resource whose GET is not there leaves the answer to the write (404, not 412)', async () => {
    const cookie = await login(env().app, 'instituut@example.nl');
    const res = await req(
      'PATCH',
      '/api/institute/courses/999999',
      cookie,
      { 'if-match': '"x"' },
      { isActive: false },
    );
    expect(res.statusCode).toBe(404);
  });
  it('PUT of e-mail preferences: the same rules', async () => {
    const { cookie } = await registerTalent(env().app, 'ifm-put');
    const url = '/api/user/email-preferences';
    const all = (on: boolean) => ({ achievement: on, reminder: false, social: false, system: on });
    const etag = (await req('GET', url, cookie)).headers.etag as string;
    const put = await req('PUT', url, cookie, { 'if-match': etag }, all(true));
    expect(put.statusCode).toBe(200);
    // The PUT answers exactly what the GET shows, so its tag is the GET's (decision 490).
    const read = await req('GET', url, cookie);
    expect(put.body).toBe(read.body);
    expect(put.headers.etag).toBe(read.headers.etag);
    const stale = await req('PUT', url, cookie, { 'if-match': etag }, all(false));
    expect(stale.statusCode).toBe(412);
    expect((await req('GET', url, cookie)).json().achievement).toBe(true);
  });
  it("a company's vacancy: PATCH /api/company/vacancies/{id} is checked against GET /api/vacancies/{id}", async () => {
    const cookie = await login(env().app, 'bedrijf@example.nl');
    const mine = await env()
      .db.kysely.selectFrom('vacancies')
      .innerJoin('users', 'users.id', 'vacancies.companyId')
      .select('vacancies.id')
      .where('users.email', '=', 'bedrijf@example.nl')
      .executeTakeFirstOrThrow();
    const read = await req('GET', `/api/vacancies/${mine.id}`, cookie);
    expect(read.statusCode).toBe(200);
    const etag = read.headers.etag as string;
    const url = `/api/company/vacancies/${mine.id}`;
    const first = await req(
      'PATCH',
      url,
      cookie,
      { 'if-match': etag },
      { title: 'Nieuwe titel van de vacature' },
    );
    expect(first.statusCode, first.body).toBe(200);
    const stale = await req(
      'PATCH',
      url,
      cookie,
      { 'if-match': etag },
      { title: 'Andere titel van de vacature' },
    );
    expect(stale.statusCode).toBe(412);
    expect((await req('GET', `/api/vacancies/${mine.id}`, cookie)).json().title).toBe(
      'Nieuwe titel van de vacature',
    );
  });
});
