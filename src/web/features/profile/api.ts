import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../contracts/auth.ts';
import type {
  ChangePasswordBody,
  DeleteAccountBody,
  SessionSummary,
  UpdateProfile,
} from '../../../contracts/profile.ts';
import { apiJson, apiRequest } from '../../lib/api.ts';
import { SESSION_KEY } from '../../lib/session.ts';

/** The profile feature's URLs, queries and mutations (one URL per resource). */
export const PROFILE_URL = '/api/user/profile';
export const PASSWORD_URL = '/api/user/change-password';
export const SESSIONS_URL = '/api/user/sessions';
export const EXPORT_URL = '/api/user/export';
export const ACCOUNT_URL = '/api/user';

export const profileQuery = queryOptions<PublicUser>({ queryKey: [PROFILE_URL] });
export const sessionsQuery = queryOptions<SessionSummary[]>({ queryKey: [SESSIONS_URL] });

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<UpdateProfile>) => apiJson<PublicUser>('PATCH', PROFILE_URL, body),
    onSuccess: (user) => {
      qc.setQueryData(profileQuery.queryKey, user);
      // The header's name chip and menu read the session user.
      qc.setQueryData(SESSION_KEY, user);
    },
  });
}

export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiJson<{ message: string; endedSessions: number }>('POST', PASSWORD_URL, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}

export function useEndSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'others') =>
      apiJson('DELETE', id === 'others' ? SESSIONS_URL : `${SESSIONS_URL}/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}

/** Downloads the GDPR export as a file. */
export async function downloadExport() {
  const res = await apiRequest('GET', EXPORT_URL);
  const blob = await res.blob();
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'mijn-gegevens.json';
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

export function useDeleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => apiJson('DELETE', ACCOUNT_URL, body),
    onSuccess: () => {
      qc.setQueryData(SESSION_KEY, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
    },
  });
}
