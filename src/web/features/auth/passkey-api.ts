import type { startRegistration } from '@simplewebauthn/browser';

/** The WebAuthn client, fetched only when a passkey is used (it stays out of every first load). */
const webauthn = () => import('@simplewebauthn/browser');

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../contracts/auth.ts';
import { api, apiListQuery } from '../../lib/api.ts';
import { SESSION_KEY } from '../../lib/session.ts';
import { mfaQuery } from './mfa-api.ts';

/** Passkeys' query and mutations (decision 311). */
export const passkeysQuery = apiListQuery('/api/user/passkeys');

/**
 * The contract declares the options by their challenge and leaves the rest open (the WebAuthn
 * library's shape): the fields the browser needs are checked here, not assumed.
 */
type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
const isCreationOptions = (o: object): o is CreationOptions =>
  'rp' in o && 'user' in o && 'pubKeyCredParams' in o && Array.isArray(o.pubKeyCredParams);

/** Asks the server for a challenge, lets the browser create the credential, and stores it. */
export function useAddPasskey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const optionsJSON = await api('post', '/api/user/passkeys/registration-options');
      if (!isCreationOptions(optionsJSON)) throw new Error('Onvolledige passkey-opties');
      const response = await (await webauthn()).startRegistration({ optionsJSON });
      const { clientExtensionResults, ...rest } = response;
      return api('post', '/api/user/passkeys', {
        body: { name, response: { ...rest, clientExtensionResults: { ...clientExtensionResults } } },
      });
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
    mutationFn: (id: string) => api('delete', '/api/user/passkeys/{id}', { path: { id } }),
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
      const optionsJSON = await api('post', '/api/login/passkey/options');
      const response = await (await webauthn()).startAuthentication({ optionsJSON });
      const { clientExtensionResults, ...rest } = response;
      return api('post', '/api/login/passkey', {
        body: { response: { ...rest, clientExtensionResults: { ...clientExtensionResults } } },
      });
    },
    onSuccess: (user) => {
      qc.setQueryData(SESSION_KEY, user);
      onDone(user);
    },
  });
}
