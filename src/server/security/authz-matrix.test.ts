import { describe, expect, it } from 'vitest';
import { DEMO } from '../test/accounts.ts';
import { makeFixtures } from '../test/authz-fixtures.ts';
import {
  AUTHZ_MATRIX,
  derivedExpect,
  type MatrixRole,
  type MatrixRow,
  PAST_THE_GATE,
  ROLES,
} from '../test/authz-matrix.ts';
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

type Status = NonNullable<MatrixRow['expect']>[number];

const matches = (status: number, expected: Status) =>
  expected === PAST_THE_GATE
    ? status !== 401 && status !== 403 && status < 500
    : Array.isArray(expected)
      ? expected.includes(status)
      : status === expected;

/**
 * Every registered route with its expectation: the hand rows first, in their order (some make
 * what a later one uses), then a bare row for each route without one.
 */
function rowsOf(env: TestEnv): { row: MatrixRow; expect: Status[] }[] {
  const registered = new Map(env.app.apiRoutes.map((r) => [key(r.method, r.url), r]));
  const listed = new Set(AUTHZ_MATRIX.map((r) => key(r.method, r.url)));
  const hand = AUTHZ_MATRIX.filter((r) => registered.has(key(r.method, r.url))).map((row) => {
    const route = registered.get(key(row.method, row.url))!;
    return { row, expect: row.expect ?? derivedExpect(route.doc!.access, route.doc!.successStatuses) };
  });
  const bare = env.app.apiRoutes
    .filter((route) => !listed.has(key(route.method, route.url)))
    .map((route) => {
      // Path parameters get a value no record has: the answer need only be past the access check.
      const ok = route.url.includes(':') ? PAST_THE_GATE : route.doc!.successStatuses;
      const row: MatrixRow = {
        method: route.method as MatrixRow['method'],
        url: route.url,
        request: () => ({ url: route.url.replace(/:\w+/g, '0') }),
      };
      return { row, expect: derivedExpect(route.doc!.access, ok) };
    });
  return [...hand, ...bare];
}

describeApi('authorization matrix', (env) => {
  it('names only registered API routes, each once', () => {
    const registered = env().app.apiRoutes.map((r) => key(r.method, r.url));
    const listed = AUTHZ_MATRIX.map((r) => key(r.method, r.url));
    expect(
      listed.filter((r) => !registered.includes(r)),
      'matrix rows without a route',
    ).toEqual([]);
    expect(new Set(listed).size, 'duplicate matrix rows').toBe(listed.length);
  });

  it("keeps every route's declared access as reviewed (route-access.txt; `npx vitest run -u` after a deliberate change)", async () => {
    // The derived expectations follow the declaration: this listing makes widening a route's access
    // a visible, failing change instead of a silent one.
    const lines = env()
      .app.apiRoutes.map((r) => {
        const access = r.doc!.access;
        return `${key(r.method, r.url)}  ${typeof access === 'string' ? access : access.join(' | ')}`;
      })
      .sort();
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./route-access.txt');
  });

  it('answers every route with the expected status for every role and other owners', async () => {
    sessions.clear();
    const f = await makeFixtures(env());
    const wrong: string[] = [];
    for (const { row, expect: expected } of rowsOf(env())) {
      for (const [i, role] of ROLES.entries()) {
        const req = (await row.request?.(f, role)) ?? {};
        const res = await call(env(), role, row.method, req.url ?? row.url, req.payload);
        if (!matches(res.statusCode, expected[i])) {
          wrong.push(
            `${key(row.method, row.url)} as ${role}: ${res.statusCode}, expected ${expected[i]} (${res.body.slice(0, 80)})`,
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

describe('the expectation derived from a route’s access', () => {
  it('refuses every role without the permission, and anonymous callers unless public', () => {
    expect(derivedExpect('courses.createOwn', 201)).toEqual([401, 403, 403, 201, 403, 201]);
    expect(derivedExpect(['vacancies.createOwn', 'platform.administer'], 200)).toEqual([
      401, 403, 200, 403, 200, 200,
    ]);
    expect(derivedExpect('signedIn', 204)).toEqual([401, 204, 204, 204, 204, 204]);
    expect(derivedExpect('public', 200)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('takes a role’s permissions from src/domain/roles.ts', () => {
    expect(derivedExpect('assessment.take', 200)[ROLES.indexOf('talent')]).toBe(200);
    expect(derivedExpect('assessment.take', 200)[ROLES.indexOf('company')]).toBe(403);
  });
});
