import { queryOptions } from '@tanstack/react-query';
import type {
  CredentialAnswer,
  ImportCredentialAnswer,
  MyCredential,
} from '../../../contracts/credentials.ts';
import { apiJson } from '../../lib/api.ts';
import { allItems } from '../../lib/paging.ts';

/** The credentials feature's URLs and query keys (one URL per resource). */
export const CREDENTIAL_URLS = {
  mine: '/api/user/credentials',
  one: (id: string) => `/api/credentials/${id}`,
  pdf: (id: string) => `/api/credentials/${id}/pdf`,
  revoke: (id: string) => `/api/credentials/${id}/revoke`,
  verify: '/api/credentials/verify',
  import: '/api/user/credentials/import',
} as const;

export const myCredentialsQuery = () =>
  queryOptions({
    queryKey: [CREDENTIAL_URLS.mine],
    queryFn: () => allItems<MyCredential>(CREDENTIAL_URLS.mine),
  });
export const credentialQuery = (id: string) =>
  queryOptions<CredentialAnswer>({ queryKey: [CREDENTIAL_URLS.one(id)], retry: false });

export const revokeCredential = (id: string) => apiJson<unknown>('POST', CREDENTIAL_URLS.revoke(id), {});

/** The public page a credential's QR code and share link open. */
export const verifyPageUrl = (id: string) => `${window.location.origin}/verify/${id}`;

/** Imports a credential issued elsewhere (its parsed JSON): verified by the server, then stored. */
export const importCredential = (credential: unknown) =>
  apiJson<ImportCredentialAnswer>('POST', CREDENTIAL_URLS.import, credential);
