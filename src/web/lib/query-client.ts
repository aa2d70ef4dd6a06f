import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { subscribeLanguage, t } from '../i18n/index.ts';
import { toast } from '../ui/toast.tsx';
import { ApiError } from './api.ts';
import { signInPath } from './return-path.ts';
import { markSessionExpired } from './session-expiry.ts';

const SESSION_URL = '/api/user';

/**
 * A session that ends mid-task: any 401 while the app believes the user is signed in
 * clears the cached session and the user's data, shows the toast, and sends the user to /auth with
 * the page they were on, where signing in returns them (`?next=`). A 401 while signed out (a failed
 * login) is left to the screen that asked.
 */
export function handleSessionExpiry(error: unknown, client: QueryClient = queryClient): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  if (!client.getQueryData([SESSION_URL])) return false;
  markSessionExpired();
  client.setQueryData([SESSION_URL], null);
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_URL });
  toast({ title: t.toasts.sessionExpired, description: t.toasts.sessionExpiredText, variant: 'destructive' });
  const here = `${window.location.pathname}${window.location.search}`;
  if (window.location.pathname !== '/auth') {
    // BrowserRouter follows popstate: an in-app navigation, so the toast stays on screen.
    window.history.pushState(null, '', signInPath(here));
    window.dispatchEvent(new PopStateEvent('popstate'));
  }
  return true;
}

/** Spec §7 client defaults (every query brings its own typed queryFn, lib/api.ts): never stale, no refetch on focus, no polling, no retries. */
export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => void handleSessionExpiry(error) }),
  mutationCache: new MutationCache({ onError: (error) => void handleSessionExpiry(error) }),
  defaultOptions: {
    queries: {
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
