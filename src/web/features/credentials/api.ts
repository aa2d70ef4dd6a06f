import type { QueryClient } from '@tanstack/react-query';
import { type ApiInput, api, apiListQuery, apiQuery } from '../../lib/api.ts';
import { type FirstLoadPrimers, primeFirstLoad } from '../../lib/boot.ts';
import { VERIFY } from './first-load.ts';

export { credentialPdfUrl, verifyPageUrl } from './urls.ts';

/** The credentials feature's queries and calls (one query per resource). */
export const myCredentialsQuery = () => apiListQuery('/api/user/credentials');
export const credentialQuery = (id: string) => ({
  ...apiQuery('/api/credentials/{id}', { path: { id } }),
  retry: false,
});

/**
 * The credential the first HTML of /verify/{id} embedded (first-load.ts, decision 158), into the cache before the
 * page renders: in the browser and in the server's render of the page. Nothing embedded: nothing.
 */
export const primeVerifyPage = (client: QueryClient, pathname: string) =>
  primeFirstLoad(VERIFY, verifyFirstLoad, client, pathname);
const verifyFirstLoad: FirstLoadPrimers<typeof VERIFY> = {
  '/api/credentials/{id}': (client, { id }) => client.prefetchQuery(credentialQuery(id)),
};

export const revokeCredential = (id: string, reason: string) =>
  api('post', '/api/credentials/{id}/revoke', { path: { id }, body: { reason } });

/** A pasted or picked credential's JSON: an object, or null when it is none. */
export const credentialObject = (parsed: unknown): Record<string, unknown> | null =>
  parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? { ...parsed } : null;

/** Checks a credential issued anywhere (the verifier's checks). */
export const verifyCredential = (credential: Record<string, unknown>) =>
  api('post', '/api/credentials/verify', { body: credential });

type ImportBody = ApiInput<'post', '/api/user/credentials/import'>['body'];
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A credential that has the parts an import needs (id, issuer, credentialSubject, proof), or null. */
export function importableCredential(c: Record<string, unknown>): ImportBody | null {
  const { id, issuer, credentialSubject, proof } = c;
  if (typeof id !== 'string' || !isObject(credentialSubject)) return null;
  if (typeof issuer !== 'string' && !isObject(issuer)) return null;
  if (!isObject(proof) && !(Array.isArray(proof) && proof.every(isObject))) return null;
  return { ...c, id, issuer, credentialSubject, proof };
}

/** Imports a credential issued elsewhere: verified by the server, then stored. */
export const importCredential = (credential: ImportBody) =>
  api('post', '/api/user/credentials/import', { body: credential });
