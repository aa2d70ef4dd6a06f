import { expect, it } from 'vitest';
import { SCAN_QUESTION_COUNT } from '../../../domain/scan/index.ts';
import { describeApi, login, registerTalent } from '../../test/harness.ts';

// The default pattern gives the interests a shape (investigative items 2 and 8 high), so there are
// career matches; (n % 5) + 1 alone would make every interest score 50, a flat profile.
const fullAnswers = (value: (n: number) => number = (n) => (n === 2 || n === 8 ? 5 : (n % 5) + 1)) =>
  Object.fromEntries(Array.from({ length: SCAN_QUESTION_COUNT }, (_, i) => [String(i + 1), value(i + 1)]));

const RESULT_KEYS = [
  'openness',
  'conscientiousness',
  'extraversion',
  'agreeableness',
  'neuroticism',
  'realistic',
  'investigative',
  'artistic',
  'social',
  'enterprising',
  'conventional',
];

describeApi('scan', (env) => {
  const submit = (cookie: string | undefined, payload: unknown) =>
    env().app.inject({
      method: 'POST',
      url: '/api/enhanced-assessment/submit',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });
  const get = (url: string, cookie?: string) => env().app.inject({ url, headers: cookie ? { cookie } : {} });

  it('refuses incomplete or invalid answers with a Dutch 400 and writes nothing', async () => {
    const { cookie } = await registerTalent(env().app, 'scan-invalid');
    const answers64 = fullAnswers();
    delete answers64['65'];
    const cases: unknown[] = [
      { answers: answers64 },
      { answers: { ...fullAnswers(), 66: 3 } },
      { answers: { ...fullAnswers(), 10: 0 } },
      { answers: { ...fullAnswers(), 10: 6 } },
      { answers: { ...fullAnswers(), 10: '3' } },
      { answers: { ...fullAnswers(), 10: 2.5 } },
      { answers: [] },
      {},
      { answers: null },
    ];
    for (const payload of cases) {
      const res = await submit(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(/vra(ag|gen)|antwoord/i);
    }
    const bad = await submit(cookie, { answers: { ...fullAnswers(), 10: 6 } });
    expect(bad.json().message).toMatch(/vraag 10/);
    expect((await get('/api/user/assessments', cookie)).json().items).toEqual([]);
    expect((await get('/api/user/scan-result', cookie)).json()).toBeNull();
  });

  it('stores a valid scan, returns the full result and keeps the history newest first', async () => {
    const { cookie } = await registerTalent(env().app, 'scan-ok');
    expect((await get('/api/user/scan-result', cookie)).body).toBe('null');
    expect((await get('/api/user/recommendations', cookie)).json().items).toEqual([]);

    const first = await submit(cookie, {
      answers: fullAnswers((n) => (n > 12 ? 4 : n === 2 || n === 8 ? 5 : 2)),
    });
    expect(first.statusCode).toBe(200);
    const result = first.json();
    for (const key of RESULT_KEYS) {
      expect(Number.isInteger(result[key]), key).toBe(true);
      expect(result[key]).toBeGreaterThanOrEqual(0);
      expect(result[key]).toBeLessThanOrEqual(100);
    }
    expect(typeof result.learningStyle).toBe('string');
    expect(typeof result.primaryDrive).toBe('string');
    expect(typeof result.profileSummary).toBe('string');
    expect(result.careerMatches.length).toBeGreaterThan(0);
    expect(result.careerMatches[0]).toEqual(
      expect.objectContaining({
        title: expect.any(String),
        match: expect.any(Number),
        reason: expect.any(String),
      }),
    );
    expect(Array.isArray(result.softSkills)).toBe(true);
    expect(Array.isArray(result.growthAreas)).toBe(true);
    expect(typeof result.recommendations.summary).toBe('string');
    expect(Array.isArray(result.recommendations.courses)).toBe(true);
    expect((await get('/api/user/scan-result', cookie)).json()).toEqual(result);

    const second = (await submit(cookie, { answers: fullAnswers((n) => (n % 2 ? 1 : 5)) })).json();
    expect((await get('/api/user/scan-result', cookie)).json()).toEqual(second);
    for (const url of ['/api/user/assessments', '/api/assessments/user']) {
      const list = (await get(url, cookie)).json().items;
      expect(list).toHaveLength(2);
      expect(Object.keys(list[0]).sort()).toEqual(['createdAt', 'id', 'personalityType']);
      expect(list[0].personalityType).toBe(second.personalityType);
      expect(list[1].personalityType).toBe(result.personalityType);
      expect(list[0].createdAt >= list[1].createdAt).toBe(true);
    }
  });

  it('recommends active courses best first from the latest scan', async () => {
    const { cookie } = await registerTalent(env().app, 'scan-rec');
    await submit(cookie, { answers: fullAnswers() });
    const recs = (await get('/api/user/recommendations', cookie)).json().items;
    expect(Array.isArray(recs)).toBe(true);
    expect(recs.length).toBe(10);
    const active = (await get('/api/courses?limit=200', cookie)).json().items as { id: number }[];
    const activeIds = new Set(active.map((c) => c.id));
    expect(recs.every((r: { courseId: number }) => activeIds.has(r.courseId))).toBe(true);
    for (let i = 0; i < recs.length; i++) {
      expect(Object.keys(recs[i]).sort()).toEqual(['courseId', 'matchPercentage']);
      if (i > 0) expect(recs[i - 1].matchPercentage).toBeGreaterThanOrEqual(recs[i].matchPercentage);
    }
  });

  it('never shows one user another user’s result', async () => {
    const a = await registerTalent(env().app, 'scan-a');
    const b = await registerTalent(env().app, 'scan-b');
    await submit(a.cookie, { answers: fullAnswers(() => 5) });
    expect((await get('/api/user/scan-result', b.cookie)).json()).toBeNull();
    expect((await get('/api/user/assessments', b.cookie)).json().items).toEqual([]);
    expect((await get('/api/user/recommendations', b.cookie)).json().items).toEqual([]);
  });

  it('lets only roles with the assessment permission submit', async () => {
    const company = await login(env().app, 'bedrijf@example.nl');
    expect((await submit(company, { answers: fullAnswers() })).statusCode).toBe(403);
    expect((await get('/api/user/scan-result', company)).json()).toBeNull();
  });

  it('seeds a stored scan for the demo talent', async () => {
    const cookie = await login(env().app, 'talent@example.nl');
    const result = (await get('/api/user/scan-result', cookie)).json();
    expect(result).not.toBeNull();
    expect(result.careerMatches.length).toBeGreaterThan(0);
    expect((await get('/api/user/assessments', cookie)).json().items).toHaveLength(1);
  });
});
