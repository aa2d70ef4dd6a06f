import { makeFixtures } from '../authz-fixtures.ts';
import { AUTHZ_MATRIX, derivedExpect, type MatrixRow, PAST_THE_GATE, ROLES } from '../authz-matrix.ts';
import type { TestEnv } from '../harness.ts';
import type { Sessions } from './sessions.ts';

export const routeKey = (method: string, url: string) => `${method} ${url}`;

type Status = NonNullable<MatrixRow['expect']>[number];

const ENDS_SESSION = new Set(['/api/login', '/api/logout']);

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
  const registered = new Map(env.app.apiRoutes.map((r) => [routeKey(r.method, r.url), r]));
  const listed = new Set(AUTHZ_MATRIX.map((r) => routeKey(r.method, r.url)));
  const hand = AUTHZ_MATRIX.filter((r) => registered.has(routeKey(r.method, r.url))).map((row) => {
    const route = registered.get(routeKey(row.method, row.url))!;
    return { row, expect: row.expect ?? derivedExpect(route.doc!.access, route.doc!.successStatuses) };
  });
  const bare = env.app.apiRoutes
    .filter((route) => !listed.has(routeKey(route.method, route.url)))
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

/**
 * The authorization matrix (src/server/test/authz-matrix.ts): every route as every role and as
 * other owners; returns the answers that differ from the expected status.
 */
export async function matrixFailures(env: TestEnv, sessions: Sessions): Promise<string[]> {
  const f = await makeFixtures(env);
  const wrong: string[] = [];
  const call = async (role: (typeof ROLES)[number], method: string, url: string, payload?: unknown) => {
    const cookie = role === 'anonymous' ? undefined : await sessions.of(role);
    if (ENDS_SESSION.has(url) && role !== 'anonymous') sessions.forget(role);
    return env.app.inject({
      method: method as 'GET',
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      ...(cookie ? { headers: { cookie } } : {}),
    });
  };
  for (const { row, expect: expected } of rowsOf(env)) {
    for (const [i, role] of ROLES.entries()) {
      const req = (await row.request?.(f, role)) ?? {};
      const res = await call(role, row.method, req.url ?? row.url, req.payload);
      if (!matches(res.statusCode, expected[i]))
        wrong.push(
          `${routeKey(row.method, row.url)} as ${role}: ${res.statusCode}, expected ${expected[i]} (${res.body.slice(0, 80)})`,
        );
    }
    for (const c of row.cases ?? []) {
      const req = await c.request(f);
      const res = await call(c.role, row.method, req.url ?? row.url, req.payload);
      if (!matches(res.statusCode, c.status))
        wrong.push(
          `${routeKey(row.method, row.url)} as ${c.role} on ${c.what}: ${res.statusCode}, expected ${c.status} (${res.body.slice(0, 80)})`,
        );
    }
  }
  return wrong;
}
