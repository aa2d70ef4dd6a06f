import { expect, it, vi } from 'vitest';
import {
  createTestEnv,
  describeApi,
  ENGINES,
  login,
  onTestClock,
  sessionCookie,
  type TestEnv,
} from '../../test/harness.ts';
import { commonPasswordCount } from './common-passwords.ts';
import { hashPassword } from './passwords.ts';

const register = (payload: unknown) => ({
  method: 'POST' as const,
  url: '/api/register',
  payload: payload as object,
});
const valid = {
  id: 'x@y.nl',
  email: '  Nieuw.Talent@Example.NL ',
  password: 'Fietsbel-Oranje7',
  firstName: 'Nieuw',
  lastName: 'Talent',
};

describeApi('accounts and sessions', (env) => {
  it('replaces a hash made with older scrypt parameters at the next login (decision 157)', async () => {
    const { app, db, config } = env();
    const email = 'oude.hash@example.nl';
    expect((await app.inject(register({ ...valid, email }))).statusCode).toBe(201);
    const stored = () =>
      db.kysely
        .selectFrom('users')
        .select('passwordHash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    const old = await hashPassword(valid.password, config.passwordHashLogN + 1);
    await db.kysely.updateTable('users').set({ passwordHash: old }).where('email', '=', email).execute();
    await login(app, email, valid.password);
    const renewed = (await stored()).passwordHash;
    expect(renewed).not.toBe(old);
    expect(renewed.startsWith(`scrypt$${config.passwordHashLogN}$8$1$`)).toBe(true);
    await login(app, email, valid.password);
    expect((await stored()).passwordHash).toBe(renewed);
  });

  it('registers a talent, ignores the client id, lower-cases the e-mail and signs in', async () => {
    const { app } = env();
    const res = await app.inject(register(valid));
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user.email).toBe('nieuw.talent@example.nl');
    expect(user.id).not.toBe('x@y.nl');
    expect(user.userType).toBe('talent');
    expect(user.adminRole).toBeNull();
    expect(JSON.stringify(user)).not.toMatch(/password|scrypt/i);
    const cookie = res.headers['set-cookie'] as string;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await app.inject({ url: '/api/user', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('refuses a taken e-mail with 409 (case-insensitively)', async () => {
    const res = await env().app.inject(register({ ...valid, email: 'TALENT@example.nl' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Er bestaat al een account met dit e-mailadres');
  });

  it('accepts the spec synonyms bedrijf and opleider', async () => {
    const a = await env().app.inject(register({ ...valid, email: 'bedrijf-x@test.nl', userType: 'bedrijf' }));
    expect(a.json().userType).toBe('company');
    const b = await env().app.inject(
      register({ ...valid, email: 'opleider-x@test.nl', userType: 'opleider' }),
    );
    expect(b.json().userType).toBe('institute');
  });

  it('refuses admin and unknown user types and extra admin fields do nothing', async () => {
    for (const userType of ['admin', 'superadmin', 'root']) {
      const res = await env().app.inject(register({ ...valid, email: `${userType}-x@test.nl`, userType }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/gebruikerstype/);
    }
    const sneaky = await env().app.inject(
      register({ ...valid, email: 'sneaky@test.nl', adminRole: 'superadmin' }),
    );
    expect(sneaky.statusCode).toBe(201);
    expect(sneaky.json().adminRole).toBeNull();
    const count = await env()
      .db.kysely.selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', 'like', '%-x@test.nl')
      .where('userType', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('validates the registration body and writes nothing on failure', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...valid, email: 'geen-email' }, /geldig e-mailadres/],
      [{ ...valid, email: 'kort@test.nl', password: '123' }, /minimaal 10/],
      [{ ...valid, email: 'leeg@test.nl', firstName: '  ' }, /Voornaam is verplicht/],
      [{ email: 'mist@test.nl', password: 'Fietsbel-Oranje7' }, /Voornaam is verplicht|firstName/],
      [{ ...valid, email: 'type@test.nl', firstName: 42 }, /Voornaam/],
    ];
    for (const [payload, message] of cases) {
      const res = await env().app.inject(register(payload));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const rows = await env()
      .db.kysely.selectFrom('users')
      .select('email')
      .where('email', 'in', ['kort@test.nl', 'leeg@test.nl', 'mist@test.nl', 'type@test.nl'])
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses short, whitespace-only, common passwords and the e-mail as password (ASVS 5.0)', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...valid, email: 'zes@test.nl', password: '123456' }, /minimaal 10 tekens/],
      [{ ...valid, email: 'spaties@test.nl', password: '      ' }, /minimaal 10 tekens/],
      [{ ...valid, email: 'spaties8@test.nl', password: '         ' }, /minimaal 10 tekens/],
      [{ ...valid, email: 'veel@test.nl', password: 'Password123' }, /veelgebruikte wachtwoorden/],
      [{ ...valid, email: 'nl@test.nl', password: 'wachtwoord' }, /veelgebruikte wachtwoorden/],
      [{ ...valid, email: 'zelfde@test.nl', password: 'Zelfde@Test.nl' }, /gelijk zijn aan je e-mailadres/],
      // One policy with the password change (10 characters, four classes).
      [{ ...valid, email: 'acht@test.nl', password: 'aaaaaaaa' }, /minimaal 10 tekens/],
      [{ ...valid, email: 'klassen@test.nl', password: 'aaaaaaaaaaaa' }, /hoofdletter/],
    ];
    for (const [payload, message] of cases) {
      const res = await env().app.inject(register(payload));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const rows = await env()
      .db.kysely.selectFrom('users')
      .select('email')
      .where('email', 'in', [
        'zes@test.nl',
        'spaties@test.nl',
        'spaties8@test.nl',
        'veel@test.nl',
        'nl@test.nl',
        'zelfde@test.nl',
      ])
      .execute();
    expect(rows).toEqual([]);
  });

  it('ships a list of at least 10,000 common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it('answers malformed JSON, a wrong content type and an oversized body with a 4xx', async () => {
    const { app } = env();
    const bad = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('De verzonden gegevens zijn geen geldige JSON');
    const text = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hoi',
    });
    expect(text.statusCode).toBe(415);
    const big = await app.inject(register({ ...valid, email: 'big@test.nl', bio: 'x'.repeat(200_000) }));
    expect(big.statusCode).toBe(413);
    const arr = await app.inject({ method: 'POST', url: '/api/login', payload: [1, 2] as unknown as object });
    expect(arr.statusCode).toBe(400);
  });

  it('logs in with the same 401 message for a wrong e-mail and a wrong password', async () => {
    const { app } = env();
    const wrongPw = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'bedrijf@example.nl', password: 'fout' },
    });
    const wrongEmail = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'niemand@example.nl', password: 'fout' },
    });
    expect(wrongPw.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPw.json().message).toBe(wrongEmail.json().message);
  });

  it('issues a new session id at every login and logout kills the old cookie', async () => {
    const { app } = env();
    const a = await login(app, 'admin@example.nl');
    const b = await login(app, 'admin@example.nl');
    expect(a).not.toBe(b);
    const me = await app.inject({ url: '/api/user', headers: { cookie: a } });
    expect(me.json().adminRole).toBe('admin');
    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: a } });
    expect(out.statusCode).toBe(200);
    const after = await app.inject({ url: '/api/user', headers: { cookie: a } });
    expect(after.statusCode).toBe(401);
    const other = await app.inject({ url: '/api/user', headers: { cookie: b } });
    expect(other.statusCode).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const { app, db } = env();
    const cookie = await login(app, 'superadmin@example.nl');
    const token = cookie.split('=')[1];
    const rows = await db.kysely.selectFrom('sessions').select('id').execute();
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true);
  });

  it('answers 401 without a session and a JSON 404 for unknown API paths', async () => {
    const { app } = env();
    const signedOut = await app.inject({ url: '/api/user' });
    expect(signedOut.statusCode).toBe(401);
    // A problem (decision 171) with the same headers and language as any 401.
    expect(signedOut.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(signedOut.json()).toEqual({
      type: 'tag:skillsplatform.nl,2026:problem/auth.unauthenticated',
      title: 'Unauthorized',
      status: 401,
      code: 'auth.unauthenticated',
      detail: 'Niet ingelogd',
      message: 'Niet ingelogd',
    });
    expect(signedOut.headers['cache-control']).toBe('no-store');
    expect(signedOut.headers['x-frame-options']).toBe('DENY');
    const english = await app.inject({ url: '/api/user', headers: { 'accept-language': 'en' } });
    expect(english.json()).toMatchObject({ detail: 'Not logged in', message: 'Not logged in' });
    expect((await app.inject({ url: '/api/user', headers: { cookie: 'sid=verzonnen' } })).statusCode).toBe(
      401,
    );
    const res = await app.inject({ url: '/api/bestaat-niet' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/Onbekend API-pad/);
  });

  it('refuses state-changing requests from another origin', async () => {
    const { app } = env();
    const cross = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { email: 'talent@example.nl', password: 'Welkom2026!' },
    });
    expect(cross.statusCode).toBe(403);
    expect(cross.headers['set-cookie']).toBeUndefined();
    const site = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(site.statusCode).toBe(403);
    const same = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { email: 'talent@example.nl', password: 'Welkom2026!' },
    });
    expect(same.statusCode).toBe(200);
  });
});

const attemptOn =
  (app: TestEnv['app']) =>
  (email: string, password: string, ip = '10.0.0.1', cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: ip,
      payload: { email, password },
      ...(cookie ? { headers: { cookie } } : {}),
    });

const deviceCookieOf = (res: { headers: Record<string, unknown> }) => {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : [raw];
  const found = all.find((c) => String(c).startsWith('device='));
  if (!found) throw new Error('no device cookie');
  return String(found).split(';')[0];
};

for (const engine of ENGINES) {
  it(`throttles failed logins per account-and-IP pair and per IP with delays [${engine}]`, async () => {
    const env = await createTestEnv(engine, {
      seed: true,
      config: { loginMaxFailures: 3, loginIpMaxFailures: 12 },
    });
    // The test's clock: on a busy machine the growing delay (1 s after the third failure) could pass
    // before the next attempt, which would then rightly be let through.
    try {
      await onTestClock(async () => {
        const attempt = attemptOn(env.app);
        for (let i = 0; i < 3; i++) expect((await attempt('talent@example.nl', 'fout')).statusCode).toBe(401);
        const blocked = await attempt('talent@example.nl', 'Welkom2026!');
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().message).toMatch(
          /^Te veel mislukte inlogpogingen. Probeer het over \d+ seconden? opnieuw.$/,
        );
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
        // The same account from another IP is not locked: the owner elsewhere still gets in.
        expect((await attempt('talent@example.nl', 'Welkom2026!', '10.0.0.2')).statusCode).toBe(200);
        // Per IP: 12 failures over several accounts slow that IP down, not others.
        for (let i = 0; i < 12; i++) await attempt(`onbekend${i}@example.nl`, 'fout', '10.0.0.9');
        expect((await attempt('admin@example.nl', 'Welkom2026!', '10.0.0.9')).statusCode).toBe(429);
        expect((await attempt('admin@example.nl', 'Welkom2026!', '10.0.0.10')).statusCode).toBe(200);
      });
    } finally {
      await env.close();
    }
  });

  it(`reserves the attempt before hashing: 25 concurrent wrong passwords check at most 5 [${engine}]`, async () => {
    // The account-wide limit at 5 too: the pair's growing delay (1 s after the fifth) is crossed by a
    // machine slow enough to spread 25 concurrent attempts over more than a second; the hard limit is not.
    const env = await createTestEnv(engine, {
      seed: true,
      config: { loginMaxFailures: 5, loginAccountMaxFailures: 5 },
    });
    try {
      const attempt = attemptOn(env.app);
      const results = await Promise.all(
        Array.from({ length: 25 }, () => attempt('bedrijf@example.nl', 'fout', '10.2.2.2')),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
      expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(20);
      expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
    } finally {
      await env.close();
    }
  });

  it(`grows the delay and lets the next attempt through once it has passed [${engine}]`, async () => {
    const env = await createTestEnv(engine, { seed: true, config: { loginMaxFailures: 1 } });
    // The clock is the test's: a password check slower than a second (a busy machine) would
    // otherwise shorten the wait the test reads.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const attempt = attemptOn(env.app);
      expect((await attempt('talent@example.nl', 'fout')).statusCode).toBe(401);
      const first = await attempt('talent@example.nl', 'fout');
      expect(first.statusCode).toBe(429);
      expect(first.headers['retry-after']).toBe('1');
      vi.setSystemTime(Date.now() + 999);
      expect((await attempt('talent@example.nl', 'fout')).statusCode).toBe(429);
      vi.setSystemTime(Date.now() + 2);
      expect((await attempt('talent@example.nl', 'fout')).statusCode).toBe(401);
      const second = await attempt('talent@example.nl', 'Welkom2026!');
      expect(second.statusCode).toBe(429);
      expect(second.headers['retry-after']).toBe('2');
    } finally {
      vi.useRealTimers();
      await env.close();
    }
  });

  it(`an attacker on many IPs cannot lock the owner out of a device that signed in before [${engine}]`, async () => {
    const env = await createTestEnv(engine, {
      seed: true,
      config: { loginMaxFailures: 5, loginAccountMaxFailures: 10 },
    });
    try {
      const attempt = attemptOn(env.app);
      const before = await attempt('talent@example.nl', 'Welkom2026!', '192.168.1.5');
      expect(before.statusCode).toBe(200);
      const device = deviceCookieOf(before);
      expect(String(before.headers['set-cookie'])).toMatch(/device=.*HttpOnly.*SameSite=Strict/i);
      for (let i = 0; i < 12; i++) await attempt('talent@example.nl', 'fout', `172.16.0.${i + 1}`);
      // Account-wide limit reached: an unknown device is refused, even with the right password …
      expect((await attempt('talent@example.nl', 'Welkom2026!', '192.168.1.99')).statusCode).toBe(429);
      // … but the owner's own device gets in.
      expect((await attempt('talent@example.nl', 'Welkom2026!', '192.168.1.5', device)).statusCode).toBe(200);
      // A device cookie is bound to its account and its signature.
      const [name, value] = device.split('=');
      const [, nonce, mac] = value.split('.');
      const otherAccount = `${name}=${Buffer.from('bedrijf@example.nl').toString('base64url')}.${nonce}.${mac}`;
      const forged = `${name}=${value.slice(0, -2)}xx`;
      for (const cookie of [otherAccount, forged]) {
        expect((await attempt('talent@example.nl', 'Welkom2026!', '192.168.1.98', cookie)).statusCode).toBe(
          429,
        );
      }
    } finally {
      await env.close();
    }
  });
}

for (const engine of ENGINES.slice(0, 1)) {
  it(`rate-limits login and register per IP, apart from the general API limit [${engine}]`, async () => {
    const env = await createTestEnv(engine, { seed: false, config: { authRateLimit: 3 } });
    try {
      const hit = () =>
        env.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.1.1.1',
          payload: { email: 'x@y.nl', password: 'z' },
        });
      for (let i = 0; i < 3; i++) {
        const res = await hit();
        expect(res.statusCode).toBe(401);
        // Under the limit no x-ratelimit-* headers (decision 161); the 429 carries them.
        expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
      }
      const limited = await hit();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/Te veel verzoeken/);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.headers['x-ratelimit-limit']).toBe('3');
      expect((await env.app.inject({ url: '/api/user', remoteAddress: '10.1.1.1' })).statusCode).toBe(401);
    } finally {
      await env.close();
    }
  });
}
