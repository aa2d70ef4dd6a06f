import { useCallback, useEffect, useState } from 'react';
import { type CatalogueFilters, type CatalogueResults, cataloguePageUrl } from '../features/courses/index.ts';
import type { ApiAnswer } from '../lib/api.ts';
import { readBootAnswer } from '../lib/boot.ts';
import { getJson } from '../lib/public-get.ts';

type CataloguePage = ApiAnswer<'get', '/api/courses'>;

interface Loaded {
  /** The filters' first-page URL these pages belong to. */
  key: string;
  pages: CataloguePage[];
  error: unknown;
  /** What is being asked: the first page, the next one, or nothing. */
  busy: 'first' | 'next' | null;
}

/**
 * The catalogue's results for the public pages' client (decision 500): the first page without
 * filters from the HTML's embedded answer (so the first render is the server's), every other page
 * asked with `fetch`, 24 cards at a time by cursor, as the app's `catalogueQuery` asks them.
 */
export function usePublicCatalogue(filters: CatalogueFilters): CatalogueResults {
  const key = cataloguePageUrl(filters, null);
  const [state, setState] = useState<Loaded>(() => {
    const embedded = readBootAnswer<CataloguePage>(key);
    return embedded?.status === 200 && embedded.body
      ? { key, pages: [embedded.body], error: null, busy: null }
      : { key, pages: [], error: null, busy: 'first' };
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the key: the same key, the same request
  const load = useCallback(
    (cursor: string | null, signal?: AbortSignal) => {
      setState((s) => (s.key === key ? { ...s, busy: cursor ? 'next' : 'first', error: null } : s));
      getJson<CataloguePage>(cataloguePageUrl(filters, cursor), signal).then(
        (page) =>
          setState((s) => {
            if (cursor && s.key !== key) return s;
            return { key, pages: cursor ? [...s.pages, page] : [page], error: null, busy: null };
          }),
        (error: unknown) => {
          if (signal?.aborted) return;
          setState((s) => ({ ...(s.key === key ? s : { key, pages: [] }), error, busy: null }));
        },
      );
    },
    [key],
  );

  // New filters: their first page (the cards already there stay until it comes); the embedded
  // first page needs no request.
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per key, not again when the answer arrives
  useEffect(() => {
    if (state.key === key && state.pages.length > 0) return;
    const controller = new AbortController();
    load(null, controller.signal);
    return () => controller.abort();
  }, [key]);

  const current = state.key === key ? state : null;
  const pages = current?.pages ?? [];
  const last = pages.at(-1);
  return {
    courses: pages.flatMap((p) => p.items),
    total: pages[0]?.total ?? 0,
    isPending: pages.length === 0 && !current?.error,
    isError: Boolean(current?.error),
    error: current?.error ?? null,
    isFetching: current?.busy != null || state.key !== key,
    hasNextPage: Boolean(last?.nextCursor),
    isFetchingNextPage: current?.busy === 'next',
    fetchNextPage: () => last?.nextCursor && load(last.nextCursor),
    refetch: () => load(null),
  };
}
