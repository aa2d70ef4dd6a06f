import { type RawBuilder, sql } from 'kysely';
import { searchTokens } from '../../../domain/catalogue/search.ts';
import type { Engine } from '../../db/connect.ts';
import { parseStringList } from '../../db/json.ts';
import type { KyselyDb } from '../../db/schema.ts';

/**
 * Catalogue search on either engine (decision 070). The query's words come from `searchTokens`
 * (letters and digits only), so no quote, operator or wildcard reaches the engine; every word
 * must match, as a prefix, in the title or the description. Order (decision 072): courses whose
 * title holds every word first, then the others; by id within each group. Both groups stream from
 * the index in id order, so a page never scores every match.
 */
export type SearchTier = 'title' | 'rest' | 'all';

export interface CatalogueSearch {
  /** No letter or digit in the query: nothing matches. */
  empty: boolean;
  /** The matching course ids of one group, in id order, as a query on `courses as c`. */
  from(db: KyselyDb, tier: SearchTier): MatchQuery;
}

/** The matching courses of one tier, with the courses row as `c`; callers add filters and paging. */
export function catalogueSearch(engine: Engine, query: string): CatalogueSearch {
  const tokens = searchTokens(query);
  if (tokens.length === 0) return { empty: true, from: () => never() };
  return engine === 'sqlite' ? sqliteSearch(tokens) : postgresSearch(tokens);
}

function never(): never {
  throw new Error('empty search');
}

const ftsQueries = (tokens: string[]) => {
  const all = tokens.map((t) => `"${t}"*`).join(' ');
  const title = `{search_title} : (${all})`;
  return { all, title, rest: `(${all}) NOT (${title})` } satisfies Record<SearchTier, string>;
};

/** SQLite: the FTS5 index drives the join, in rowid (= course id) order. */
function sqliteSearch(tokens: string[]): CatalogueSearch {
  const match = ftsQueries(tokens);
  return {
    empty: false,
    from: (db, tier) =>
      db
        .selectFrom('coursesFts as f')
        .innerJoin('courses as c', 'c.id', 'f.rowid')
        .where(sql<boolean>`courses_fts match ${match[tier]}`)
        .select('c.id')
        .orderBy('f.rowid') as unknown as MatchQuery,
  };
}

/** PostgreSQL: the generated tsvector; title words carry weight A. */
function postgresSearch(tokens: string[]): CatalogueSearch {
  // Per word: its prefix as written ('simple': stop words too) or as a Dutch stem ('dutch').
  const words = (weight: string) =>
    sql.join(
      tokens.map(
        (t) =>
          sql`(to_tsquery('simple'::regconfig, ${`${t}:*${weight}`}) || to_tsquery('dutch'::regconfig, ${`${t}:*${weight}`}))`,
      ),
      sql` && `,
    );
  const all = sql<boolean>`c.search_vector @@ (${words('')})`;
  const title = sql<boolean>`c.search_vector @@ (${words('A')})`;
  // Two conditions rather than one `a && !!b` query: PostgreSQL estimates each well and then walks
  // the id index, stopping after a page, where a negated tsquery looks rare and scans every match.
  const conditions: Record<SearchTier, RawBuilder<boolean>> = {
    all,
    title,
    rest: sql<boolean>`${all} and not ${title}`,
  };
  return {
    empty: false,
    from: (db, tier) => db.selectFrom('courses as c').where(conditions[tier]).select('c.id').orderBy('c.id'),
  };
}

export type MatchQuery = ReturnType<typeof postgresMatch>;
const postgresMatch = (db: KyselyDb) => db.selectFrom('courses as c').select('c.id').orderBy('c.id');

/**
 * Runs `fn` so that PostgreSQL walks the id index for a search matching very many courses: its
 * estimate for prefix queries is far too low, so it would collect and sort every match instead of
 * stopping after one page. Planner settings are local to the transaction. SQLite streams anyway.
 */
export function walkInIdOrder(db: KyselyDb, engine: Engine) {
  return <T>(fn: (d: KyselyDb) => Promise<T>): Promise<T> =>
    engine === 'postgres'
      ? db.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          await sql`set local enable_bitmapscan = off`.execute(trx);
          return fn(trx);
        })
      : fn(db);
}

/**
 * The Coach's course candidates (decision 435): for each word, the first active courses the
 * catalogue search finds (title matches first), with what an answer names — price, institute, the
 * next run's start on or after `today` and the day the course last changed. The Coach ranks them.
 */
export async function courseCandidates(
  db: KyselyDb,
  engine: Engine,
  words: readonly string[],
  today: string,
  perWord = 20,
) {
  const ids = new Set<number>();
  for (const word of words.slice(0, 4)) {
    const search = catalogueSearch(engine, word);
    if (search.empty) continue;
    for (const tier of ['title', 'rest'] as const) {
      const rows = await walkInIdOrder(
        db,
        engine,
      )((d) =>
        search
          .from(d, tier)
          .where('c.isActive', '=', 1)
          .where('c.status', '=', 'active')
          .limit(perWord)
          .execute(),
      );
      for (const r of rows) ids.add(Number(r.id));
      if (rows.length >= perWord) break;
    }
  }
  if (ids.size === 0) return [];
  const courses = await db
    .selectFrom('courses as c')
    .leftJoin('users as u', 'u.id', 'c.instituteId')
    .select(['c.id', 'c.title', 'c.skills', 'c.priceCents', 'c.updatedAt', 'u.instituteName'])
    .where('c.id', 'in', [...ids])
    .execute();
  const runs = await db
    .selectFrom('courseRuns')
    .select(['courseId', (eb) => eb.fn.min('startDate').as('nextStart')])
    .where('courseId', 'in', [...ids])
    .where('startDate', '>=', today)
    .groupBy('courseId')
    .execute();
  const next = new Map(runs.map((r) => [Number(r.courseId), String(r.nextStart).slice(0, 10)]));
  return courses.map((c) => ({
    id: Number(c.id),
    title: c.title,
    skills: parseStringList(c.skills),
    instituteName: c.instituteName ?? null,
    priceCents: Number(c.priceCents),
    nextStart: next.get(Number(c.id)) ?? null,
    updatedOn: String(c.updatedAt).slice(0, 10),
  }));
}
