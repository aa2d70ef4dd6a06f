import { infiniteQueryOptions } from '@tanstack/react-query';
import { PAGE_MAX_LIMIT, type Page } from '../../contracts/common.ts';
import { apiJson } from './api.ts';

/** `url` with `limit` and (when given) `cursor` set. */
export function pageUrl(url: string, cursor: string | null, limit?: number): string {
  const [path, search = ''] = url.split('?');
  const params = new URLSearchParams(search);
  if (limit) params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  else params.delete('cursor');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Every item of a list route, following `nextCursor` page by page (decision 360). For a screen that
 * needs the whole list at once (a choice list, a count); a screen that shows a long list uses
 * `pagedListQuery` and "Meer laden" instead.
 */
export async function allItems<T>(url: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    // The first page is the plain URL (the one a first load may have embedded, decision 158);
    // the rest come in the largest pages.
    const next = cursor ? pageUrl(url, cursor, PAGE_MAX_LIMIT) : url;
    const page: Page<T> = await apiJson<Page<T>>('GET', next);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/**
 * A list route as an infinite query: one page at a time, `fetchNextPage()` behind "Meer laden".
 * The key starts with the URL, so invalidating the URL refreshes it like any other query.
 */
export const pagedListQuery = <T>(url: string, limit?: number) =>
  infiniteQueryOptions({
    queryKey: [url, 'pages'],
    queryFn: ({ pageParam }) => apiJson<Page<T>>('GET', pageUrl(url, pageParam, limit)),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<T>) => last.nextCursor,
  });
