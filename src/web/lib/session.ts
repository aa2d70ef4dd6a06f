import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../contracts/auth.ts';
import { api, nullOn401 } from './api.ts';

/**
 * The signed-in user as the app keeps it: GET /api/user's answer, or a sign-in's answer, which has
 * no `mfaSetupRequired` (MfaGate then asks GET /api/user/mfa).
 */
export type SessionState = PublicUser & { mfaSetupRequired?: boolean };

/** The session request (a 401 is "signed out": null); main.tsx starts it at start-up, beside the page and catalogue chunks. */
export const sessionQuery = queryOptions({
  queryKey: ['/api/user'] as const,
  queryFn: ({ signal }): Promise<SessionState | null> =>
    api('get', '/api/user', {}, { signal }).catch(nullOn401),
});

/** The session's cache key: what sign-in, sign-out and profile edits set (typed by the answer). */
export const SESSION_KEY = sessionQuery.queryKey;

/** The current user: undefined while loading, null when signed out (a 401). */
export function useSession() {
  const query = useQuery(sessionQuery);
  return { user: query.data ?? null, isLoading: query.isLoading };
}

/**
 * Forgets the signed-in user and every query that was theirs (sign-out, a deleted account). The
 * session is set to null in place (clear() would detach the mounted session observers).
 */
export function forgetSession(queryClient: QueryClient) {
  queryClient.setQueryData(SESSION_KEY, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
}
