import { expect, it } from 'vitest';
import type { CompanyApplication } from '../../../contracts/company.ts';
import { tokenRule } from '../../http/token-scope.ts';
import { describeApi, login } from '../../test/harness.ts';

/** What an integration needs (issue 50): stable ids, the scope that matches what it reads, a 401 that says how. */
describeApi('integrations: stable ids, scopes and challenges', (env) => {
  it("names each application's applicant by user id", async () => {
    const cookie = await login(env().app, 'bedrijf@example.nl');
    const res = await env().app.inject({ url: '/api/company/applications?limit=100', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as CompanyApplication[];
    expect(items.length).toBeGreaterThan(0);
    const rows = await env()
      .db.kysely.selectFrom('applications')
      .select(['id', 'talentId'])
      .where(
        'id',
        'in',
        items.map((a) => a.id),
      )
      .execute();
    const byId = new Map(rows.map((r) => [Number(r.id), r.talentId]));
    for (const a of items) expect(a.applicantId).toBe(byId.get(a.id));
  });

  it('reads and updates applications with the vacancies scope, as the tokens screen names it', () => {
    const routes = env().app.apiRoutes.filter((r) => r.url.startsWith('/api/company/applications'));
    expect(routes.length).toBe(2);
    for (const r of routes)
      expect(tokenRule(r.method, r.url.replace(/^\/api/, ''), r.doc?.tags[0] as never)).toBe(
        r.method === 'GET' ? 'vacancies:read' : 'vacancies:write',
      );
  });

  it('answers a 401 with a WWW-Authenticate challenge', async () => {
    for (const url of ['/api/user/skills', '/api/company/applications']) {
      const res = await env().app.inject({ url });
      expect(res.statusCode, url).toBe(401);
      expect(res.headers['www-authenticate'], url).toMatch(/^Bearer/);
    }
  });
});

describeApi('integrations: an enrolment names its learner and takes the institute’s own id', (env) => {
  it('lists the learner id and e-mail, and stores, shows and clears an external id', async () => {
    const app = env().app;
    const cookie = await login(app, 'instituut@example.nl');
    const list = await app.inject({ url: '/api/institute/enrollments?limit=5', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const [first] = list.json().items as { id: number; learnerId: string; learnerEmail: string; externalId: null }[];
    const learner = await env()
      .db.kysely.selectFrom('enrollments as e')
      .innerJoin('users as u', 'u.id', 'e.userId')
      .select(['u.id', 'u.email'])
      .where('e.id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(first).toMatchObject({ learnerId: learner.id, learnerEmail: learner.email, externalId: null });
    const patch = (externalId: unknown, who = cookie) =>
      app.inject({
        method: 'PATCH',
        url: `/api/institute/enrollments/${first.id}`,
        headers: { cookie: who },
        payload: { externalId },
      });
    const set = await patch('S-2026-0042');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ id: first.id, externalId: 'S-2026-0042' });
    expect((await patch('x'.repeat(101))).statusCode).toBe(400);
    // Another institute does not see this enrolment at all.
    const other = await login(app, 'bedrijf@example.nl');
    expect((await patch('nope', other)).statusCode).toBe(403);
    expect((await patch(null)).json()).toMatchObject({ externalId: null });
  });
});
