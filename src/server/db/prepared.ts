import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.ts';

type Db = Kysely<Database>;
const SENTINEL = '\u0000prepared:';

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
  build: (db: Db, params: Record<P, string>) => Compilable<R>,
) {
  const compiledFor = new WeakMap<Db, { query: CompiledQuery<R>; slots: (P | null)[] }>();
  return async (db: Db, values: Record<P, unknown>): Promise<R[]> => {
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
      entry = { query, slots };
      compiledFor.set(db, entry);
    }
    const { query, slots } = entry;
    const parameters = query.parameters.map((p, i) => {
      const slot = slots[i];
      return slot === null ? p : values[slot];
    });
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
