import { expect, it } from 'vitest';
import { SCAN_QUESTION_COUNT } from '../../../domain/scan/index.ts';
import { courseTeaching, enrolWithStatus } from '../../test/evidence-fixtures.ts';
import { describeApi, login, registerTalent } from '../../test/harness.ts';
import { expectBadCursors, walkPages } from '../../test/paging.ts';

// Mostly 4, but items 2 and 8 (investigative) 5 and the other block-1 items 2: a profile with a
// shape, so the scan has career matches (a flat profile has none).
const answerOf = (n: number) => (n > 12 ? 4 : n === 2 || n === 8 ? 5 : 2);
const answers = Object.fromEntries(
  Array.from({ length: SCAN_QUESTION_COUNT }, (_, i) => [String(i + 1), answerOf(i + 1)]),
);

describeApi('talent dashboard data', (env) => {
  const get = (url: string, cookie?: string) => env().app.inject({ url, headers: cookie ? { cookie } : {} });

  it('gives a fresh talent empty lists and no skills match', async () => {
    const { cookie } = await registerTalent(env().app, 'dash-empty');
    expect((await get('/api/user/skills-match', cookie)).body).toBe('null');
    expect((await get('/api/user/certificates', cookie)).json().items).toEqual([]);
    expect((await get('/api/user/recent-activity', cookie)).json()).toEqual({ items: [], nextCursor: null });
    expect((await get('/api/user/subsidy-applications', cookie)).json().items).toEqual([]);
  });

  it('derives a skills match from evidence, never from the scan, and a scan activity', async () => {
    const { cookie, user } = await registerTalent(env().app, 'dash-scan');
    const submitted = await env().app.inject({
      method: 'POST',
      url: '/api/enhanced-assessment/submit',
      headers: { cookie },
      payload: { answers },
    });
    const result = submitted.json();
    // The scan alone never makes a skills match (decision 191): interests are not skills.
    expect((await get('/api/user/skills-match', cookie)).body).toBe('null');
    // A typed skill is a claim and makes no match either (decision 305); an institute-confirmed
    // result does.
    await env().app.inject({
      method: 'POST',
      url: '/api/user/skills',
      headers: { cookie },
      payload: { name: 'Heftruck' },
    });
    expect((await get('/api/user/skills-match', cookie)).body).toBe('null');
    await enrolWithStatus(env().db, user.id, await courseTeaching(env().db, ['Heftruck']), 'passed');
    const match = (await get('/api/user/skills-match', cookie)).json();
    expect(Object.keys(match).sort()).toEqual([
      'companyName',
      'exploration',
      'matchPercentage',
      'reason',
      'vacancyId',
      'vacancyTitle',
    ]);
    // The best active vacancy by the same score the vacancies list shows to this talent.
    const vacancies = (await get('/api/vacancies', cookie)).json().items as {
      id: number;
      title: string;
      companyName: string;
      myMatch: { score: number; reason: string; exploration: unknown };
    }[];
    const best = Math.max(...vacancies.map((v) => v.myMatch.score));
    const top = vacancies.find((v) => v.myMatch.score === best)!;
    expect(best).toBeGreaterThan(0);
    expect(match).toEqual({
      matchPercentage: best,
      vacancyTitle: top.title,
      vacancyId: top.id,
      companyName: 'Jansen Logistiek B.V.',
      reason: top.myMatch.reason,
      exploration: top.myMatch.exploration,
    });
    // The confirmed course adds its own activity rows; the scan is one of them.
    const activity = (await get('/api/user/recent-activity', cookie)).json().items as { title: string }[];
    const scanned = activity.filter((a) => a.title === 'Scan voltooid');
    expect(scanned).toHaveLength(1);
    expect(scanned[0]).toEqual({
      id: expect.stringMatching(/^scan-\d+$/),
      title: 'Scan voltooid',
      description: `Profiel: ${result.personalityType}`,
      timestamp: expect.any(String),
      color: 'orange',
    });
  });

  it('shows the demo talent her seeded applications, certificates and activity', async () => {
    const cookie = await login(env().app, 'talent@example.nl');
    const apps = (await get('/api/user/subsidy-applications', cookie)).json().items;
    // Only dossiers the subsidy rules allow: SLIM (submitted) and an approved levenlanglerenkrediet.
    expect(apps).toHaveLength(2);
    expect(apps.map((a: { status: string }) => a.status).sort()).toEqual(['approved', 'submitted']);
    for (const a of apps) {
      // The spec's Subsidy application fields (§3), now part of a dossier.
      expect(Object.keys(a)).toEqual(
        expect.arrayContaining([
          'approvedAmount',
          'course',
          'createdAt',
          'id',
          'motivation',
          'requestedAmount',
          'status',
          'subsidyType',
          'history',
        ]),
      );
      // A dossier may leave the amount open (SLIM asks none of a course).
      expect(a.requestedAmount === null || typeof a.requestedAmount === 'number').toBe(true);
      if (a.status !== 'approved') expect(a.approvedAmount).toBeNull();
    }
    const approved = apps
      .filter((a: { status: string }) => a.status === 'approved')
      .reduce((sum: number, a: { approvedAmount: number }) => sum + a.approvedAmount, 0);
    expect(approved).toBe(1200);
    expect(apps[0].createdAt >= apps[1].createdAt).toBe(true);

    const certificates = (await get('/api/user/certificates', cookie)).json().items;
    expect(certificates).toHaveLength(1);
    expect(certificates[0]).toMatchObject({
      courseTitle: 'Python voor beginners',
      instituteName: 'TechAcademie Nederland',
    });
    for (const c of certificates) {
      expect(Object.keys(c).sort()).toEqual(['courseId', 'courseTitle', 'id', 'instituteName', 'issuedAt']);
    }
    const whole = (await get('/api/user/recent-activity', cookie)).json();
    expect(whole.nextCursor).toBeNull();
    const activity = whole.items as { id: string; color: string; timestamp: string }[];
    expect(activity.length).toBeGreaterThan(1);
    for (let i = 0; i < activity.length; i++) {
      expect(['green', 'blue', 'orange', 'grey']).toContain(activity[i].color);
      if (i > 0) expect(activity[i - 1].timestamp >= activity[i].timestamp).toBe(true);
    }
    expect(new Set(activity.map((a) => a.id)).size).toBe(activity.length);
    // Every event, none cut off: one at a time by cursor gives the same list in the same order.
    expect(await walkPages((url) => get(url, cookie), '/api/user/recent-activity')).toEqual(activity);
    const first = (await get('/api/user/recent-activity?limit=1', cookie)).json();
    expect(first.items).toEqual(activity.slice(0, 1));
    await expectBadCursors((url) => get(url, cookie), '/api/user/recent-activity');
    expect((await get('/api/user/skills-match', cookie)).json()).not.toBeNull();
  });

  it('never shows another user’s rows', async () => {
    const { cookie } = await registerTalent(env().app, 'dash-other');
    const talent = await login(env().app, 'talent@example.nl');
    expect((await get('/api/user/subsidy-applications', talent)).json().items.length).toBeGreaterThan(0);
    expect((await get('/api/user/subsidy-applications', cookie)).json().items).toEqual([]);
    expect((await get('/api/user/certificates', cookie)).json().items).toEqual([]);
    expect((await get('/api/user/recent-activity', cookie)).json().items).toEqual([]);
  });
});
