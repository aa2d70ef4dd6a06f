import { describe, expect, it } from 'vitest';
import { SCAN_QUESTION_COUNT } from '../../domain/scan/index.ts';
import { registerAccount } from '../test/accounts.ts';
import { describeApi } from '../test/harness.ts';
import { PerUserCache } from './user-cache.ts';

describe('PerUserCache (issue 27)', () => {
  it('computes once per key and version, again when the version moves or the entry is old', async () => {
    const cache = new PerUserCache<number>(10, 50);
    let runs = 0;
    const compute = async () => ++runs;
    expect(await cache.get('u|nl', 'v1', compute)).toBe(1);
    expect(await cache.get('u|nl', 'v1', compute)).toBe(1);
    expect(await cache.get('u|en', 'v1', compute)).toBe(2);
    expect(await cache.get('u|nl', 'v2', compute)).toBe(3);
    expect(cache.hits).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.get('u|nl', 'v2', compute)).toBe(4);
  });

  it('shares one computation between concurrent misses and keeps at most maxEntries', async () => {
    const cache = new PerUserCache<number>(2);
    let runs = 0;
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++runs), 10));
    const all = await Promise.all(Array.from({ length: 5 }, () => cache.get('a|nl', 'v', slow)));
    expect(all).toEqual([1, 1, 1, 1, 1]);
    await cache.get('b|nl', 'v', slow);
    await cache.get('c|nl', 'v', slow);
    // a was least recently used: computed again.
    expect(await cache.get('a|nl', 'v', slow)).toBe(4);
  });
});

const answers = (shift: number) =>
  Object.fromEntries(
    Array.from({ length: SCAN_QUESTION_COUNT }, (_, i) => [String(i + 1), ((i + shift) % 5) + 1]),
  );

describeApi('cached signed-in answers follow every write (issue 27)', (env) => {
  const req = (method: string, url: string, cookie: string, payload?: object, lang?: string) =>
    env().app.inject({
      method: method as 'POST',
      url,
      headers: { cookie, ...(lang ? { 'accept-language': lang } : {}) },
      ...(payload ? { payload } : {}),
    });

  it('the scan result per language, renewed by a new scan', async () => {
    const talent = await registerAccount(env().app, 'talent');
    expect((await req('GET', '/api/user/scan-result', talent.cookie)).json()).toBeNull();
    const first = await req('POST', '/api/enhanced-assessment/submit', talent.cookie, {
      answers: answers(0),
    });
    expect(first.statusCode).toBe(200);
    const a = (await req('GET', '/api/user/scan-result', talent.cookie)).json();
    const again = (await req('GET', '/api/user/scan-result', talent.cookie)).json();
    expect(again).toEqual(a);
    expect(a.personalityType).toBe(first.json().personalityType);
    const en = (await req('GET', '/api/user/scan-result', talent.cookie, undefined, 'en')).json();
    expect(en.personalityType).not.toBe(a.personalityType);
    const second = await req('POST', '/api/enhanced-assessment/submit', talent.cookie, {
      answers: answers(2),
    });
    expect(second.statusCode).toBe(200);
    const b = (await req('GET', '/api/user/scan-result', talent.cookie)).json();
    expect(b.personalityType).toBe(second.json().personalityType);
    expect(b.openness).toBe(second.json().openness);
    expect(b).not.toEqual(a);
  });

  it('the recent activity, renewed by an enrolment and a scan', async () => {
    const talent = await registerAccount(env().app, 'talent');
    expect((await req('GET', '/api/user/recent-activity', talent.cookie)).json()).toEqual([]);
    const courses = (await req('GET', '/api/courses?limit=2', talent.cookie)).json() as {
      id: number;
      title: string;
    }[];
    expect(
      (await req('POST', `/api/courses/${courses[0].id}/enroll`, talent.cookie, {})).statusCode,
    ).toBeLessThan(300);
    const one = (await req('GET', '/api/user/recent-activity', talent.cookie)).json() as {
      description: string;
    }[];
    expect(one).toHaveLength(1);
    expect(JSON.stringify(one)).toContain(courses[0].title);
    expect(
      (await req('POST', `/api/courses/${courses[1].id}/enroll`, talent.cookie, {})).statusCode,
    ).toBeLessThan(300);
    const two = (await req('GET', '/api/user/recent-activity', talent.cookie)).json();
    expect(two).toHaveLength(2);
    expect(
      (await req('POST', '/api/enhanced-assessment/submit', talent.cookie, { answers: answers(1) }))
        .statusCode,
    ).toBe(200);
    expect((await req('GET', '/api/user/recent-activity', talent.cookie)).json()).toHaveLength(3);
  });

  it('the vacancy list with the talent’s match, renewed by a new vacancy, an application and a skill', async () => {
    const talent = await registerAccount(env().app, 'talent');
    const company = await registerAccount(env().app, 'company');
    type Listed = {
      id: number;
      title: string;
      myMatch: { score: number } | null;
      myApplicationStatus: string | null;
    };
    const list = async () => (await req('GET', '/api/vacancies', talent.cookie)).json() as Listed[];
    const before = await list();
    expect(await list()).toEqual(before);
    const created = await req('POST', '/api/company/vacancies', company.cookie, {
      title: 'Vlootplanner Zuidas',
      description: 'Plannen van de vloot',
      location: 'Amsterdam',
      hours: 32,
      skills: ['Vlootplanning'],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const withNew = await list();
    const mine = withNew.find((v) => v.id === id);
    expect(mine).toBeDefined();
    expect(mine?.myMatch?.score ?? 0).toBe(0);
    // A typed skill is evidence: the match of that vacancy moves.
    expect(
      (await req('POST', '/api/user/skills', talent.cookie, { name: 'Vlootplanning' })).statusCode,
    ).toBeLessThan(300);
    const matched = (await list()).find((v) => v.id === id);
    expect(matched?.myMatch?.score ?? 0).toBeGreaterThan(0);
    const applied = await req('POST', `/api/vacancies/${id}/apply`, talent.cookie, {
      motivation: 'Ik plan graag en ken de vloot van binnen en van buiten.',
    });
    expect(applied.statusCode).toBeLessThan(300);
    expect((await list()).find((v) => v.id === id)?.myApplicationStatus).not.toBeNull();
  });
});
