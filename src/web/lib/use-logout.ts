import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { t } from '../i18n/index.ts';
import { toast } from '../ui/toast.tsx';
import { api, errorText } from './api.ts';
import { forgetSession } from './session.ts';

/** Logout clears the current user and every cached query, then goes to / (spec §4 Session). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api('post', '/api/logout'),
    onSuccess: () => {
      // Nothing of the old user stays in memory.
      forgetSession(queryClient);
      queryClient.getMutationCache().clear();
      navigate('/');
    },
    onError: (err) =>
      toast({ title: t.toasts.logoutFailed, description: errorText(err), variant: 'destructive' }),
  });
}
