import type { RegisteredRoute } from '../../http/route-registry.ts';
import { makeFixtures } from '../authz-fixtures.ts';
import {
  derivedExpect,
  MATRIX_EXCEPTIONS,
  type MatrixException,
  type MatrixRole,
  PAST_THE_GATE,
  ROLES,
  type Status,
} from '../authz-matrix.ts';
import type { TestEnv } from '../harness.ts';
import { knowsIds, pathFor, ValidInputs } from './matrix-requests.ts';
import type { Sessions } from './sessions.ts';

export const routeKey = (method: string, url: string) => `${method} ${url}`;

const ENDS_SESSION = new Set(['/api/login', '/api/logout']);
const REFUSED = new Set<Status>([401, 403]);

const matches = (status: number, expected: Status) =>
  expected === PAST_THE_GATE
    ? status !== 401 && status !== 403 && status < 500
    : Array.isArray(expected)
      ? expected.includes(status)
      : status === expected;

/** How many (route, role) and case answers the walk checks, by how exactly. */
export interface MatrixCounts {
  /** One status (a declared success status list of one, 401, 403, or an exception's number). */
  exact: number;
  /** Any of several statuses. */
  anyOf: number;
  /** Only past the access check (a path id the matrix has no item for). */
  pastTheGate: number;
}

/**
 * The authorization matrix (src/server/test/authz-matrix.ts): every registered route, in the order
 * registered, as every role and as the exceptions' other owners; returns the answers that differ
 * from the expected status, and how many it checked.
 */
export async function matrixFailures(
  env: TestEnv,
  sessions: Sessions,
): Promise<{ wrong: string[]; counts: MatrixCounts }> {
  const f = await makeFixtures(env);
  const inputs = new ValidInputs();
  const exceptions = new Map(MATRIX_EXCEPTIONS.map((x) => [routeKey(x.method, x.url), x]));
  const wrong: string[] = [];
  const counts: MatrixCounts = { exact: 0, anyOf: 0, pastTheGate: 0 };
  const check = (status: number, expected: Status, what: string, body: string) => {
    const kind =
      expected === PAST_THE_GATE
        ? 'pastTheGate'
        : Array.isArray(expected) && expected.length > 1
          ? 'anyOf'
          : 'exact';
    counts[kind]++;
    if (!matches(status, Array.isArray(expected) && expected.length === 1 ? expected[0]! : expected))
      wrong.push(`${what}: ${status}, expected ${expected} (${body.slice(0, 80)})`);
  };
  const call = async (role: MatrixRole, method: string, url: string, payload?: unknown) => {
    const cookie = role === 'anonymous' ? undefined : await sessions.of(role);
    if (ENDS_SESSION.has(url) && role !== 'anonymous') sessions.forget(role);
    return env.app.inject({
      method: method as 'GET',
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      ...(cookie ? { headers: { cookie } } : {}),
    });
  };
  /** The request: the exception's url and body where it gives them, else generated ones. */
  const requestOf = async (
    route: RegisteredRoute,
    role: MatrixRole,
    real: boolean,
    given: { url?: string; payload?: unknown } | undefined,
    ids: MatrixException['ids'],
  ) => {
    const generated = inputs.request(route);
    const url = given?.url ?? `${await pathFor(route.url, f, role, { real, ids })}${generated.query}`;
    return { url, payload: given && 'payload' in given ? given.payload : generated.payload };
  };

  /** Runs one call; a fixture that could not be made is a failure of that call, and the walk goes on. */
  const attempt = async (what: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (err) {
      wrong.push(`${what}: ${(err as Error).message.slice(0, 200)}`);
    }
  };

  for (const route of env.app.apiRoutes) {
    const key = routeKey(route.method, route.url);
    const x = exceptions.get(key);
    const gate = derivedExpect(route.doc!.access, 0);
    const known = knowsIds(route.url) || Boolean(x?.ids);
    const expected =
      x?.expect ?? derivedExpect(route.doc!.access, known ? route.doc!.successStatuses : PAST_THE_GATE);
    for (const [i, role] of ROLES.entries()) {
      // A caller the access check refuses gets there before any item is looked up: no item is made.
      const real = !(REFUSED.has(gate[i]!) && REFUSED.has(expected[i]!));
      await attempt(`${key} as ${role}`, async () => {
        const given = real ? await x?.request?.(f, role) : undefined;
        const req = await requestOf(route, role, real, given, x?.ids);
        const res = await call(role, route.method, req.url, req.payload);
        check(res.statusCode, expected[i]!, `${key} as ${role}`, res.body);
      });
    }
    for (const c of x?.cases ?? []) {
      await attempt(`${key} as ${c.role} on ${c.what}`, async () => {
        // The case's url and body, else the row's body, else generated ones.
        const own = await c.request?.(f);
        const row = own && 'payload' in own ? undefined : await x?.request?.(f, c.role);
        const body = own && 'payload' in own ? own : row && 'payload' in row ? row : {};
        const req = await requestOf(route, c.role, true, { ...body, url: own?.url }, { ...x?.ids, ...c.ids });
        const res = await call(c.role, route.method, req.url, req.payload);
        check(res.statusCode, c.status, `${key} as ${c.role} on ${c.what}`, res.body);
      });
    }
  }
  return { wrong, counts };
}
