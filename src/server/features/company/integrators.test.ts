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
    const [first] = list.json().items as {
      id: number;
      learnerId: string;
      learnerEmail: string;
      externalId: null;
    }[];
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

describeApi('integrations: lists an integration syncs take updatedSince', (env) => {
  it('gives only what changed at or after the moment, and refuses a malformed one', async () => {
    const app = env().app;
    const company = await login(app, 'bedrijf@example.nl');
    const institute = await login(app, 'instituut@example.nl');
    const lists = [
      { url: '/api/company/applications', cookie: company },
      { url: '/api/company/vacancies', cookie: company },
      { url: '/api/company/employees', cookie: company },
      { url: '/api/company/employee-invitations', cookie: company },
      { url: '/api/institute/courses', cookie: institute },
      { url: '/api/institute/enrollments', cookie: institute },
    ];
    const get = async (url: string, cookie: string) => {
      const res = await app.inject({ url, headers: { cookie } });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json().items as unknown[];
    };
    for (const { url, cookie } of lists) {
      const all = await get(`${url}?limit=100`, cookie);
      expect(all.length, url).toBeGreaterThan(0);
      expect(await get(`${url}?limit=100&updatedSince=2000-01-01T00:00:00Z`, cookie)).toHaveLength(
        all.length,
      );
      expect(await get(`${url}?limit=100&updatedSince=2999-01-01T00:00:00Z`, cookie)).toEqual([]);
      const bad = await app.inject({ url: `${url}?updatedSince=gisteren`, headers: { cookie } });
      expect(bad.statusCode, url).toBe(400);
    }
    // A change made now is in the next sync; what did not change is not.
    const before = new Date(Date.now() - 1000).toISOString();
    const [course] = (await get('/api/institute/courses?limit=1', institute)) as { id: number }[];
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/courses/${course.id}`,
      headers: { cookie: institute },
      payload: { title: 'Gewijzigd voor de koppeling' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const changed = (await get(`/api/institute/courses?limit=100&updatedSince=${before}`, institute)) as {
      id: number;
    }[];
    expect(changed.map((c) => c.id)).toEqual([course.id]);
  });
});

describeApi('integrations: employees page like every list', (env) => {
  it('pages the employees by cursor with a Link header, and the open invitations in their own list', async () => {
    const app = env().app;
    const company = await login(app, 'bedrijf@example.nl');
    const seen: string[] = [];
    let url: string | null = '/api/company/employees?limit=2';
    while (url) {
      const res = await app.inject({ url, headers: { cookie: company } });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { items: { id: string }[]; nextCursor: string | null };
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...body.items.map((e) => e.id));
      if (body.nextCursor) {
        expect(res.headers.link).toBe(
          `</api/company/employees?limit=2&cursor=${body.nextCursor}>; rel="next"`,
        );
        url = `/api/company/employees?limit=2&cursor=${body.nextCursor}`;
      } else {
        expect(res.headers.link).toBeUndefined();
        url = null;
      }
    }
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
    const bad = await app.inject({ url: '/api/company/employees?cursor=abc', headers: { cookie: company } });
    expect(bad.statusCode).toBe(400);
    const invited = await app.inject({
      url: '/api/company/employee-invitations?limit=1',
      headers: { cookie: company },
    });
    expect(invited.json()).toMatchObject({ items: [{ name: null }], nextCursor: null });
  });
});
