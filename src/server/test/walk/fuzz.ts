import fc from 'fast-check';
import { sql } from 'kysely';
import { fromContract, pathValue } from '../fuzz-arbitraries.ts';
import type { TestEnv } from '../harness.ts';
import type { DemoRole, Sessions } from './sessions.ts';

const ROLES: DemoRole[] = ['talent', 'company', 'institute', 'admin', 'superadmin'];
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

/**
 * Property-based inputs (fast-check, from the zod contracts, with hostile values) to every route as
 * every role: never a 5xx, never a long echo of the input, and a 4xx writes nothing.
 */
export async function fuzzFailures(env: TestEnv, sessions: Sessions): Promise<string[]> {
  const { app } = env;
  const tables = await tableNames(env);
  const cookies: (string | undefined)[] = [
    undefined,
    ...(await Promise.all(ROLES.map((role) => sessions.of(role)))),
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
            const before = known ?? (await snapshot(env, tables));
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
            // An outside source the caller named that cannot be read (a walk before set an
            // institute's OOAPI source): the gateway's honest answer, not a fault of this server.
            if (res.statusCode === 502 && res.json<{ code?: string }>().code === 'ooapi.source_failed')
              return true;
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
              const after = await snapshot(env, tables);
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
  return failures;
}
