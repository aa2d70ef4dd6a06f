import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { CursorKey } from '../../contracts/common.ts';

/**
 * The SQL of keyset paging (decision 360; the HTTP side is http/paging.ts): a list ordered by its
 * sort columns with a unique id as tie-break, read from just after the cursor's key.
 */

/**
 * One sort column of a keyset: its SQL reference (`u.email`) or an expression of the row (`case when
 * r.handled_at is null then 0 else 1 end`: a list that shows open items first), and direction.
 */
export type KeyColumn = readonly [column: string | Expression<unknown>, direction: 'asc' | 'desc'];

const refOf = (c: KeyColumn[0]) => (typeof c === 'string' ? sql.ref(c) : c);

/** `(a, b) after (va, vb)` for mixed directions: `a > va OR (a = va AND b > vb)` (`<` for desc). */
function afterKey(columns: readonly KeyColumn[], key: CursorKey): Expression<SqlBool> {
  const branches = columns.map((_, i) => {
    const equal = columns.slice(0, i).map(([c], j) => sql`${refOf(c)} = ${key[j]}`);
    const [c, dir] = columns[i];
    const beyond = dir === 'asc' ? sql`${refOf(c)} > ${key[i]}` : sql`${refOf(c)} < ${key[i]}`;
    return sql`(${sql.join([...equal, beyond], sql` and `)})`;
  });
  return sql<SqlBool>`(${sql.join(branches, sql` or `)})`;
}

/**
 * Orders a query by the keyset, starts after the cursor's key and reads one row more than the page
 * (that row only tells whether a next page exists; `finishPage` drops it).
 */
// biome-ignore lint/suspicious/noExplicitAny: any query builder, whatever its tables and selection
export function keyset<QB extends SelectQueryBuilder<any, any, any>>(
  qb: QB,
  columns: readonly KeyColumn[],
  after: CursorKey | undefined,
  limit: number,
): QB {
  let q = qb;
  if (after) q = q.where(afterKey(columns, after)) as QB;
  for (const [c, dir] of columns) q = q.orderBy(refOf(c), dir) as QB;
  return q.limit(limit + 1) as QB;
}
