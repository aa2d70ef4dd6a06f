import { type RawBuilder, sql } from 'kysely';
import { searchTokens } from '../../../domain/catalogue/search.ts';
import type { Engine } from '../../db/connect.ts';

/**
 * The full-text part of a catalogue search on either engine (decision 070). The query's words come
 * from `searchTokens` (letters and digits only), so no quote, operator or wildcard reaches the
 * engine; every word must match, as a prefix, in the title or the description.
 */
export interface CatalogueSearch {
  /** The query had no letter or digit: nothing matches. */
  empty: boolean;
  /** SQLite: a derived table (id, score) of the matches, joined on the course id. */
  joinTable?: ReturnType<RawBuilder<{ id: number; score: number }>['as']>;
  /** PostgreSQL: a condition on the course row. */
  condition?: RawBuilder<boolean>;
  /** Best match first (title words weigh more than description words). */
  orderBy: RawBuilder<number>;
}

export function catalogueSearch(engine: Engine, query: string): CatalogueSearch {
  const tokens = searchTokens(query);
  if (tokens.length === 0) return { empty: true, orderBy: sql`0` };
  if (engine === 'sqlite') {
    const match = tokens.map((t) => `"${t}"*`).join(' ');
    return {
      empty: false,
      // bm25: lower is better; the title column weighs 10× the text column.
      joinTable: sql<{ id: number; score: number }>`(select rowid as id, bm25(courses_fts, 10.0, 1.0) as score
        from courses_fts where courses_fts match ${match})`.as('s'),
      orderBy: sql<number>`s.score`,
    };
  }
  // Per word: its prefix as written ('simple': stop words too) or as a Dutch stem ('dutch').
  const words = tokens.map(
    (t) => sql`(to_tsquery('simple'::regconfig, ${`${t}:*`}) || to_tsquery('dutch'::regconfig, ${`${t}:*`}))`,
  );
  const tsquery = sql.join(words, sql` && `);
  return {
    empty: false,
    condition: sql<boolean>`c.search_vector @@ (${tsquery})`,
    orderBy: sql<number>`-ts_rank(c.search_vector, ${tsquery})`,
  };
}
