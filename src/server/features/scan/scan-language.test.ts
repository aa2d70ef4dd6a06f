import { expect, it } from 'vitest';
import {
  buildScanResult,
  DRIVE_LABEL_TWINS,
  LEARNING_STYLE_LABEL_TWINS,
  SCAN_QUESTION_COUNT,
  type ScanResult,
} from '../../../domain/scan/index.ts';
import { describeApi, login, registerTalent } from '../../test/harness.ts';
import { listCoursesForMatching } from '../courses/index.ts';
import { insertAssessment } from './store.ts';

/** A differentiated profile (investigative and social high), so there are career matches. */
const ANSWERS = Object.fromEntries(
  Array.from({ length: SCAN_QUESTION_COUNT }, (_, i) => {
    const n = i + 1;
    return [
      String(n),
      [2, 8, 39, 45, 51].includes(n) ? 5 : [4, 10, 41, 47, 53].includes(n) ? 4 : (n % 3) + 1,
    ];
  }),
);

const EN_LEARNING = Object.values(LEARNING_STYLE_LABEL_TWINS).map((t) => t.en);
const EN_DRIVES = Object.values(DRIVE_LABEL_TWINS).map((t) => t.en);
const NUMBERS = (r: ScanResult) => ({
  scores: [r.openness, r.conscientiousness, r.extraversion, r.agreeableness, r.neuroticism, r.investigative],
  matches: r.careerMatches.map((c) => c.match),
  courses: r.recommendations.courses,
});

/** The result reads in English: labels from the English tables, English sentences. */
function expectEnglish(r: ScanResult) {
  expect(EN_LEARNING).toContain(r.learningStyle);
  expect(EN_DRIVES).toContain(r.primaryDrive);
  expect(r.personalityType).toMatch(/^(The \w+ \([RIASEC]{1,3}\)|Broad profile \()/);
  expect(r.profileSummary).toMatch(/out of 100/);
  expect(r.profileSummary).not.toMatch(/\b(je|van|het|een)\b/);
  expect(r.recommendations.summary).toMatch(/^Based on your profile|^These courses/);
  for (const career of r.careerMatches) expect(career.reason).toMatch(/^This occupation is mainly about/);
  for (const path of r.recommendations.careers) expect(path).toMatch(/profile match \d+ out of 100/);
}

describeApi('scan in the user’s language', (env) => {
  const inject = (method: 'GET' | 'POST', url: string, cookie: string, lang?: string, payload?: object) =>
    env().app.inject({
      method,
      url,
      headers: { cookie, ...(lang ? { 'accept-language': lang } : {}) },
      ...(payload ? { payload } : {}),
    });
  const result = async (cookie: string, lang?: string) =>
    (await inject('GET', '/api/user/scan-result', cookie, lang)).json() as ScanResult;

  it('answers in English with Accept-Language: en and exactly as before in Dutch', async () => {
    const { cookie } = await registerTalent(env().app, 'scan-lang');
    const submitted = await inject('POST', '/api/enhanced-assessment/submit', cookie, 'nl', {
      answers: ANSWERS,
    });
    expect(submitted.statusCode).toBe(200);
    const nl = submitted.json() as ScanResult;
    expect(nl.personalityType).toMatch(/^De /);
    expect(nl.profileSummary).toMatch(/van 100/);
    expect(await result(cookie)).toEqual(nl);
    expect(await result(cookie, 'nl-NL,nl;q=0.9')).toEqual(nl);

    const en = await result(cookie, 'en-GB,en;q=0.9');
    expectEnglish(en);
    expect(NUMBERS(en)).toEqual(NUMBERS(nl));
    expect(en.careerMatches.map((c) => c.title)).not.toEqual(nl.careerMatches.map((c) => c.title));

    const list = (await inject('GET', '/api/user/assessments', cookie, 'en')).json().items;
    expect(list[0].personalityType).toBe(en.personalityType);
    expect((await inject('GET', '/api/user/assessments', cookie, 'nl')).json().items[0].personalityType).toBe(
      nl.personalityType,
    );
  });

  it("follows the user's stored language and answers a submission in it, storing the Dutch texts", async () => {
    const { cookie, user } = await registerTalent(env().app, 'scan-lang-stored');
    await env()
      .db.kysely.insertInto('userSettings')
      .values({ userId: user.id, language: 'en', updatedAt: new Date().toISOString() })
      .execute();
    const submitted = (
      await inject('POST', '/api/enhanced-assessment/submit', cookie, undefined, { answers: ANSWERS })
    ).json() as ScanResult;
    expectEnglish(submitted);
    expect(await result(cookie)).toEqual(submitted);

    const row = await env()
      .db.kysely.selectFrom('assessments')
      .select(['personalityType', 'result'])
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.personalityType).toMatch(/^De /);
    expect((JSON.parse(row.result) as ScanResult).personalityType).toBe(row.personalityType);

    const activity = (await inject('GET', '/api/user/recent-activity', cookie)).json().items;
    expect(activity[0]).toEqual(
      expect.objectContaining({
        title: 'Scan completed',
        description: `Profile: ${submitted.personalityType}`,
      }),
    );
  });

  it('shows a result stored in Dutch before this change in English, and in Dutch exactly as stored', async () => {
    const { cookie, user } = await registerTalent(env().app, 'scan-lang-old');
    const k = env().db.kysely;
    const answers = Object.fromEntries(Object.entries(ANSWERS).map(([n, v]) => [Number(n), v])) as never;
    const stored = buildScanResult(answers, await listCoursesForMatching(k));
    await insertAssessment(k, user.id, answers, stored);
    expect(await result(cookie, 'nl')).toEqual(stored);
    expectEnglish(await result(cookie, 'en'));

    const demo = await login(env().app, 'talent@example.nl');
    const demoRow = await k
      .selectFrom('assessments as a')
      .innerJoin('users as u', 'u.id', 'a.userId')
      .select('a.result')
      .where('u.email', '=', 'talent@example.nl')
      .executeTakeFirstOrThrow();
    expect(await result(demo, 'nl')).toEqual(JSON.parse(demoRow.result));
    expectEnglish(await result(demo, 'en'));
  });
});
