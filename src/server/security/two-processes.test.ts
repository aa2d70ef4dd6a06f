import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { totpCodeAt, totpStep } from '../features/auth/totp.ts';
import { DEMO_TOTP_SECRET } from '../test/harness.ts';
import { freshPostgresDatabase, type ServerProcess, startServer } from '../test/spawn-server.ts';

/**
 * Two app processes on one PostgreSQL, sharing no memory: sessions, the login throttle,
 * the API rate limit (database counters, or Redis when REDIS_URL is set) and course capacity must
 * hold across both. Needs TEST_DATABASE_URL.
 */
const base = process.env.TEST_DATABASE_URL;

describe.skipIf(!base)('two app processes on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let drop = async () => {};
  const origin = (s: ServerProcess) => ({ 'content-type': 'application/json', origin: s.url });

  beforeAll(async () => {
    const db = await freshPostgresDatabase(base as string, 'twoproc', inject('testTemplates').pgSeeded);
    drop = db.drop;
    const env = {
      DATABASE_URL: db.url,
      SEED_DEMO: 'true',
      LOGIN_MAX_FAILURES: '3',
      // The account-wide limit refuses the fourth failure outright for the whole window, so the
      // throttle test below does not depend on how fast the machine sends its attempts (the
      // growing delay after the pair's free failures is 1 s, which a busy machine can cross).
      LOGIN_ACCOUNT_MAX_FAILURES: '3',
      API_RATE_LIMIT: '40',
      AUTH_RATE_LIMIT: '1000',
      // Each part of the test acts as its own client address through the (trusted) loopback proxy.
      TRUST_PROXY: 'loopback',
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    };
    // Both start at once on the seeded copy (nothing left to migrate or seed).
    [a, b] = await Promise.all([startServer(env, 120_000), startServer(env, 120_000)]);
  }, 240_000);

  afterAll(async () => {
    await a?.kill();
    await b?.kill();
    await drop();
  });

  const post = (s: ServerProcess, url: string, body: unknown, cookie?: string, client = '192.0.2.1') =>
    fetch(`${s.url}${url}`, {
      method: 'POST',
      headers: { ...origin(s), 'x-forwarded-for': client, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0];

  it('a session made on one process works on the other', async () => {
    const res = await post(a, '/api/login', { email: 'talent@example.nl', password: 'Welkom2026!' });
    expect(res.status).toBe(200);
    const me = await fetch(`${b.url}/api/user`, { headers: { cookie: cookieOf(res) } });
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe('talent@example.nl');
  });

  it('login throttling counts failures made on both processes', async () => {
    const codes: number[] = [];
    for (const s of [a, b, a, b]) {
      codes.push((await post(s, '/api/login', { email: 'bedrijf@example.nl', password: 'fout' })).status);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('the API rate limit holds across both processes', async () => {
    const codes: number[] = [];
    // An address of its own per run: Redis keeps its counts across runs of this file.
    const client = `2001:db8::${process.pid.toString(16)}:${(Date.now() % 0xffff).toString(16)}`;
    const headers = { 'x-forwarded-for': client };
    for (let i = 0; i < 30; i++)
      codes.push((await fetch(`${a.url}/api/courses?limit=1`, { headers })).status);
    // Each process sends its counts every 50 ms (decision 092): a limit holds across processes to
    // within one flush. After it, the other process knows all 30.
    await new Promise((r) => setTimeout(r, 500));
    for (let i = 0; i < 30; i++)
      codes.push((await fetch(`${b.url}/api/courses?limit=1`, { headers })).status);
    // 40 per minute in total: without shared counters each process would allow all 30.
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes.slice(30)).toEqual([...Array(10).fill(200), ...Array(20).fill(429)]);
  });

  it('course capacity holds when learners enrol through both processes at once', async () => {
    // The institute signs in with its second factor (the seeded demo secret).
    const challenge = cookieOf(
      await post(a, '/api/login', { email: 'instituut@example.nl', password: 'Welkom2026!' }),
    );
    const institute = cookieOf(
      await post(a, '/api/login/mfa', { code: totpCodeAt(DEMO_TOTP_SECRET, totpStep()) }, challenge),
    );
    const created = await post(
      a,
      '/api/courses',
      {
        title: 'Drie plaatsen',
        description: 'Capaciteit over twee processen',
        category: 'Technology',
        level: 'Beginner',
        duration: 4,
        price: 0,
        maxParticipants: 3,
      },
      institute,
    );
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const learners = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const s = i % 2 ? a : b;
        const res = await post(
          s,
          '/api/register',
          {
            email: `cap-${i}-${Date.now()}@test.nl`,
            password: 'Fietsbel-Oranje7',
            firstName: 'Cap',
            lastName: `Leerling${i}`,
          },
          undefined,
          `203.0.113.${i + 1}`,
        );
        return cookieOf(res);
      }),
    );
    const results = await Promise.all(
      learners.map((cookie, i) =>
        post(i % 2 ? b : a, `/api/courses/${id}/enroll`, {}, cookie, `203.0.113.${i + 1}`),
      ),
    );
    expect(results.every((r) => r.status < 500)).toBe(true);
    const codes = results.map((r) => r.status);
    expect(codes.filter((c) => c === 201).length).toBeLessThanOrEqual(3);
  });
});
