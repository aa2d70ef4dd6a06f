import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type {
  PasswordResetBody,
  PasswordResetConfirmBody,
  PublicUser,
  RegisterBody,
} from '../../../contracts/auth.ts';
import { t } from '../../i18n/index.ts';
import { apiJson, errorText } from '../../lib/api.ts';
import { SESSION_KEY } from '../../lib/session.ts';
import { toast } from '../../ui/toast.tsx';

export const AUTH_URLS = {
  login: '/api/login',
  register: '/api/register',
  passwordReset: '/api/auth/password-reset',
  passwordResetConfirm: '/api/auth/password-reset/confirm',
} as const;

/** Stores the returned user as the current one and goes to / (spec §2.3, §4). */
function useAuthMutation<T>(url: string, failureTitle: () => string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: T) => apiJson<PublicUser>('POST', url, body),
    onSuccess: (user) => {
      queryClient.setQueryData(SESSION_KEY, user);
      navigate('/');
    },
    onError: (err) => toast({ title: failureTitle(), description: errorText(err), variant: 'destructive' }),
  });
}

export const useLogin = () =>
  useAuthMutation<{ email: string; password: string }>(AUTH_URLS.login, () => t.toasts.loginFailed);

/** The spec's payload sets id to the e-mail; the server ignores it and assigns its own. */
export const useRegister = () =>
  useAuthMutation<RegisterBody>(AUTH_URLS.register, () => t.toasts.registrationFailed);

/** Wachtwoord vergeten: asks for a reset link; the answer is the same for every address. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (body: PasswordResetBody) =>
      apiJson<{ message: string }>('POST', AUTH_URLS.passwordReset, body),
  });

/** Sets the new password with the mailed token; every session of the account ends. */
export const useConfirmPasswordReset = () =>
  useMutation({
    mutationFn: (body: PasswordResetConfirmBody) =>
      apiJson<{ message: string }>('POST', AUTH_URLS.passwordResetConfirm, body),
  });
