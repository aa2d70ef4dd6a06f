import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTokenBody, TokenCreated, TokenSummary } from '../../../contracts/access-tokens.ts';
import { apiJson } from '../../lib/api.ts';

/** The personal access tokens' URL, query and mutations (Beveiliging → Toegangstokens). */
export const TOKENS_URL = '/api/user/tokens';

export const tokensQuery = queryOptions<{ items: TokenSummary[]; nextCursor: string | null }>({
  queryKey: [TOKENS_URL],
});

export function useCreateToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTokenBody) => apiJson<TokenCreated>('POST', TOKENS_URL, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: tokensQuery.queryKey }),
  });
}

export function useRevokeToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson('DELETE', `${TOKENS_URL}/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: tokensQuery.queryKey }),
  });
}
