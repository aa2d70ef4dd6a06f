import { expect, it } from 'vitest';
import { DEMO } from '../test/accounts.ts';
import { makeFixtures } from '../test/authz-fixtures.ts';
import { AUTHZ_MATRIX, type MatrixRole, ROLES } from '../test/authz-matrix.ts';
import { describeApi, login, type TestEnv } from '../test/harness.ts';

const key = (method: string, url: string) => `${method} ${url}`;

/** One session per role, made again after a route that ends sessions (login rotates, logout ends). */
const sessions = new Map<MatrixRole, string>();
const ENDS_SESSION = new Set(['/api/login', '/api/logout']);

async function call(env: TestEnv, role: MatrixRole, method: string, url: string, payload?: unknown) {
  let cookie = sessions.get(role);
  if (role !== 'anonymous' && !cookie) {
    cookie = await login(env.app, DEMO[role]);
    sessions.set(role, cookie);
  }
  if (ENDS_SESSION.has(url)) sessions.delete(role);
  const res = await env.app.inject({
    method: method as 'GET',
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    ...(cookie ? { headers: { cookie } } : {}),
  });
  return res;
}

const matches = (status: number, expected: number | number[]) =>
  Array.isArray(expected) ? expected.includes(status) : status === expected;

describeApi('authorization matrix (issue 13)', (env) => {
  it('lists every registered API route, and only those', () => {
    const registered = env().app.apiRoutes.map((r) => key(r.method, r.url));
    const listed = AUTHZ_MATRIX.map((r) => key(r.method, r.url));
    expect(
      registered.filter((r) => !listed.includes(r)),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      listed.filter((r) => !registered.includes(r)),
      'matrix rows without a route',
    ).toEqual([]);
    expect(new Set(listed).size, 'duplicate matrix rows').toBe(listed.length);
  });

  it('answers every route with the expected status for every role and other owners', async () => {
    sessions.clear();
    const f = await makeFixtures(env());
    const wrong: string[] = [];
    for (const row of AUTHZ_MATRIX) {
      for (const [i, role] of ROLES.entries()) {
        const req = (await row.request?.(f, role)) ?? {};
        const res = await call(env(), role, row.method, req.url ?? row.url, req.payload);
        if (!matches(res.statusCode, row.expect[i])) {
          wrong.push(
            `${key(row.method, row.url)} as ${role}: ${res.statusCode}, expected ${row.expect[i]} (${res.body.slice(0, 80)})`,
          );
        }
      }
      for (const c of row.cases ?? []) {
        const req = await c.request(f);
        const res = await call(env(), c.role, row.method, req.url ?? row.url, req.payload);
        if (!matches(res.statusCode, c.status)) {
          wrong.push(
            `${key(row.method, row.url)} as ${c.role} on ${c.what}: ${res.statusCode}, expected ${c.status} (${res.body.slice(0, 80)})`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);
});
