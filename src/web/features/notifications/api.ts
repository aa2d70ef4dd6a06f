import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../contracts/common.ts';
import {
  type EmailPreferences,
  type Notification,
  type PatchUserSettings,
  UNREAD_COUNT_HEADER,
  type UserSettings,
} from '../../../contracts/notifications.ts';
import { getLanguage } from '../../i18n/index.ts';
import { apiJson, getQueryFn, throwIfNotOk } from '../../lib/api.ts';

/** Spec §9: the list is refetched every 30 s. */
export const NOTIFICATION_POLL_MS = 30_000;

const LIST_URL = '/api/user/notifications';
const SETTINGS_URL = '/api/user/settings';
const notificationUrl = (id: number) => `/api/notifications/${id}`;

export interface NotificationList {
  items: Notification[];
  unread: number;
}

/**
 * The user's notifications and unread count, worded by the server in the UI language (decision
 * 140): each language has its own key, so a switch fetches the other wording at once. The browser
 * revalidates with the server's ETag (one per language), so an unchanged list costs a 304.
 */
export const notificationsQuery = (lang = getLanguage()) =>
  queryOptions({
    queryKey: [LIST_URL, lang],
    queryFn: async ({ signal }): Promise<NotificationList> => {
      const res = await fetch(LIST_URL, {
        credentials: 'include',
        signal,
        cache: 'no-cache',
        headers: { 'Accept-Language': lang },
      });
      await throwIfNotOk(res);
      // The newest page: the bell shows the latest notifications and the unread count.
      const { items } = (await res.json()) as Page<Notification>;
      const header = res.headers.get(UNREAD_COUNT_HEADER);
      const unread = header === null ? items.filter((n) => !n.isRead).length : Number(header);
      return { items, unread };
    },
    refetchInterval: NOTIFICATION_POLL_MS,
  });

export const settingsQuery = () =>
  queryOptions({
    queryKey: [SETTINGS_URL],
    queryFn: getQueryFn<UserSettings>({ on401: 'throw' }) as () => Promise<UserSettings>,
  });

/** Errors carry the spec's texts (§8: Failed to mark as read, …). */
async function call(method: string, url: string, failText: string) {
  try {
    return await apiJson(method, url);
  } catch (err) {
    throw new Error(failText, { cause: err });
  }
}

export function useNotificationMutations(texts: { read: string; allRead: string; remove: string }) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: [LIST_URL] });
  return {
    markRead: useMutation({
      mutationFn: (id: number) => call('POST', `${notificationUrl(id)}/read`, texts.read),
      onSettled: refresh,
    }),
    markAllRead: useMutation({
      mutationFn: () => call('POST', '/api/notifications/mark-all-read', texts.allRead),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => call('DELETE', notificationUrl(id), texts.remove),
      onSettled: refresh,
    }),
  };
}

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: PatchUserSettings) => apiJson<UserSettings>('PATCH', SETTINGS_URL, patch),
    onSuccess: async (saved) => {
      qc.setQueryData([SETTINGS_URL], saved);
      // Visibility changes what the leaderboard and the community show: refetch what is loaded.
      await qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SETTINGS_URL });
    },
  });
}

/** Which notification types also come by e-mail (issue 24); all off by default. */
export const EMAIL_PREFERENCES_URL = '/api/user/email-preferences';
export const emailPreferencesQuery = () =>
  queryOptions<EmailPreferences>({ queryKey: [EMAIL_PREFERENCES_URL] });

export function useSaveEmailPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailPreferences) => apiJson<EmailPreferences>('PUT', EMAIL_PREFERENCES_URL, body),
    // The switch moves at once; a failed save puts it back.
    onMutate: (body) => {
      const before = qc.getQueryData<EmailPreferences>([EMAIL_PREFERENCES_URL]);
      qc.setQueryData([EMAIL_PREFERENCES_URL], body);
      return { before };
    },
    onError: (_err, _body, context) => qc.setQueryData([EMAIL_PREFERENCES_URL], context?.before),
    onSuccess: (saved) => qc.setQueryData([EMAIL_PREFERENCES_URL], saved),
  });
}

/** The unsubscribe link's page: no sign-in needed. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => apiJson<{ message: string }>('POST', '/api/email/unsubscribe', { token }),
  });
}
