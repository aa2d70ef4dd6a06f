import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, nullOn401 } from './api.ts';

/** The session request (a 401 is "signed out": null); main.tsx starts it at start-up, beside the page and catalogue chunks. */
export const sessionQuery = queryOptions({
  queryKey: ['/api/user'] as const,
  queryFn: ({ signal }) => api('get', '/api/user', {}, { signal }).catch(nullOn401),
});

/** The session's cache key: what sign-in, sign-out and profile edits set (typed by the answer). */
export const SESSION_KEY = sessionQuery.queryKey;

/** The current user: undefined while loading, null when signed out (a 401). */
export function useSession() {
  const query = useQuery(sessionQuery);
  return { user: query.data ?? null, isLoading: query.isLoading };
}
