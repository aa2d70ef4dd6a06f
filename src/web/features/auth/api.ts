import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { PasswordResetBody, PasswordResetConfirmBody, RegisterBody } from '../../../contracts/auth.ts';
import { SELF_REGISTER_TYPES } from '../../../domain/roles.ts';
import { t } from '../../i18n/index.ts';
import { api, errorText } from '../../lib/api.ts';
import { RETURN_PARAM, safeReturnPath } from '../../lib/return-path.ts';
import { SESSION_KEY } from '../../lib/session.ts';
import { toast } from '../../ui/toast.tsx';

/**
 * The password step of signing in. With a second factor the answer is `{ mfaRequired }` and no
 * session: `onSecondStep` shows the code step (decision 310); otherwise as registering.
 */
export function useLogin(onSecondStep: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => api('post', '/api/login', { body }),
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

/** The form's chosen type as one of the types anyone may register as (the form offers only those). */
const selfRegisterType = (type: string | undefined) => SELF_REGISTER_TYPES.find((t) => t === type);

/**
 * Registering stores the returned user as the current one and goes to / (spec §2.3, §4), or back to
 * the page that sent the user here (`/auth?next=/courses/12`). The spec's payload sets id to the
 * e-mail; the server ignores it and assigns its own.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      api('post', '/api/register', { body: { ...body, userType: selfRegisterType(body.userType) } }),
    onSuccess: (user) => {
      queryClient.setQueryData(SESSION_KEY, user);
      navigate(safeReturnPath(params.get(RETURN_PARAM)));
    },
    onError: (err) =>
      toast({ title: t.toasts.registrationFailed, description: errorText(err), variant: 'destructive' }),
  });
}

/** Wachtwoord vergeten: asks for a reset link; the answer is the same for every address. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (body: PasswordResetBody) => api('post', '/api/auth/password-reset', { body }),
  });

/** Sets the new password with the mailed token; every session of the account ends. */
export const useConfirmPasswordReset = () =>
  useMutation({
    mutationFn: (body: PasswordResetConfirmBody) => api('post', '/api/auth/password-reset/confirm', { body }),
  });
