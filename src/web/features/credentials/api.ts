import { api, apiQuery, apiUrl } from '../../lib/api.ts';

/** The credentials feature's queries and calls (one query per resource). */
export const myCredentialsQuery = () => apiQuery('/api/user/credentials');
export const credentialQuery = (id: string) => ({
  ...apiQuery('/api/credentials/{id}', { path: { id } }),
  retry: false,
});

/** The credential as a PDF (a download link). */
export const credentialPdfUrl = (id: string) => apiUrl('get', '/api/credentials/{id}/pdf', { path: { id } });

export const revokeCredential = (id: string) =>
  api('post', '/api/credentials/{id}/revoke', { path: { id }, body: {} });

/** The public page a credential's QR code and share link open. */
export const verifyPageUrl = (id: string) => `${window.location.origin}/verify/${id}`;

/** A pasted or picked credential's JSON: an object, or null when it is none. */
export const credentialObject = (parsed: unknown): Record<string, unknown> | null =>
  parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? { ...parsed } : null;

/** Checks a credential issued anywhere (the verifier's checks). */
export const verifyCredential = (credential: Record<string, unknown>) =>
  api('post', '/api/credentials/verify', { body: credential });

/** Imports a credential issued elsewhere: verified by the server, then stored. */
export const importCredential = (credential: Record<string, unknown>) =>
  api('post', '/api/user/credentials/import', { body: credential });
