import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type CursorKey,
  cursorValueValid,
  encodeCursor,
  PAGE_DEFAULT_LIMIT,
  type Page,
} from '../../contracts/common.ts';
import { FIELD_MESSAGES } from '../../contracts/messages/common.ts';
import { invalidField } from './errors.ts';

/**
 * Keyset paging of every list route (decision 360). A list is ordered by one or more sort columns
 * and ends with a unique id as tie-break; the cursor is that key of the page's last row
 * (base64url JSON, contracts/common.ts). The next page is "the rows after that key" in the same
 * order, so rows added or removed meanwhile neither repeat nor get skipped, and no OFFSET is scanned.
 */

type KeyType = 'string' | 'number';

const CURSOR_MISMATCH = FIELD_MESSAGES['field.invalid_cursor'];

/**
 * The decoded cursor checked against the list's key shape (the types of its values, in order): a
 * cursor of another list is a 400 validation problem, like any bad query value. Each value is held
 * to the codec's one rule again (contracts/common.ts `cursorValueValid`: whole numbers in the range
 * of an SQL integer key, texts without NUL or other control characters, bounded), so a key that
 * reaches `keyset()` can never be an SQL error on either engine (issue 47).
 */
export function cursorKey(cursor: CursorKey | undefined, shape: readonly KeyType[]): CursorKey | undefined {
  if (cursor === undefined) return undefined;
  if (cursor.length !== shape.length || cursor.some((v, i) => typeof v !== shape[i] || !cursorValueValid(v)))
    throw badCursor();
  return cursor;
}

/** The 400 validation problem of a cursor this list did not write. */
export const badCursor = () => invalidField('query', 'cursor', CURSOR_MISMATCH);

/** The page's size: the query's `limit` or the API's default. */
export const pageSize = (limit: number | undefined) => limit ?? PAGE_DEFAULT_LIMIT;

/**
 * The page from rows read with `keyset` (up to limit + 1): `nextCursor` is the last item's key when
 * a row beyond the page exists, and then the answer carries `Link: <…>; rel="next"`.
 */
export function finishPage<R, T = R>(
  request: FastifyRequest,
  reply: FastifyReply,
  rows: readonly R[],
  limit: number,
  keyOf: (row: R) => CursorKey,
  map?: (row: R) => T,
): Page<T> {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const nextCursor = more ? encodeCursor(keyOf(kept[kept.length - 1])) : null;
  if (nextCursor) reply.header('Link', nextLink(request.url, nextCursor));
  return { items: map ? kept.map(map) : (kept as unknown as T[]), nextCursor };
}

/** `<path?query with cursor=next>; rel="next"`, relative to the request (RFC 8288 § 3.2). */
export function nextLink(requestUrl: string, nextCursor: string): string {
  const url = new URL(requestUrl, 'http://x');
  url.searchParams.set('cursor', nextCursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

/**
 * The same answer for a list that is bounded by its owner and built whole in memory (a user's own
 * skills, sessions, documents; an institute's course runs): kept in the store's order and cut into
 * pages. The cursor holds the last item's position and id (`row.id` unless `idOf` says otherwise);
 * the next page starts after that id, or after that position when the item is gone meanwhile.
 */
export function pageInMemory<R extends { id: string | number }>(
  request: FastifyRequest,
  reply: FastifyReply,
  rows: readonly R[],
): Page<R>;
export function pageInMemory<R>(
  request: FastifyRequest,
  reply: FastifyReply,
  rows: readonly R[],
  idOf: (row: R) => string | number,
): Page<R>;
export function pageInMemory<R>(
  request: FastifyRequest,
  reply: FastifyReply,
  rows: readonly R[],
  idOf: (row: R) => string | number = (row) => (row as { id: string | number }).id,
): Page<R> {
  // Every list route declares `pageQuery` (docs.test.ts checks it), so the query is validated.
  const query = request.query as { limit?: number; cursor?: CursorKey };
  const limit = pageSize(query.limit);
  let start = 0;
  if (query.cursor) {
    const [position, id] = query.cursor;
    const valid =
      query.cursor.length === 2 &&
      typeof position === 'number' &&
      cursorValueValid(position) &&
      cursorValueValid(id);
    if (!valid) throw badCursor();
    const found = rows.findIndex((r) => idOf(r) === id);
    start = found >= 0 ? found + 1 : position + 1;
  }
  const rest = rows.slice(start, start + limit + 1);
  return finishPage(request, reply, rest, limit, (r) => [start + rest.indexOf(r), idOf(r)]);
}

/** The headers of a finished page kept in an answer cache: its Link when there is a next page. */
export const pageHeaders = (request: FastifyRequest, page: Page<unknown>): Record<string, string> =>
  page.nextCursor ? { Link: nextLink(request.url, page.nextCursor) } : {};

/**
 * The rows made or changed at or after `since` (a list's `updatedSince`, contracts/common.ts
 * syncQuery); every row when it is not given.
 */
export function changedSince<R>(
  rows: readonly R[],
  since: string | undefined,
  at: (row: R) => string,
): readonly R[] {
  if (!since) return rows;
  const t = Date.parse(since);
  return rows.filter((r) => Date.parse(at(r)) >= t);
}
