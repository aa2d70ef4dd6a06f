import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ChangePasswordBody, DeleteAccountBody, UpdateProfile } from '../../../contracts/profile.ts';
import { getLanguage, t } from '../../i18n/index.ts';
import { api, apiListQuery, apiQuery, apiRaw } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { forgetSession, SESSION_KEY } from '../../lib/session.ts';
import { exportAsHtml } from './export-html.ts';

/** The profile feature's queries and mutations (one query per resource). */
export const profileQuery = apiQuery('/api/user/profile');
export const sessionsQuery = apiListQuery('/api/user/sessions');

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<UpdateProfile>) => api('patch', '/api/user/profile', { body }),
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
    mutationFn: (body: ChangePasswordBody) => api('post', '/api/user/change-password', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}

export function useEndSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'others') =>
      id === 'others'
        ? api('delete', '/api/user/sessions')
        : api('delete', '/api/user/sessions/{id}', { path: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}

/**
 * Downloads the GDPR export: the JSON file as the API sends it, or the same data as a
 * readable HTML page, made here from that JSON in the interface language.
 */
export async function downloadExport(format: 'json' | 'html' = 'json') {
  const res = await apiRaw('get', '/api/user/export');
  let blob = await res.blob();
  let name =
    /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'mijn-gegevens.json';
  if (format === 'html') {
    const page = t.profile.privacy.exportPage;
    const html = exportAsHtml(JSON.parse(await blob.text()), {
      lang: getLanguage(),
      title: page.title,
      intro: page.intro,
      generated: page.generated(formatDate(new Date().toISOString())),
      empty: page.empty,
      sections: page.sections,
    });
    blob = new Blob([html], { type: 'text/html;charset=utf-8' });
    name = `${name.replace(/\.json$/, '')}.html`;
  }
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/**
 * Deletes the account. The caller leaves the signed-in page for the confirmation, which forgets the
 * session once it is shown (useForgetSession): forgetting it while the profile is still shown (the
 * confirmation's chunk may still be loading) would end on the sign-in form (issue 25).
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => api('delete', '/api/user', { body }),
  });
}

/** Forgets the signed-in user and every query that was theirs (the account is gone). */
export function useForgetSession() {
  const qc = useQueryClient();
  return useCallback(() => forgetSession(qc), [qc]);
}
