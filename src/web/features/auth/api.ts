import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type {
  PasswordResetBody,
  PasswordResetConfirmBody,
  PublicUser,
  RegisterBody,
} from '../../../contracts/auth.ts';
import { t } from '../../i18n/index.ts';
import { apiJson, errorText } from '../../lib/api.ts';
import { RETURN_PARAM, safeReturnPath } from '../../lib/return-path.ts';
import { SESSION_KEY } from '../../lib/session.ts';
import { toast } from '../../ui/toast.tsx';

export const AUTH_URLS = {
  login: '/api/login',
  register: '/api/register',
  passwordReset: '/api/auth/password-reset',
  passwordResetConfirm: '/api/auth/password-reset/confirm',
} as const;

/**
 * Stores the returned user as the current one and goes to / (spec §2.3, §4), or back to the page
 * that sent the user here (`/auth?next=/courses/12`, issue 25).
 */
function useAuthMutation<T>(url: string, failureTitle: () => string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useMutation({
    mutationFn: (body: T) => apiJson<PublicUser>('POST', url, body),
    onSuccess: (user) => {
      queryClient.setQueryData(SESSION_KEY, user);
      navigate(safeReturnPath(params.get(RETURN_PARAM)));
    },
    onError: (err) => toast({ title: failureTitle(), description: errorText(err), variant: 'destructive' }),
  });
}

/**
 * The password step of signing in. With a second factor the answer is `{ mfaRequired }` and no
 * session: `onSecondStep` shows the code step (decision 310); otherwise as registering.
 */
export function useLogin(onSecondStep: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      apiJson<PublicUser | { mfaRequired: true }>('POST', AUTH_URLS.login, body),
    onSuccess: (answer) => {
      if ('mfaRequired' in answer) return onSecondStep();
      queryClient.setQueryData(SESSION_KEY, answer);
      navigate(safeReturnPath(params.get(RETURN_PARAM)));
    },
    onError: (err) =>
      toast({ title: t.toasts.loginFailed, description: errorText(err), variant: 'destructive' }),
  });
}

/** The second step: a code from the authenticator app or a recovery code; then as any sign-in. */
export function useSecondStepNavigation() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return () => navigate(safeReturnPath(params.get(RETURN_PARAM)));
}

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
