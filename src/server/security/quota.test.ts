import { expect, it } from 'vitest';
import { createTestEnv, ENGINES, login } from '../test/harness.ts';

const course = (n: number) => ({
  title: `Quotacursus ${n}`,
  description: 'Een cursus om de limiet te testen.',
  category: 'Technology',
  level: 'Beginner',
  duration: 4,
  price: 100,
});

for (const engine of ENGINES) {
  it(`limits course creation per institute per hour, also under concurrency [${engine}]`, async () => {
    const env = await createTestEnv(engine, {
      seed: true,
      config: { courseCreateHourly: 3, courseCreateDaily: 5 },
    });
    try {
      const cookie = await login(env.app, 'instituut@example.nl');
      const create = (n: number) =>
        env.app.inject({ method: 'POST', url: '/api/courses', payload: course(n), headers: { cookie } });
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => create(i)));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201).length).toBeLessThanOrEqual(3);
      const refused = results.find((r) => r.statusCode === 429);
      expect(refused?.json().message).toBe(
        'Je hebt het maximale aantal nieuwe cursussen voor nu bereikt. Probeer het later opnieuw.',
      );
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      const made = await env.db.kysely
        .selectFrom('courses')
        .select('id')
        .where('title', 'like', 'Quotacursus %')
        .execute();
      expect(made.length).toBe(codes.filter((c) => c === 201).length);
      expect(made.length).toBeLessThanOrEqual(3);
      // Another institute has its own quota.
      const other = await login(env.app, 'info@zorgwelzijn.example.nl');
      const res = await env.app.inject({
        method: 'POST',
        url: '/api/courses',
        payload: course(99),
        headers: { cookie: other },
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await env.close();
    }
  });

  it(`limits info requests per user [${engine}]`, async () => {
    const env = await createTestEnv(engine, { seed: true, config: { infoRequestHourly: 2 } });
    try {
      const cookie = await login(env.app, 'talent@example.nl');
      // Three different courses: one open request per course is a separate rule.
      const [first, second, third] = (await env.app.inject({ url: '/api/courses?limit=3' })).json().items as {
        id: number;
      }[];
      const ask = (courseId: number) =>
        env.app.inject({
          method: 'POST',
          url: `/api/courses/${courseId}/info-request`,
          payload: { message: 'Graag meer informatie' },
          headers: { cookie },
        });
      expect((await ask(first.id)).statusCode).toBe(201);
      expect((await ask(second.id)).statusCode).toBe(201);
      const over = await ask(third.id);
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toMatch(/maximale aantal informatieaanvragen/);
      const user = await env.db.kysely
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'talent@example.nl')
        .executeTakeFirstOrThrow();
      const rows = await env.db.kysely
        .selectFrom('courseInfoRequests')
        .select('id')
        .where('userId', '=', user.id)
        .execute();
      expect(rows.length).toBe(2);
      // The quota is per user: the company account still may ask.
      const company = await login(env.app, 'bedrijf@example.nl');
      const res = await env.app.inject({
        method: 'POST',
        url: `/api/courses/${first.id}/info-request`,
        payload: {},
        headers: { cookie: company },
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await env.close();
    }
  });
}
