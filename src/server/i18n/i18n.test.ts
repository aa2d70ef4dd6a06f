import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, FIELD_MESSAGES } from '../../contracts/messages/common.ts';
import { inLanguage, messageLanguage } from '../../contracts/messages/define.ts';
import { describeApi, login, registerTalent } from '../test/harness.ts';
import { fromAcceptLanguage, resolveLanguage } from './index.ts';

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

  it('says a message by its code in either language; a label is a message too (decision 515)', () => {
    const mustBeText = FIELD_MESSAGES['field.text'];
    expect([mustBeText.code, mustBeText.nl, mustBeText.en]).toEqual([
      'field.text',
      'Moet tekst zijn',
      'Must be text',
    ]);
    const required = FIELD_MESSAGES['field.required']({ label: FIELD_LABELS['label.first_name'] });
    expect([required.code, required.nl, required.en]).toEqual([
      'field.required',
      'Voornaam is verplicht',
      'First name is required',
    ]);
    expect(messageLanguage()).toBe('nl');
    expect(required()).toBe('Voornaam is verplicht');
    expect(inLanguage('en', () => required())).toBe('First name is required');
    expect(required()).toBe('Voornaam is verplicht');
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

  it('says field messages, answers and domain reasons by code in the request language (decision 515)', async () => {
    const en = { 'accept-language': 'en' };
    const { cookie } = await registerTalent(env().app, 'messages-en');
    // A passkey's name (a field message of contracts/passkeys.ts) and the malformed response (a problem's twin).
    const passkey = await inject({
      method: 'POST',
      url: '/api/user/passkeys',
      headers: { ...en, cookie },
      payload: { name: ' ', response: {} },
    });
    expect(passkey.statusCode).toBe(400);
    expect(passkey.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'name', detail: 'Give the passkey a name' })]),
    );
    const passkeyNl = await inject({
      method: 'POST',
      url: '/api/user/passkeys',
      headers: { cookie },
      payload: { name: ' ', response: {} },
    });
    expect(passkeyNl.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', detail: 'Geef de passkey een naam' }),
      ]),
    );
    const login = await inject({
      method: 'POST',
      url: '/api/login/passkey',
      headers: en,
      payload: { response: { type: 'x' } },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe('The passkey could not be verified. Please try again.');
    // Institution sign-in (OIDC): the chosen institute name is checked by its contract.
    const oidc = await inject({
      method: 'POST',
      url: '/api/auth/oidc/signup',
      headers: en,
      payload: { userType: 'institute', instituteName: 'www.example.nl' },
    });
    expect(oidc.statusCode).toBe(400);
    expect(oidc.json().message).toBe('Name of the institute may not be a web address');
    const oidcNl = await inject({
      method: 'POST',
      url: '/api/auth/oidc/signup',
      payload: { userType: 'institute', instituteName: 'www.example.nl' },
    });
    expect(oidcNl.json().message).toBe('Naam van het instituut mag geen webadres zijn');
    // A reason a domain rule gives (the password policy), passed on by a problem.
    const weak = await inject({
      method: 'POST',
      url: '/api/register',
      headers: en,
      payload: {
        email: 'weak@test.nl',
        password: 'alleenkleineletters',
        firstName: 'A',
        lastName: 'B',
        userType: 'talent',
      },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'auth.weak_password', message: 'At least one capital letter' });
    // The scan's reasons (domain/scan/scoring.ts).
    const scan = await inject({
      method: 'POST',
      url: '/api/enhanced-assessment/submit',
      headers: { ...en, cookie },
      payload: { answers: { 1: 3 } },
    });
    expect(scan.statusCode).toBe(400);
    expect(scan.json().message).toMatch(/^Answer all 65 questions \(missing: 2, 3/);
    // An answer's message (say): signing out.
    const out = await inject({ method: 'POST', url: '/api/logout', headers: { ...en, cookie } });
    expect(out.json()).toEqual({ message: 'Logged out' });
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
