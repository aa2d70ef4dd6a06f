import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SCAN_QUESTION_COUNT } from '../../domain/scan/index.ts';
import { TableChanges } from '../db/table-changes.ts';
import { registerAccount } from '../test/accounts.ts';
import { describeApi } from '../test/harness.ts';
import { AnswerCache } from './user-cache.ts';

describe('AnswerCache (decision 252)', () => {
  const json = (a: { body: Buffer }) => JSON.parse(a.body.toString());

  it('computes once per key, again after a change of one of its tables or when the entry is old', async () => {
    const changes = new TableChanges(true);
    const cache = new AnswerCache(changes, ['assessments'], { maxEntries: 10, maxAgeMs: 50 });
    let runs = 0;
    const compute = async () => ++runs;
    expect(json(await cache.get('u|nl', compute))).toBe(1);
    expect(json(await cache.get('u|nl', compute))).toBe(1);
    expect(json(await cache.get('u|en', compute))).toBe(2);
    changes.emit('courses');
    expect(json(await cache.get('u|nl', compute))).toBe(1);
    changes.emit('assessments');
    expect(json(await cache.get('u|nl', compute))).toBe(3);
    expect(cache.hits).toBe(2);
    await new Promise((r) => setTimeout(r, 60));
    expect(json(await cache.get('u|nl', compute))).toBe(4);
  });

  it('keeps no answer computed before a change, and serves nothing while changes could be missed', async () => {
    const changes = new TableChanges(true);
    const cache = new AnswerCache(changes, ['enrollments']);
    let runs = 0;
    let release = () => {};
    const slow = () => new Promise<number>((r) => (release = () => r(++runs)));
    const pending = cache.get('a', slow);
    changes.emit('enrollments');
    release();
    expect(json(await pending)).toBe(1);
    expect(json(await cache.get('a', async () => ++runs))).toBe(2);
    changes.setLive(false);
    expect(json(await cache.get('a', async () => ++runs))).toBe(3);
    expect(json(await cache.get('a', async () => ++runs))).toBe(4);
  });

  it('shares one computation between concurrent misses and keeps at most maxEntries', async () => {
    const cache = new AnswerCache(new TableChanges(true), [], { maxEntries: 2 });
    let runs = 0;
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++runs), 10));
    const all = await Promise.all(Array.from({ length: 5 }, () => cache.get('a|nl', slow)));
    expect(all.map(json)).toEqual([1, 1, 1, 1, 1]);
    await cache.get('b|nl', slow);
    await cache.get('c|nl', slow);
    // a was least recently used: computed again.
    expect(json(await cache.get('a|nl', slow))).toBe(4);
  });

  it('checks an answer against the declared schema when asked (under test)', async () => {
    const cache = new AnswerCache(new TableChanges(true), [], {
      schema: z.array(z.number()),
      label: 'GET /x',
    });
    await expect(cache.get('k', async () => ['nee'])).rejects.toThrow(/GET \/x past niet/);
  });
});

const answers = (shift: number) =>
  Object.fromEntries(
    Array.from({ length: SCAN_QUESTION_COUNT }, (_, i) => [String(i + 1), ((i + shift) % 5) + 1]),
  );

describeApi('cached signed-in answers follow every write', (env) => {
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

  it('the recent activity, renewed by an enrolment and a scan, kept per page with its Link', async () => {
    const talent = await registerAccount(env().app, 'talent');
    const items = async (url = '/api/user/recent-activity') =>
      (await req('GET', url, talent.cookie)).json().items as { description: string }[];
    expect(await items()).toEqual([]);
    const courses = (await req('GET', '/api/courses?limit=2', talent.cookie)).json().items as {
      id: number;
      title: string;
    }[];
    expect(
      (await req('POST', `/api/courses/${courses[0].id}/enroll`, talent.cookie, {})).statusCode,
    ).toBeLessThan(300);
    const one = await items();
    expect(one).toHaveLength(1);
    expect(JSON.stringify(one)).toContain(courses[0].title);
    expect(
      (await req('POST', `/api/courses/${courses[1].id}/enroll`, talent.cookie, {})).statusCode,
    ).toBeLessThan(300);
    expect(await items()).toHaveLength(2);
    // A cached first page of one keeps its Link and cursor, apart from the whole list's answer.
    const first = await req('GET', '/api/user/recent-activity?limit=1', talent.cookie);
    const again = await req('GET', '/api/user/recent-activity?limit=1', talent.cookie);
    expect(again.body).toBe(first.body);
    expect(again.headers.link).toBe(first.headers.link);
    expect(again.headers.link).toContain('/api/user/recent-activity?limit=1&cursor=');
    expect(again.json().items).toHaveLength(1);
    expect(
      (await req('POST', '/api/enhanced-assessment/submit', talent.cookie, { answers: answers(1) }))
        .statusCode,
    ).toBe(200);
    expect(await items()).toHaveLength(3);
  });

  it('the vacancy list with the talent’s match, renewed by a new vacancy, an application and a skill', async () => {
    const talent = await registerAccount(env().app, 'talent');
    const company = await registerAccount(env().app, 'company');
    type Listed = {
      id: number;
      title: string;
      myMatch: { score: number; claimed: number } | null;
      myApplicationStatus: string | null;
    };
    const list = async () => (await req('GET', '/api/vacancies', talent.cookie)).json().items as Listed[];
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
    // A typed skill is a claim: the match of that vacancy shows it (the score stays, decision 305).
    expect(
      (await req('POST', '/api/user/skills', talent.cookie, { name: 'Vlootplanning' })).statusCode,
    ).toBeLessThan(300);
    const matched = (await list()).find((v) => v.id === id);
    expect(matched?.myMatch?.claimed).toBe(1);
    const applied = await req('POST', `/api/vacancies/${id}/apply`, talent.cookie, {
      motivation: 'Ik plan graag en ken de vloot van binnen en van buiten.',
    });
    expect(applied.statusCode).toBeLessThan(300);
    expect((await list()).find((v) => v.id === id)?.myApplicationStatus).not.toBeNull();
  });
});
