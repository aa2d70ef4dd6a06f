import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { UNREAD_COUNT_HEADER } from '../../../contracts/notification-header.ts';
import type { EmailPreferences, PatchUserSettings } from '../../../contracts/notifications.ts';
import { getLanguage } from '../../i18n/index.ts';
import { api, apiCall, apiQuery, apiUrl } from '../../lib/api.ts';
import { settingsQuery } from '../../lib/user-settings.ts';

export { settingsQuery };

/** Spec §9: the list is refetched every 30 s. */
export const NOTIFICATION_POLL_MS = 30_000;

const LIST_URL = apiUrl('get', '/api/user/notifications', {});

/**
 * The user's notifications and unread count, worded by the server in the UI language (decision
 * 140): each language has its own key, so a switch fetches the other wording at once. The browser
 * revalidates with the server's ETag (one per language), so an unchanged list costs a 304.
 */
export const notificationsQuery = (lang = getLanguage()) =>
  queryOptions({
    queryKey: [LIST_URL, lang],
    queryFn: async ({ signal }) => {
      // The newest page: the bell shows the latest notifications and the unread count.
      const { data, response } = await apiCall(
        'get',
        '/api/user/notifications',
        {},
        { signal, cache: 'no-cache', language: lang },
      );
      const { items } = data;
      const header = response.headers.get(UNREAD_COUNT_HEADER);
      const unread = header === null ? items.filter((n) => !n.isRead).length : Number(header);
      return { items, unread };
    },
    refetchInterval: NOTIFICATION_POLL_MS,
  });

/** Errors carry the spec's texts (§8: Failed to mark as read, …). */
async function withText<T>(call: Promise<T>, failText: string): Promise<T> {
  try {
    return await call;
  } catch (err) {
    throw new Error(failText, { cause: err });
  }
}

export function useNotificationMutations(texts: { read: string; allRead: string; remove: string }) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: [LIST_URL] });
  return {
    markRead: useMutation({
      mutationFn: (id: number) =>
        withText(api('post', '/api/notifications/{id}/read', { path: { id } }), texts.read),
      onSettled: refresh,
    }),
    markAllRead: useMutation({
      mutationFn: () => withText(api('post', '/api/notifications/mark-all-read'), texts.allRead),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        withText(api('delete', '/api/notifications/{id}', { path: { id } }), texts.remove),
      onSettled: refresh,
    }),
  };
}

export function useSaveSettings() {
  const qc = useQueryClient();
  const key = settingsQuery().queryKey;
  return useMutation({
    mutationFn: (body: PatchUserSettings) => api('patch', '/api/user/settings', { body }),
    onSuccess: async (saved) => {
      qc.setQueryData(key, saved);
      // Visibility changes what the leaderboard and the community show: refetch what is loaded.
      await qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== key[0] });
    },
  });
}

/** Which notification types also come by e-mail; all off by default. */
export const emailPreferencesQuery = () => apiQuery('/api/user/email-preferences');

export function useSaveEmailPreferences() {
  const qc = useQueryClient();
  const key = emailPreferencesQuery().queryKey;
  return useMutation({
    mutationFn: (body: EmailPreferences) => api('put', '/api/user/email-preferences', { body }),
    // The switch moves at once; a failed save puts it back.
    onMutate: (body) => {
      const before = qc.getQueryData(key);
      qc.setQueryData(key, body);
      return { before };
    },
    onError: (_err, _body, context) => qc.setQueryData(key, context?.before),
    onSuccess: (saved) => qc.setQueryData(key, saved),
  });
}

/** The unsubscribe link's page: no sign-in needed. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => api('post', '/api/email/unsubscribe', { body: { token } }),
  });
}
