import { expect, it } from 'vitest';
import { SCAN_QUESTION_COUNT } from '../../../domain/scan/index.ts';
import { describeApi, login, registerTalent } from '../../test/harness.ts';

const fullAnswers = () =>
  Object.fromEntries(
    Array.from({ length: SCAN_QUESTION_COUNT }, (_, i) => [
      String(i + 1),
      i === 1 || i === 7 ? 5 : (i % 5) + 1,
    ]),
  );

describeApi('scan in progress', (env) => {
  const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, cookie?: string, payload?: object) =>
    env().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const draft = async (cookie: string) => (await call('GET', '/api/user/scan-draft', cookie)).json();

  it('keeps each answer as it is given, for the same account on another session', async () => {
    const { cookie, user } = await registerTalent(env().app, 'draft-keep');
    expect(await draft(cookie)).toEqual({ answers: {}, updatedAt: null });
    for (const [q, v] of [
      [1, 4],
      [2, 5],
      [3, 2],
    ]) {
      expect((await call('PUT', `/api/user/scan-draft/${q}`, cookie, { value: v })).statusCode).toBe(204);
    }
    // Answering again replaces the answer.
    expect((await call('PUT', '/api/user/scan-draft/2', cookie, { value: 1 })).statusCode).toBe(204);
    // Another device: a new session of the same account sees the same answers.
    const other = await login(env().app, user.email, 'Fietsbel-Oranje7');
    const seen = await draft(other);
    expect(seen.answers).toEqual({ 1: 4, 2: 1, 3: 2 });
    expect(typeof seen.updatedAt).toBe('string');
  });

  it('refuses bad question numbers and values with a 400 and writes nothing', async () => {
    const { cookie } = await registerTalent(env().app, 'draft-bad');
    const cases: [string, unknown][] = [
      ['/api/user/scan-draft/0', { value: 3 }],
      ['/api/user/scan-draft/66', { value: 3 }],
      ['/api/user/scan-draft/abc', { value: 3 }],
      ['/api/user/scan-draft/1.5', { value: 3 }],
      ['/api/user/scan-draft/5', { value: 0 }],
      ['/api/user/scan-draft/5', { value: 6 }],
      ['/api/user/scan-draft/5', { value: 2.5 }],
      ['/api/user/scan-draft/5', { value: '3' }],
      ['/api/user/scan-draft/5', {}],
      ['/api/user/scan-draft/5', []],
    ];
    for (const [url, payload] of cases) {
      const res = await call('PUT', url, cookie, payload as object);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().message).toMatch(/vraagnummer|antwoord|JSON/i);
    }
    expect((await draft(cookie)).answers).toEqual({});
  });

  it('is cleared when the scan is submitted or started again, and is only the own account’s', async () => {
    const a = await registerTalent(env().app, 'draft-clear-a');
    const b = await registerTalent(env().app, 'draft-clear-b');
    await call('PUT', '/api/user/scan-draft/7', a.cookie, { value: 3 });
    expect((await draft(b.cookie)).answers).toEqual({});

    expect(
      (await call('POST', '/api/enhanced-assessment/submit', a.cookie, { answers: fullAnswers() }))
        .statusCode,
    ).toBe(200);
    expect((await draft(a.cookie)).answers).toEqual({});

    await call('PUT', '/api/user/scan-draft/9', a.cookie, { value: 2 });
    expect((await call('DELETE', '/api/user/scan-draft', a.cookie)).statusCode).toBe(204);
    expect((await draft(a.cookie)).answers).toEqual({});
  });
});
