import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeApi, login, registerTalent } from '../test/harness.ts';
import { fromAcceptLanguage, localize, resolveLanguage } from './index.ts';

describe('request language', () => {
  it('takes the best supported Accept-Language by q-value', () => {
    expect(fromAcceptLanguage('en-GB,en;q=0.9,nl;q=0.8')).toBe('en');
    expect(fromAcceptLanguage('de-DE,nl;q=0.7,en;q=0.9')).toBe('en');
    expect(fromAcceptLanguage('nl-BE')).toBe('nl');
    expect(fromAcceptLanguage('de, fr;q=0.5')).toBeNull();
    expect(fromAcceptLanguage('en;q=0, nl;q=0.1')).toBe('nl');
    expect(fromAcceptLanguage(undefined)).toBeNull();
  });

  it('falls back to the stored choice, then Dutch', () => {
    expect(resolveLanguage(undefined, 'en')).toBe('en');
    expect(resolveLanguage('nl', 'en')).toBe('nl');
    expect(resolveLanguage('de', null)).toBe('nl');
  });

  it('translates exact texts and patterns; unknown texts stay Dutch', () => {
    expect(localize('Moet tekst zijn', 'en')).toBe('Must be text');
    expect(localize('Moet tekst zijn', 'nl')).toBe('Moet tekst zijn');
    expect(localize('Voornaam is verplicht', 'en')).toBe('First name is required');
    expect(localize('Beantwoord alle 65 vragen (ontbrekend: 1, 2, 3 en nog 4)', 'en')).toBe(
      'Answer all 65 questions (missing: 1, 2, 3 and 4 more)',
    );
    expect(localize('Iets nieuws', 'en')).toBe('Iets nieuws');
  });
});

describeApi('server messages in the user language', (env) => {
  const inject = (opts: InjectOptions) => env().app.inject(opts);

  it('answers in English for Accept-Language en and in Dutch by default', async () => {
    const en = await inject({ url: '/api/user', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(en.statusCode).toBe(401);
    expect(en.json()).toMatchObject({ message: 'Not logged in', detail: 'Not logged in' });
    const nl = await inject({ url: '/api/user' });
    expect(nl.json()).toMatchObject({ message: 'Niet ingelogd', detail: 'Niet ingelogd' });
    const de = await inject({ url: '/api/user', headers: { 'accept-language': 'de-DE' } });
    expect(de.json()).toMatchObject({ message: 'Niet ingelogd', detail: 'Niet ingelogd' });
  });

  it('translates validation, login, conflict and unknown-path messages', async () => {
    const headers = { 'accept-language': 'en' };
    const badLogin = await inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: { email: 'talent@example.nl', password: 'wrong-password' },
    });
    expect(badLogin.statusCode).toBe(401);
    expect(badLogin.json().message).toBe('Incorrect email address or password');
    const noName = await inject({
      method: 'POST',
      url: '/api/register',
      headers,
      payload: {
        email: 'x@test.nl',
        password: 'Fietsbel-Oranje7',
        firstName: '',
        lastName: 'T',
        userType: 'talent',
      },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('First name is required');
    const dup = await inject({
      method: 'POST',
      url: '/api/register',
      headers,
      payload: {
        email: 'talent@example.nl',
        password: 'Fietsbel-Oranje7',
        firstName: 'A',
        lastName: 'B',
        userType: 'talent',
      },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('An account with this email address already exists');
    const unknown = await inject({ url: '/api/nope', headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Unknown API path: GET /api/nope');
    const course = await inject({ url: '/api/courses/999999', headers });
    expect(course.statusCode).toBe(404);
    expect(course.json().message).toBe('Course not found');
  });

  it('answers passkeys and institution sign-in in the request language too (decision 475)', async () => {
    const headers = { 'accept-language': 'en' };
    const provider = await inject({ url: '/api/auth/oidc/onbekend/start', headers });
    expect(provider.statusCode).toBe(404);
    expect(provider.json()).toMatchObject({
      code: 'oidc.unknown_provider',
      message: 'Unknown sign-in provider',
    });
    const { cookie } = await registerTalent(env().app, 'passkey-en');
    const passkey = await inject({
      method: 'DELETE',
      url: '/api/user/passkeys/bestaat-niet',
      headers: { ...headers, cookie },
    });
    expect(passkey.statusCode).toBe(404);
    expect(passkey.json()).toMatchObject({ code: 'passkey.not_found', message: 'Passkey not found' });
    const dutch = await inject({
      method: 'DELETE',
      url: '/api/user/passkeys/bestaat-niet',
      headers: { cookie },
    });
    expect(dutch.json()).toMatchObject({ code: 'passkey.not_found', message: 'Passkey niet gevonden' });
  });

  it("uses the signed-in user's stored choice when the request names no language", async () => {
    const { cookie, user } = await registerTalent(env().app, 'lang');
    await env()
      .db.kysely.insertInto('userSettings')
      .values({ userId: user.id, language: 'en', updatedAt: new Date().toISOString() })
      .execute();
    const full = { method: 'POST' as const, url: '/api/courses/999999/enroll' };
    const stored = await inject({ ...full, headers: { cookie } });
    expect(stored.statusCode).toBe(404);
    expect(stored.json().message).toBe('Course not found');
    const asked = await inject({ ...full, headers: { cookie, 'accept-language': 'nl' } });
    expect(asked.json().message).toBe('Cursus niet gevonden');
    const logout = await inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(logout.json()).toEqual({ message: 'Logged out' });
  });

  it('a talent without a stored choice gets Dutch', async () => {
    const cookie = await login(env().app, 'talent@example.nl');
    const res = await inject({ method: 'POST', url: '/api/courses/999999/enroll', headers: { cookie } });
    expect(res.json().message).toBe('Cursus niet gevonden');
  });
});
