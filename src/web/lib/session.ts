import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../contracts/auth.ts';
import { getQueryFn } from './api.ts';

export const SESSION_KEY = ['/api/user'] as const;

/** The session request; main.tsx starts it at start-up, beside the page and catalogue chunks. */
export const sessionQuery = {
  queryKey: SESSION_KEY,
  queryFn: getQueryFn<PublicUser>({ on401: 'returnNull' }),
};

/** The current user: undefined while loading, null when signed out (a 401). */
export function useSession() {
  const query = useQuery<PublicUser | null>(sessionQuery);
  return { user: query.data ?? null, isLoading: query.isLoading };
}
