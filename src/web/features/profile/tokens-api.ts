import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTokenBody } from '../../../contracts/access-tokens.ts';
import { api, apiListQuery } from '../../lib/api.ts';

/** The personal access tokens' query and mutations (Beveiliging → Toegangstokens). */
export const tokensQuery = apiListQuery('/api/user/tokens');
/** The scopes a token of this account can use (the form offers only these). */
export const usableScopesQuery = apiListQuery('/api/user/tokens/scopes');

export function useCreateToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTokenBody) => api('post', '/api/user/tokens', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: tokensQuery.queryKey }),
  });
}

export function useRevokeToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('delete', '/api/user/tokens/{id}', { path: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: tokensQuery.queryKey }),
  });
}
