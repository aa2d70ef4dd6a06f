import { QueryClient } from '@tanstack/react-query';
import { subscribeLanguage } from '../i18n/index.ts';
import { getQueryFn } from './api.ts';

/**
 * Marks a query whose answer the server words in the UI language (notifications, activity): it is
 * fetched again when the language changes. Other queries are left alone on purpose: refetching the
 * settings while the new language is being saved would bring back the old one.
 */
export const SERVER_TEXT_META = { serverText: true } as const;

/** Spec §7 client defaults: never stale, no refetch on focus, no polling, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});

subscribeLanguage(() => {
  void queryClient.invalidateQueries({ predicate: (q) => q.meta?.serverText === true });
});
