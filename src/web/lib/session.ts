import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../contracts/auth.ts';
import { getQueryFn } from './api.ts';

export const SESSION_KEY = ['/api/user'] as const;

/** The current user: undefined while loading, null when signed out (a 401). */
export function useSession() {
  const query = useQuery<PublicUser | null>({
    queryKey: SESSION_KEY,
    queryFn: getQueryFn<PublicUser>({ on401: 'returnNull' }),
  });
  return { user: query.data ?? null, isLoading: query.isLoading };
}
