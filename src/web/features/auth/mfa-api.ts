import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../contracts/auth.ts';
import { api, apiQuery } from '../../lib/api.ts';
import { SESSION_KEY } from '../../lib/session.ts';

/** The second sign-in factor's query and mutations. */
export const mfaQuery = apiQuery('/api/user/mfa');

export const useStartTotp = () => useMutation({ mutationFn: () => api('post', '/api/user/mfa/totp') });

/**
 * Confirms the app with its first code; the answer holds the recovery codes, shown once. The factor
 * query is read again only when the user says the codes are stored (`useCodesStored`): reading it at
 * once would open the set-up gate and leave the screen before the codes were seen (issue 47).
 */
export const useConfirmTotp = () =>
  useMutation({
    mutationFn: (code: string) => api('post', '/api/user/mfa/totp/confirm', { body: { code } }),
  });

/** "Ik heb ze bewaard": the factor's state is read again (the set-up gate then opens the app). */
export function useCodesStored() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: mfaQuery.queryKey });
}

/** Turning the app off asks for the password and a current code (or a recovery code). */
export function useRemoveTotp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string; code: string }) => api('delete', '/api/user/mfa/totp', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: mfaQuery.queryKey }),
  });
}

/** The sign-in's second step: the session user on success. */
export function useLoginSecondStep(onDone: (user: PublicUser) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api('post', '/api/login/mfa', { body: { code } }),
    onSuccess: (user) => {
      qc.setQueryData(SESSION_KEY, user);
      onDone(user);
    },
  });
}
