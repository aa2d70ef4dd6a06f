import type { startAuthentication, startRegistration } from '@simplewebauthn/browser';

/** The WebAuthn client, fetched only when a passkey is used (it stays out of every first load). */
const webauthn = () => import('@simplewebauthn/browser');

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../contracts/auth.ts';
import type { Passkey } from '../../../contracts/passkeys.ts';
import { apiJson } from '../../lib/api.ts';
import { SESSION_KEY } from '../../lib/session.ts';
import { mfaQuery } from './mfa-api.ts';

/** Passkeys' URLs, query and mutations (decision 311). */
const PASSKEYS_URL = '/api/user/passkeys';
const LOGIN_PASSKEY_URL = '/api/login/passkey';

export const passkeysQuery = queryOptions<Passkey[]>({ queryKey: [PASSKEYS_URL] });

type Options = Parameters<typeof startRegistration>[0]['optionsJSON'];
type LoginOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

/** Asks the server for a challenge, lets the browser create the credential, and stores it. */
export function useAddPasskey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const optionsJSON = await apiJson<Options>('POST', `${PASSKEYS_URL}/registration-options`);
      const response = await (await webauthn()).startRegistration({ optionsJSON });
      return apiJson<Passkey>('POST', PASSKEYS_URL, { name, response });
    },
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: passkeysQuery.queryKey });
      qc.invalidateQueries({ queryKey: mfaQuery.queryKey });
    },
  });
}

export function useRemovePasskey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<{ message: string }>('DELETE', `${PASSKEYS_URL}/${encodeURIComponent(id)}`),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: passkeysQuery.queryKey });
      qc.invalidateQueries({ queryKey: mfaQuery.queryKey });
    },
  });
}

/** Usernameless sign-in: the browser offers the passkeys it has for this site; a full session on success. */
export function usePasskeyLogin(onDone: (user: PublicUser) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const optionsJSON = await apiJson<LoginOptions>('POST', `${LOGIN_PASSKEY_URL}/options`);
      const response = await (await webauthn()).startAuthentication({ optionsJSON });
      return apiJson<PublicUser>('POST', LOGIN_PASSKEY_URL, { response });
    },
    onSuccess: (user) => {
      qc.setQueryData(SESSION_KEY, user);
      onDone(user);
    },
  });
}
