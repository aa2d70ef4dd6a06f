import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Notification,
  type PatchUserSettings,
  UNREAD_COUNT_HEADER,
  type UserSettings,
} from '../../../contracts/notifications.ts';
import { apiJson, getQueryFn, languageHeaders, throwIfNotOk } from '../../lib/api.ts';
import { SERVER_TEXT_META } from '../../lib/query-client.ts';

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
 * The user's notifications and unread count, worded in the UI language (the server renders them,
 * decision 140). The browser revalidates with the server's ETag, so an unchanged list costs a 304.
 */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: [LIST_URL],
    queryFn: async ({ signal }): Promise<NotificationList> => {
      const res = await fetch(LIST_URL, {
        credentials: 'include',
        signal,
        cache: 'no-cache',
        headers: languageHeaders(),
      });
      await throwIfNotOk(res);
      const items = (await res.json()) as Notification[];
      const header = res.headers.get(UNREAD_COUNT_HEADER);
      const unread = header === null ? items.filter((n) => !n.isRead).length : Number(header);
      return { items, unread };
    },
    refetchInterval: NOTIFICATION_POLL_MS,
    meta: SERVER_TEXT_META,
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
