import { useQuery } from '@tanstack/react-query';
import type { Language } from '../i18n/index.ts';
import { api } from '../lib/api.ts';
import { queryClient } from '../lib/query-client.ts';
import { settingsQuery } from '../lib/user-settings.ts';

/** The signed-in user's stored language, or null (none stored, or the settings could not be read). */
export function useStoredLanguage(enabled: boolean): Language | null {
  const query = useQuery({ ...settingsQuery(), enabled, retry: false });
  return query.data?.language ?? null;
}

/** Stores the choice for a signed-in user; a failure is ignored (the browser still remembers it). */
export function saveLanguageSetting(language: Language) {
  queryClient.setQueryData(settingsQuery().queryKey, (old) => (old ? { ...old, language } : old));
  api('patch', '/api/user/settings', { body: { language } }).catch(() => {
    /* best effort: the browser still remembers the choice */
  });
}
