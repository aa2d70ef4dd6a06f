import type SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, type Compilable, type CompiledQuery } from 'kysely';
import { sqliteHandles } from './connect.ts';
import type { KyselyDb } from './schema.ts';

const SENTINEL = '\u0000prepared:';

/** The column-name mapping of connect()'s CamelCasePlugin, exactly (same class, same options). */
class ColumnNames extends CamelCasePlugin {
  toCamel(name: string) {
    return this.camelCase(name);
  }
}
const columnNames = new ColumnNames();

/**
 * Runs a compiled read on the better-sqlite3 handle itself, synchronously: no connection mutex,
 * no promise chain, no per-row plugin pass (decision 161). Only outside a transaction: while one is
 * open on the single connection (another request between its statements) a read here would see
 * its uncommitted writes, so the caller then goes through Kysely, which waits for the connection.
 * Returns undefined when the direct path does not apply.
 */
function readDirect<R>(
  sqlite: SqliteDatabase.Database,
  query: CompiledQuery<R>,
  parameters: readonly unknown[],
  keys: Map<string, string>,
): R[] | undefined {
  if (sqlite.inTransaction) return undefined;
  const statement = sqlite.prepare(query.sql);
  if (!statement.reader) return undefined;
  const rows = statement.all(parameters) as Record<string, unknown>[];
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const name in row) {
      let key = keys.get(name);
      if (key === undefined) {
        key = columnNames.toCamel(name);
        keys.set(name, key);
      }
      out[key] = row[name];
    }
    return out as R;
  });
}

/**
 * A hot query of fixed shape, built and compiled by Kysely once per database handle and then run
 * with each call's values. Kysely otherwise rebuilds and recompiles the operation tree on every
 * call, which profiling showed costs several times the SQLite lookup itself on the request path
 * (decision 155). `build` receives one placeholder per parameter name; it must use each one as a
 * plain value (a `where` operand, not a table name or a list) so its position in the compiled
 * parameters can be found and replaced.
 */
export function prepared<P extends string, R>(
  names: readonly P[],
  build: (db: KyselyDb, params: Record<P, string>) => Compilable<R>,
) {
  const compiledFor = new WeakMap<
    KyselyDb,
    { query: CompiledQuery<R>; slots: (P | null)[]; keys: Map<string, string> }
  >();
  return async (db: KyselyDb, values: Record<P, unknown>): Promise<R[]> => {
    let entry = compiledFor.get(db);
    if (!entry) {
      const placeholders = Object.fromEntries(names.map((n) => [n, `${SENTINEL}${n}`])) as Record<P, string>;
      const query = build(db, placeholders).compile();
      const slots = query.parameters.map((p) =>
        typeof p === 'string' && p.startsWith(SENTINEL) ? (p.slice(SENTINEL.length) as P) : null,
      );
      const missing = names.filter((n) => !slots.includes(n));
      if (missing.length > 0)
        throw new Error(`prepared: parameter(s) ${missing.join(', ')} not used as values`);
      entry = { query, slots, keys: new Map() };
      compiledFor.set(db, entry);
    }
    const { query, slots, keys } = entry;
    const parameters = query.parameters.map((p, i) => {
      const slot = slots[i];
      return slot === null ? p : values[slot];
    });
    const sqlite = sqliteHandles.get(db);
    const direct = sqlite && readDirect(sqlite, query, parameters, keys);
    if (direct) return direct;
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
