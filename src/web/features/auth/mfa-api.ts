import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../contracts/auth.ts';
import type { MfaStatus, RecoveryCodesAnswer, TotpSetupAnswer } from '../../../contracts/mfa.ts';
import { apiJson } from '../../lib/api.ts';
import { SESSION_KEY } from '../../lib/session.ts';

/** The second sign-in factor's URLs, query and mutations. */
export const MFA_URL = '/api/user/mfa';
const TOTP_URL = '/api/user/mfa/totp';
export const LOGIN_MFA_URL = '/api/login/mfa';

export const mfaQuery = queryOptions<MfaStatus>({ queryKey: [MFA_URL] });

export const useStartTotp = () =>
  useMutation({ mutationFn: () => apiJson<TotpSetupAnswer>('POST', TOTP_URL) });

/** After the factor changes every cached answer is read again (the set-up gate opens the app). */
export function useConfirmTotp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiJson<RecoveryCodesAnswer>('POST', `${TOTP_URL}/confirm`, { code }),
    onSuccess: () => qc.invalidateQueries({ queryKey: mfaQuery.queryKey }),
  });
}

export function useRemoveTotp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiJson<{ message: string }>('DELETE', TOTP_URL, { password }),
    onSuccess: () => qc.invalidateQueries({ queryKey: mfaQuery.queryKey }),
  });
}

/** The sign-in's second step: the session user on success. */
export function useLoginSecondStep(onDone: (user: PublicUser) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiJson<PublicUser>('POST', LOGIN_MFA_URL, { code }),
    onSuccess: (user) => {
      qc.setQueryData(SESSION_KEY, user);
      onDone(user);
    },
  });
}
