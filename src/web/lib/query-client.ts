import { QueryClient } from '@tanstack/react-query';
import { subscribeLanguage } from '../i18n/index.ts';
import { getQueryFn } from './api.ts';

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

// The API writes some texts in the request's language (subsidy questions and results, messages):
// a language switch refetches what is on screen and marks the rest stale. Not the user's settings:
// they hold no text, and a refetch racing the picker's own save could bring the old language back.
const LANGUAGE_NEUTRAL = '/api/user/settings';
subscribeLanguage(
  () => void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== LANGUAGE_NEUTRAL }),
);
