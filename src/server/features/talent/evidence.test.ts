import { expect, it } from 'vitest';
import type { SkillEvidenceItem } from '../../../contracts/talent.ts';
import { courseTeaching, enrolWithStatus } from '../../test/evidence-fixtures.ts';
import { describeApi, registerTalent } from '../../test/harness.ts';
import { loadSkillEvidence } from './index.ts';

describeApi('skill evidence', (env) => {
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    env().app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('loads each skill once, at its strongest level, grouped by taxonomy identity', async () => {
    const { user, cookie } = await registerTalent(env().app, 'evidence');
    const db = env().db;
    await enrolWithStatus(db, user.id, await courseTeaching(db, ['Excel', 'Heftruck']), 'completed');
    await enrolWithStatus(db, user.id, await courseTeaching(db, ['spreadsheets']), 'passed');
    await enrolWithStatus(db, user.id, await courseTeaching(db, ['Boekhouden']), 'enrolled');
    await enrolWithStatus(db, user.id, await courseTeaching(db, ['Lassen']), 'failed');
    expect((await inject('POST', '/api/user/skills', cookie, { name: 'Excel VBA' })).statusCode).toBe(201);
    expect((await inject('POST', '/api/user/skills', cookie, { name: 'heftruck' })).statusCode).toBe(201);

    const evidence = await loadSkillEvidence(db.kysely, user.id);
    expect(evidence.map((e) => [e.name, e.level])).toEqual([
      ['Werken met Excel', 'confirmed'],
      ['Heftruck rijden', 'self_reported'],
      ['Excel VBA', 'self_declared'],
    ]);
    expect(evidence[0].skillId).toEqual(expect.any(Number));
    expect(evidence[2].skillId).toBeNull();
    expect(evidence[1].sources.map((s) => s.level)).toEqual(['self_reported', 'self_declared']);

    const api = (await inject('GET', '/api/user/skills', cookie)).json().items as SkillEvidenceItem[];
    expect(api.map((e) => [e.name, e.level])).toEqual(evidence.map((e) => [e.name, e.level]));
  });

  it('validates, refuses a duplicate label and deletes only the caller’s own typed skill', async () => {
    const a = await registerTalent(env().app, 'skills-a');
    const b = await registerTalent(env().app, 'skills-b');
    for (const payload of [
      {},
      { name: '' },
      { name: 'x'.repeat(101) },
      { name: 'A\u0000B' },
      { name: 'A', x: 1 },
    ]) {
      const res = await inject('POST', '/api/user/skills', a.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const created = (await inject('POST', '/api/user/skills', a.cookie, { name: 'Café-beheer' })).json();
    expect((await inject('POST', '/api/user/skills', a.cookie, { name: 'cafe beheer' })).statusCode).toBe(
      409,
    );
    const id = (created as SkillEvidenceItem[])[0].sources[0].id;
    expect((await inject('DELETE', `/api/user/skills/${id}`, b.cookie)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/user/skills/${id}`, a.cookie)).statusCode).toBe(204);
    expect((await inject('GET', '/api/user/skills', a.cookie)).json().items).toEqual([]);
    expect((await inject('DELETE', '/api/user/skills/abc', a.cookie)).statusCode).toBe(400);
  });

  it('suggests skills of the platform’s own list for a typed start (decision 465)', async () => {
    expect((await env().app.inject({ url: '/api/skills?q=hef' })).statusCode).toBe(401);
    const { cookie } = await registerTalent(env().app, 'suggest');
    const names = async (q: string) => {
      const res = await inject('GET', `/api/skills?q=${encodeURIComponent(q)}`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as { name: string; via: string | null }[]).map((s) => [s.name, s.via]);
    };
    expect(await names('hef')).toEqual([['Heftruck rijden', null]]);
    expect((await names('VCA'))[0]).toEqual(['Veilig werken (VCA)', 'VCA']);
    expect(await names('veiligheid')).toEqual([['Veiligheid', null]]);
    expect(await names('h')).toEqual([]);
    const paged = await inject('GET', '/api/skills?q=er&limit=3', cookie);
    expect(paged.json().items).toHaveLength(3);
    expect(paged.json().nextCursor).toEqual(expect.any(String));
    expect((await inject('GET', `/api/skills?q=${'x'.repeat(101)}`, cookie)).statusCode).toBe(400);
  });
});
