import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../contracts/auth.ts';
import { api, apiQuery } from '../../lib/api.ts';
import { SESSION_KEY } from '../../lib/session.ts';

/** The second sign-in factor's query and mutations. */
export const mfaQuery = apiQuery('/api/user/mfa');

export const useStartTotp = () => useMutation({ mutationFn: () => api('post', '/api/user/mfa/totp') });

/** After the factor changes every cached answer is read again (the set-up gate opens the app). */
export function useConfirmTotp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api('post', '/api/user/mfa/totp/confirm', { body: { code } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: mfaQuery.queryKey }),
  });
}

export function useRemoveTotp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api('delete', '/api/user/mfa/totp', { body: { password } }),
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
