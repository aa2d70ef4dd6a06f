import { expect, it } from 'vitest';
import { describeApi, login } from '../test/harness.ts';

const registration = (extra: object) => ({
  method: 'POST' as const,
  url: '/api/register',
  payload: {
    email: `ctl-${Math.random().toString(36).slice(2)}@test.nl`,
    password: 'Fietsbel-Oranje7',
    firstName: 'Eva',
    lastName: 'Tester',
    ...extra,
  },
});

describeApi('control characters and echoed input', (env) => {
  it('refuses NUL, line breaks and right-to-left overrides in names, writing nothing', async () => {
    for (const firstName of ['Ev\u0000a', 'Eva\u202Egnp.exe', 'Eva\nTester', '\u2066Eva']) {
      const res = await env().app.inject(registration({ firstName }));
      expect(res.statusCode, JSON.stringify(firstName)).toBe(400);
      expect(res.json().message).toBe('Voornaam bevat ongeldige tekens');
    }
    const res = await env().app.inject(registration({ lastName: 'Tes\u0007ter' }));
    expect(res.json().message).toBe('Achternaam bevat ongeldige tekens');
    const rows = await env()
      .db.kysely.selectFrom('users')
      .select('id')
      .where('email', 'like', 'ctl-%')
      .execute();
    expect(rows).toEqual([]);
  });

  it('strips control characters from free text but keeps line breaks', async () => {
    const { app, db } = env();
    const cookie = await login(app, 'instituut@example.nl');
    const res = await app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { cookie },
      payload: {
        title: 'Veilig\u0000 \u202Eprogrammeren',
        description: 'Regel een\nRegel\u0008 twee\u2069',
        category: 'Technology',
        level: 'Beginner',
        duration: 2,
        price: 10,
      },
    });
    expect(res.statusCode).toBe(201);
    const row = await db.kysely
      .selectFrom('courses')
      .select(['title', 'description'])
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Veilig programmeren');
    expect(row.description).toBe('Regel een\nRegel twee');
  });

  it('never echoes more than a short excerpt of the input in an error message', async () => {
    const { app } = env();
    const hugeKey = 'k'.repeat(99_000);
    const res = await app.inject({
      method: 'POST',
      url: '/api/courses/1/info-request',
      headers: { cookie: await login(app, 'talent@example.nl') },
      payload: { [hugeKey]: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message.length).toBeLessThan(120);
    expect(res.json().message).toMatch(/^Onbekend veld: k+…$/);
    // The scan and the subsidy questionnaire echoed an unknown answer key whole.
    const talent = await login(app, 'talent@example.nl');
    for (const [url, payload] of [
      ['/api/enhanced-assessment/submit', { answers: { [hugeKey]: 3 } }],
      ['/api/subsidies/submit', { responses: { [hugeKey]: 'x' } }],
      ['/api/subsidies/submit', { responses: { ['q'.repeat(19)]: 'x' } }],
    ] as const) {
      const answer = await app.inject({ method: 'POST', url, headers: { cookie: talent }, payload });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().message, url).toMatch(/^Onbekende vraag/);
      expect(answer.json().message.length, url).toBeLessThan(80);
    }
    const longPath = await app.inject({ url: `/api/${'x'.repeat(5000)}` });
    expect(longPath.statusCode).toBe(404);
    expect(longPath.json().message.length).toBeLessThan(140);
  });
});
