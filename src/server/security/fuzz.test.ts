import fc from 'fast-check';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { DEMO } from '../test/accounts.ts';
import { fromContract, pathValue } from '../test/fuzz-arbitraries.ts';
import { describeApi, login, type TestEnv } from '../test/harness.ts';

/** Tables a refused request may still write: the record of a failed login and the rate counters. */
const MAY_WRITE_ON_4XX = new Set([
  'login_failures',
  'rate_limit_counters',
  'kysely_migration',
  'kysely_migration_lock',
]);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

async function tableNames(env: TestEnv): Promise<string[]> {
  const rows =
    env.engine === 'postgres'
      ? await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
          env.db.kysely,
        )
      : await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
          env.db.kysely,
        );
  return rows.rows.map((r) => r.name).filter((n) => !MAY_WRITE_ON_4XX.has(n));
}

/** Row count and a cheap content fingerprint of every table, in one query. */
async function snapshot(env: TestEnv, tables: string[]): Promise<string> {
  const parts = tables.map((t) => `(select count(*) from ${t}) as "${t}"`).join(', ');
  const { rows } = await sql.raw(`select ${parts}`).execute(env.db.kysely);
  return JSON.stringify(rows[0]);
}

describeApi('input fuzzing over every route', (env) => {
  it('never answers ≥ 500 and writes nothing when it answers 4xx', async () => {
    const { app } = env();
    const tables = await tableNames(env());
    const cookies: (string | undefined)[] = [
      undefined,
      await login(app, DEMO.talent),
      await login(app, DEMO.company),
      await login(app, DEMO.institute),
      await login(app, DEMO.admin),
      await login(app, DEMO.superadmin),
    ];
    const routes = app.apiRoutes.filter((r) => r.url !== '/api/logout');
    const failures: string[] = [];
    // The state after a refused request equals the state before it (or the property fails): it
    // stands as the next request's "before", so only a request that was accepted costs a new count.
    let known: string | undefined;
    for (const route of routes) {
      const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      await fc
        .assert(
          fc.asyncProperty(
            fc.tuple(...names.map(() => pathValue)),
            fromContract(route.doc?.query),
            fromContract(route.doc?.body),
            fc.constantFrom(...cookies),
            async (params, query, body, cookie) => {
              let url = route.url;
              names.forEach((n, i) => {
                url = url.replace(`:${n}`, encodeURIComponent(params[i] as string));
              });
              const qs =
                query && typeof query === 'object' && !Array.isArray(query)
                  ? new URLSearchParams(
                      Object.entries(query as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
                    ).toString()
                  : '';
              const before = known ?? (await snapshot(env(), tables));
              known = undefined;
              const res = await app.inject({
                method: route.method as 'GET',
                url: qs ? `${url}?${qs}` : url,
                ...(route.method !== 'GET' && body !== undefined
                  ? {
                      payload: JSON.stringify(body) ?? 'null',
                      headers: { 'content-type': 'application/json' },
                    }
                  : {}),
                ...(cookie ? { cookies: { sid: cookie.split('=')[1] } } : {}),
              });
              if (res.statusCode >= 500) {
                failures.push(`${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
                return false;
              }
              // An error quotes at most a short excerpt of the input.
              if (res.statusCode >= 400 && res.body.length > 3000) {
                failures.push(
                  `${route.method} ${url} → ${res.statusCode} echoed ${res.body.length} characters`,
                );
                return false;
              }
              if (res.statusCode >= 400) {
                const after = await snapshot(env(), tables);
                if (after !== before) {
                  failures.push(`${route.method} ${url} → ${res.statusCode} wrote to the database`);
                  return false;
                }
                known = after;
              }
              return true;
            },
          ),
          { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 2026) },
        )
        .catch((err: Error) => failures.push(`${route.method} ${route.url}: ${err.message.split('\n')[0]}`));
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
