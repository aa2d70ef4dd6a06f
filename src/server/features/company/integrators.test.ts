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
