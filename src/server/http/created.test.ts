import { expect, it } from 'vitest';
import { issueCredentialForEnrollment } from '../features/credentials/index.ts';
import { registerAccount } from '../test/accounts.ts';
import { demoInstituteCourse, enrolmentWithResult } from '../test/enrolments.ts';
import { describeApi, login, registerTalent } from '../test/harness.ts';
import { SME_EMPLOYEE_ANSWERS } from '../test/subsidy-answers.ts';

/**
 * Location and ETag on writes (issue 50, decision 471): a 201 names what it made and carries the
 * ETag its GET gives; a PATCH/PUT with If-Match answers with the resource's new ETag, the one a GET
 * would give, so the next write can send it without reading first.
 */
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

  it('a new course: Location of its GET, and the ETag that GET gives; a PATCH answers the next one', async () => {
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
    expect(made.headers.etag).toBe(read.headers.etag);

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
    expect(patched.headers.etag).toBe(again.headers.etag);
    expect(patched.headers.etag).not.toBe(made.headers.etag);
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
  });

  it('a new vacancy and a vacancy PATCH carry the ETag of GET /api/vacancies/{id}', async () => {
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
    expect(made.headers.etag).toBe((await req('GET', `/api/vacancies/${id}`, cookie)).headers.etag);
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
    expect(patched.headers.etag).toBe((await req('GET', `/api/vacancies/${id}`, cookie)).headers.etag);
  });

  it('a new account: Location of its profile, with the ETag the new session reads there', async () => {
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
    expect(made.headers.etag).toBe(read.headers.etag);
    // Profile and settings writes answer the tag the GET gives afterwards.
    const patched = await req('PATCH', '/api/user/profile', cookie, { firstName: 'Loes', lastName: 'Catie' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.headers.etag).toBe((await req('GET', '/api/user/profile', cookie)).headers.etag);
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
    expect(first.headers.etag).toBe(
      (await req('GET', `/api/subsidies/applications/${id}`, cookie)).headers.etag,
    );
    const replay = await req('POST', '/api/subsidies/applications', cookie, { schemeId: 'slim' }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.headers.location).toBe(first.headers.location);
    expect(replay.headers.etag).toBe(first.headers.etag);
  });
});
