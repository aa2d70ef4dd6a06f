import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { KVK_INVALID } from '../../../contracts/institute.ts';
import { describeApi, login, sessionCookie, setUpTotp } from '../../test/harness.ts';

const course = {
  title: 'Instellingen-testcursus',
  description: 'Een cursus om de naam van het instituut te volgen.',
  category: 'Technology',
  level: 'Beginner',
  duration: 4,
  price: 100,
  maxParticipants: 10,
  imageUrl: null,
  skills: ['Testen'],
  language: 'nl',
  isActive: true,
};

describeApi('institute settings', (env) => {
  const registerInstitute = async (instituteName?: string) => {
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: `inst-${randomBytes(4).toString('hex')}@test.nl`,
        password: 'Fietsbel-Oranje7',
        firstName: 'Ineke',
        lastName: 'Opleider',
        userType: 'institute',
        ...(instituteName ? { instituteName } : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    // An institute sets up its required second factor first.
    await setUpTotp(env().app, sessionCookie(res), res.json().email);
    return { cookie: sessionCookie(res), user: res.json() };
  };
  const patch = (cookie: string, payload: object) =>
    env().app.inject({ method: 'PATCH', url: '/api/institute/settings', headers: { cookie }, payload });

  it('stores the name given at registration, for institutes only', async () => {
    const { user, cookie } = await registerInstitute('Leerhuis Zwolle');
    expect(user.instituteName).toBe('Leerhuis Zwolle');
    const res = await env().app.inject({ url: '/api/institute/settings', headers: { cookie } });
    expect(res.json()).toEqual({
      name: 'Leerhuis Zwolle',
      website: null,
      kvkNumber: null,
      description: null,
      logoUrl: null,
    });
    const talent = await env().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: `t-${randomBytes(4).toString('hex')}@test.nl`,
        password: 'Fietsbel-Oranje7',
        firstName: 'T',
        lastName: 'T',
        instituteName: 'Geen instituut',
      },
    });
    expect(talent.json().instituteName).toBeNull();
  });

  it('saves every setting and shows the new name on its courses at once', async () => {
    const { app } = env();
    const { cookie } = await registerInstitute('Oude Naam Academie');
    const created = await app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { cookie },
      payload: course,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    // Warm the catalogue answer cache with the old name.
    expect((await app.inject({ url: `/api/courses/${id}`, headers: { cookie } })).json().instituteName).toBe(
      'Oude Naam Academie',
    );
    const res = await patch(cookie, {
      name: '  Nieuwe Naam Academie ',
      website: 'https://nieuwenaam.example.nl',
      kvkNumber: '1234 5678',
      description: 'Praktijkgerichte cursussen in Zwolle.',
      logoUrl: 'https://nieuwenaam.example.nl/logo.png',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      name: 'Nieuwe Naam Academie',
      website: 'https://nieuwenaam.example.nl',
      kvkNumber: '12345678',
      description: 'Praktijkgerichte cursussen in Zwolle.',
      logoUrl: 'https://nieuwenaam.example.nl/logo.png',
    });
    expect((await app.inject({ url: `/api/courses/${id}`, headers: { cookie } })).json().instituteName).toBe(
      'Nieuwe Naam Academie',
    );
    expect((await app.inject({ url: '/api/user', headers: { cookie } })).json().instituteName).toBe(
      'Nieuwe Naam Academie',
    );
    // Optional fields cleared with an empty string or by leaving them out.
    const cleared = await patch(cookie, { name: 'Nieuwe Naam Academie', website: '', kvkNumber: null });
    expect(cleared.json()).toMatchObject({
      website: null,
      kvkNumber: null,
      description: null,
      logoUrl: null,
    });
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const { cookie } = await registerInstitute('Vaste Naam');
    const cases: [object, RegExp | string][] = [
      [{ name: 'Vaste Naam', kvkNumber: '1234567' }, KVK_INVALID],
      [{ name: 'Vaste Naam', kvkNumber: '1234567a' }, KVK_INVALID],
      [{ name: '   ' }, /Naam van het instituut is verplicht/],
      [{ website: 'https://x.nl' }, /Naam van het instituut/],
      [{ name: 'Vaste Naam', website: 'javascript:alert(1)' }, /Website moet een webadres/],
      [{ name: 'Vaste Naam', logoUrl: 'ftp://x.nl/logo.png' }, /Logo-URL moet een webadres/],
      [{ name: 'Vaste Naam', extra: 1 }, /Onbekend veld|extra/],
      [{ name: 'x'.repeat(121) }, /te lang/],
    ];
    for (const [payload, message] of cases) {
      const res = await patch(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const now = await env().app.inject({ url: '/api/institute/settings', headers: { cookie } });
    expect(now.json()).toMatchObject({ name: 'Vaste Naam', website: null, kvkNumber: null });
  });

  it('is for institutes only', async () => {
    const { app } = env();
    expect((await patch('', { name: 'X' })).statusCode).toBe(401);
    for (const email of ['talent@example.nl', 'bedrijf@example.nl', 'admin@example.nl']) {
      const res = await patch(await login(app, email), { name: 'Overgenomen' });
      expect(res.statusCode, email).toBe(403);
    }
  });

  it('issue 25: tells an institute whether it is verified (its courses wait for verification)', async () => {
    const { cookie } = await registerInstitute('Nieuw Leerhuis');
    const fresh = await env().app.inject({ url: '/api/institute/verification', headers: { cookie } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ verified: false });
    const demo = await login(env().app, 'instituut@example.nl');
    const verified = await env().app.inject({
      url: '/api/institute/verification',
      headers: { cookie: demo },
    });
    expect(verified.json()).toEqual({ verified: true });
  });

  it('refuses a name (case and spaces ignored) or a KvK number another institute has: 409', async () => {
    const taken = await env().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: `dubbel-${Date.now()}@test.nl`,
        password: 'Fietsbel-Oranje7',
        firstName: 'Dirk',
        lastName: 'Dubbel',
        userType: 'institute',
        instituteName: 'techacademie   NEDERLAND',
      },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Er bestaat al een instituut met deze naam');
    const a = await registerInstitute('Uniek Instituut Een');
    const b = await registerInstitute('Uniek Instituut Twee');
    expect((await patch(a.cookie, { name: 'Uniek Instituut Een', kvkNumber: '87654321' })).statusCode).toBe(
      200,
    );
    const renamed = await patch(b.cookie, { name: 'TechAcademie Nederland' });
    expect(renamed.statusCode).toBe(409);
    expect((await patch(b.cookie, { name: 'uniek instituuteen' })).statusCode).toBe(409);
    const kvk = await patch(b.cookie, { name: 'Uniek Instituut Twee', kvkNumber: '8765 4321' });
    expect(kvk.statusCode).toBe(409);
    expect(kvk.json().message).toBe('Dit KvK-nummer is al in gebruik bij een ander instituut');
    // Its own name and number again are fine.
    expect((await patch(a.cookie, { name: 'UNIEK Instituut Een', kvkNumber: '87654321' })).statusCode).toBe(
      200,
    );
  });
});
