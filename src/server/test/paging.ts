import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { encodeCursor, PAGE_MAX_LIMIT } from '../../contracts/common.ts';

/** A GET of a URL (path and query) as the caller of a test makes it. */
type Get = (url: string) => Promise<LightMyRequestResponse>;

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

/**
 * Every item of a list route read page by page (`limit=1` unless `size` says, then each page's
 * `nextCursor`), checked on the way: the page shape, `size` items per page but the last, and the
 * Link header that names the next page exactly when there is one (decision 360). The caller
 * compares it with the whole list. A list whose every page costs the whole list (a ranking) is
 * walked in larger pages; `each` adds a route's own checks of every page.
 */
export async function walkPages(
  get: Get,
  url: string,
  { size = 1, each }: { size?: number; each?: (res: LightMyRequestResponse, url: string) => unknown } = {},
): Promise<unknown[]> {
  const items: unknown[] = [];
  let next = withQuery(url, `limit=${size}`);
  for (let pages = 0; pages < 1000; pages++) {
    const res = await get(next);
    expect(res.statusCode, next).toBe(200);
    await each?.(res, next);
    const page = res.json() as { items: unknown[]; nextCursor: string | null };
    expect(Object.keys(page).sort(), next).toEqual(['items', 'nextCursor']);
    items.push(...page.items);
    if (page.nextCursor === null) {
      expect(page.items.length, next).toBeLessThanOrEqual(size);
      expect(res.headers.link, next).toBeUndefined();
      return items;
    }
    expect(page.items, next).toHaveLength(size);
    next = withQuery(url, `limit=${size}&cursor=${page.nextCursor}`);
    expect(res.headers.link, next).toBe(`<${next}>; rel="next"`);
  }
  throw new Error(`${url}: no last page after 1000 pages`);
}

/** Every item of a list route, read in the largest pages (`limit=200`) by `nextCursor`. */
export async function readAll(get: Get, url: string): Promise<unknown[]> {
  const items: unknown[] = [];
  let next: string | null = withQuery(url, `limit=${PAGE_MAX_LIMIT}`);
  while (next) {
    const res = await get(next);
    expect(res.statusCode, next).toBe(200);
    const page = res.json() as { items: unknown[]; nextCursor: string | null };
    items.push(...page.items);
    next = page.nextCursor && withQuery(url, `limit=${PAGE_MAX_LIMIT}&cursor=${page.nextCursor}`);
  }
  return items;
}

/** A cursor that does not decode, and one of another list's shape: each a 400 on field `cursor`. */
export async function expectBadCursors(get: Get, url: string): Promise<void> {
  for (const cursor of ['garbage!', encodeCursor(['x'])]) {
    const res = await get(withQuery(url, `cursor=${encodeURIComponent(cursor)}`));
    expect(res.statusCode, cursor).toBe(400);
    expect(res.json().errors, cursor).toEqual([expect.objectContaining({ in: 'query', field: 'cursor' })]);
  }
}
