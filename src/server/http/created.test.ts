import { expect, it } from 'vitest';
import { issueCredentialForEnrollment } from '../features/credentials/index.ts';
import { registerAccount } from '../test/accounts.ts';
import { demoInstituteCourse, enrolmentWithResult } from '../test/enrolments.ts';
import { describeApi, login, registerTalent } from '../test/harness.ts';
import { SME_EMPLOYEE_ANSWERS } from '../test/subsidy-answers.ts';

/**
 * Location and ETag on writes (issue 50, decisions 471 and 490): a 201 names what it made and
 * carries an ETag of the stored version its GET names too; a PATCH/PUT with If-Match answers with
 * the resource's new one, so the next write can send it without reading first. No GET is run for
 * it: the tag's hash covers the write's own answer, its version part is the GET's.
 */
const versionOf = (tag: unknown) => /^"(\d+)-[^"]+"$/.exec(String(tag))?.[1];

describeApi('Location and ETag on 201 and on writes with If-Match', (env) => {
  const req = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    cookie?: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    env().app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      ...(payload ? { payload } : {}),
    });

  it("a new course: Location of its GET, and an ETag of the GET's version; a PATCH answers the next one", async () => {
    const cookie = await login(env().app, 'instituut@example.nl');
    const made = await req('POST', '/api/courses', cookie, {
      title: 'Locatie en ETag',
      description: 'Een cursus voor de test van Location.',
      category: 'Technology',
      level: 'Beginner',
      duration: 2,
      price: 10,
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    expect(made.headers.location).toBe(`/api/courses/${id}`);
    const read = await req('GET', made.headers.location as string, cookie);
    expect(read.statusCode).toBe(200);
    expect(made.headers.etag).toMatch(/^"\d+-[^"]+"$/);
    expect(versionOf(made.headers.etag)).toBe(versionOf(read.headers.etag));

    const patched = await req(
      'PATCH',
      `/api/courses/${id}`,
      cookie,
      { title: 'Locatie en ETag (2)' },
      {
        'if-match': made.headers.etag as string,
      },
    );
    expect(patched.statusCode, patched.body).toBe(200);
    const again = await req('GET', `/api/courses/${id}`, cookie);
    expect(versionOf(patched.headers.etag)).toBe(versionOf(again.headers.etag));
    expect(versionOf(patched.headers.etag)).not.toBe(versionOf(made.headers.etag));
    // The PATCH's tag is good for the next write; the old one is stale.
    const next = await req(
      'PATCH',
      `/api/courses/${id}`,
      cookie,
      { title: 'Locatie en ETag (3)' },
      {
        'if-match': patched.headers.etag as string,
      },
    );
    expect(next.statusCode, next.body).toBe(200);
    const stale = await req(
      'PATCH',
      `/api/courses/${id}`,
      cookie,
      { title: 'x' },
      {
        'if-match': made.headers.etag as string,
      },
    );
    expect(stale.statusCode).toBe(412);
    // The 412 names the current version: the one the last write answered.
    expect(stale.headers.etag).toMatch(/^"\d+-[^"]+"$/);
    expect(versionOf(stale.headers.etag)).toBe(versionOf(next.headers.etag));
  });

  it('a new vacancy and a vacancy PATCH carry the version of GET /api/vacancies/{id}', async () => {
    const cookie = await login(env().app, 'bedrijf@example.nl');
    const made = await req('POST', '/api/company/vacancies', cookie, {
      title: 'Vacature met Location',
      description: 'Een vacature voor de test.',
      location: 'Utrecht',
      hours: 32,
      skills: ['Excel'],
      hollandCode: 'RC',
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    expect(made.headers.location).toBe(`/api/vacancies/${id}`);
    const read = async () => (await req('GET', `/api/vacancies/${id}`, cookie)).headers.etag;
    expect(versionOf(made.headers.etag)).toBe(versionOf(await read()));
    const patched = await req(
      'PATCH',
      `/api/company/vacancies/${id}`,
      cookie,
      { hours: 24 },
      {
        'if-match': made.headers.etag as string,
      },
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expect(versionOf(patched.headers.etag)).toBe(versionOf(await read()));
    // The PATCH's tag passes the next write; the 201's is stale now.
    const stale = await req(
      'PATCH',
      `/api/company/vacancies/${id}`,
      cookie,
      { hours: 20 },
      {
        'if-match': made.headers.etag as string,
      },
    );
    expect(stale.statusCode).toBe(412);
    const next = await req(
      'PATCH',
      `/api/company/vacancies/${id}`,
      cookie,
      { hours: 16 },
      {
        'if-match': patched.headers.etag as string,
      },
    );
    expect(next.statusCode, next.body).toBe(200);
  });

  it('a new account: Location of its profile, with an ETag of the version the new session reads there', async () => {
    const email = `loc-${Date.now()}@test.nl`;
    const made = await req('POST', '/api/register', undefined, {
      email,
      password: 'Een-lang-wachtwoord-2026',
      firstName: 'Lo',
      lastName: 'Catie',
      userType: 'talent',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.headers.location).toBe('/api/user/profile');
    const cookie = String(made.headers['set-cookie'])
      .split(/,(?=[^ ;]+=)/)
      .map((c) => c.split(';')[0])
      .join('; ');
    const read = await req('GET', '/api/user/profile', cookie);
    expect(read.statusCode).toBe(200);
    expect(versionOf(made.headers.etag)).toBe(versionOf(read.headers.etag));
    // The 201's tag passes a write; profile writes answer the version the GET gives afterwards.
    const patched = await req(
      'PATCH',
      '/api/user/profile',
      cookie,
      { firstName: 'Loes', lastName: 'Catie' },
      { 'if-match': made.headers.etag as string },
    );
    expect(patched.statusCode, patched.body).toBe(200);
    const after = await req('GET', '/api/user/profile', cookie);
    expect(versionOf(patched.headers.etag)).toBe(versionOf(after.headers.etag));
    // Where the write answers exactly the GET's representation, the tags are the same.
    if (patched.body === after.body) expect(patched.headers.etag).toBe(after.headers.etag);
  });

  it('a re-issued credential and a subsidy dossier name their GET; a replayed 201 repeats both headers', async () => {
    const learner = await registerAccount(env().app, 'talent');
    const course = await demoInstituteCourse(env(), 4);
    const enrollmentId = await enrolmentWithResult(env(), learner.cookie, course.id, 'passed');
    const issued = await issueCredentialForEnrollment(env().db.kysely, enrollmentId);
    const institute = await login(env().app, 'instituut@example.nl');
    const reissued = await req('POST', `/api/institute/credentials/${issued?.id}/reissue`, institute, {
      reason: 'Naam gecorrigeerd',
    });
    expect(reissued.statusCode, reissued.body).toBe(201);
    expect(reissued.headers.location).toBe(`/api/credentials/${reissued.json().id}`);
    expect((await req('GET', reissued.headers.location as string)).statusCode).toBe(200);

    const { cookie } = await registerTalent(env().app, 'locatie');
    const check = await req('POST', '/api/subsidies/submit', cookie, { responses: SME_EMPLOYEE_ANSWERS });
    expect(check.statusCode, check.body).toBe(200);
    const key = { 'idempotency-key': `loc-${Date.now()}` };
    const first = await req('POST', '/api/subsidies/applications', cookie, { schemeId: 'slim' }, key);
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json().id as number;
    expect(first.headers.location).toBe(`/api/subsidies/applications/${id}`);
    expect(versionOf(first.headers.etag)).toBe(
      versionOf((await req('GET', `/api/subsidies/applications/${id}`, cookie)).headers.etag),
    );
    const replay = await req('POST', '/api/subsidies/applications', cookie, { schemeId: 'slim' }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.headers.location).toBe(first.headers.location);
    expect(replay.headers.etag).toBe(first.headers.etag);
  });

  it('answers without running the GET: one request counted by the rate limit', async () => {
    const cookie = await login(env().app, 'instituut@example.nl');
    const remaining = (res: { headers: Record<string, unknown> }) =>
      Number(/r=(\d+)/.exec(String(res.headers.ratelimit))?.[1]);
    const before = remaining(await req('GET', '/api/user/profile', cookie));
    const made = await req('POST', '/api/courses', cookie, {
      title: 'Eén keer geteld',
      description: 'Een cursus voor de test van het tellen.',
      category: 'Technology',
      level: 'Beginner',
      duration: 2,
      price: 10,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.headers.etag).toBeTruthy();
    expect(remaining(made)).toBe(before - 1);
  });
});
