import { useQuery } from '@tanstack/react-query';
import type { Language } from '../i18n/index.ts';
import { apiRequest, getQueryFn } from '../lib/api.ts';
import { queryClient } from '../lib/query-client.ts';

/** The user's settings (GET/PATCH, issue 8); the language picker reads and writes only `language`. */
export const USER_SETTINGS_URL = '/api/user/settings';
const SETTINGS_KEY = [USER_SETTINGS_URL] as const;

/** The signed-in user's stored language, or null (none stored, or the endpoint is not there yet). */
export function useStoredLanguage(enabled: boolean): Language | null {
  const query = useQuery<{ language?: string | null } | null>({
    queryKey: SETTINGS_KEY,
    queryFn: getQueryFn({ on401: 'returnNull' }),
    enabled,
    retry: false,
  });
  const language = query.data?.language;
  return language === 'nl' || language === 'en' ? language : null;
}

/** Stores the choice for a signed-in user; a failure (e.g. 404 before issue 8 lands) is ignored. */
export function saveLanguageSetting(language: Language) {
  queryClient.setQueryData(SETTINGS_KEY, (old: object | null | undefined) =>
    old ? { ...old, language } : old,
  );
  apiRequest('PATCH', USER_SETTINGS_URL, { language }).catch(() => {
    /* best effort: the browser still remembers the choice */
  });
}
