import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicUser } from '../../../contracts/auth.ts';
import { messageAnswer, page, pageQuery } from '../../../contracts/common.ts';
import { AUTH_MESSAGES } from '../../../contracts/messages/auth.ts';
import {
  passkey,
  passkeyLoginBody,
  passkeyOptions,
  passkeyParams,
  passkeyRegisterBody,
} from '../../../contracts/passkeys.ts';
import { AUTH_PROBLEMS } from '../../../contracts/problems/auth.ts';
import { dutchMoment } from '../../../domain/dates.ts';
import { mfaRequiredFor } from '../../../domain/mfa/index.ts';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { answeredAs, fail } from '../../http/errors.ts';
import { pageInMemory } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { requestLanguage, say } from '../../i18n/index.ts';
import { queueMail } from '../../mail/index.ts';
import { storedLanguage } from '../notifications/index.ts';
import { guardCodeGuess } from './code-throttle.ts';
import { trustedDeviceFor } from './device-cookie.ts';
import { hasConfirmedTotp } from './mfa-store.ts';
import {
  deletePasskey,
  findPasskey,
  insertPasskey,
  PASSKEY_CHALLENGE_MS,
  passkeysOf,
  recordPasskeyUse,
  spendChallenge,
  storeChallenge,
} from './passkey-store.ts';
import { passkeyMail } from './security-mails.ts';
import { finishSignIn } from './sign-in.ts';
import { findUserById } from './store.ts';

/** The relying party is the app itself: its host name is the RP id, its origin the expected origin. */
const relyingParty = (config: Pick<Config, 'passkeyOrigin'>) => {
  const url = new URL(config.passkeyOrigin);
  return { rpID: url.hostname, origin: url.origin };
};

const RP_NAME = 'SkillsPlatform';

/** The challenge a browser signed, read from its clientDataJSON (verified again by the library). */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof data.challenge === 'string' && data.challenge.length <= 200 ? data.challenge : null;
  } catch {
    return null;
  }
}

const toPasskey = (row: { id: string; name: string; createdAt: string; lastUsedAt: string | null }) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
});

/** Passkeys: registering and removing them in Beveiliging, and signing in with one (decision 311). */
export function passkeyRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;
  const rp = relyingParty(config);
  const rateLimit = { max: config.authRateLimit, timeWindow: '1 minute' };

  const mailChange = async (
    request: FastifyRequest,
    user: { id: string; email: string; firstName: string | null },
    change: 'added' | 'removed',
    name: string,
  ) => {
    const stored = await storedLanguage(k, user.id);
    const lang = stored === 'en' || stored === 'nl' ? stored : requestLanguage(request);
    const mail = passkeyMail(lang, {
      firstName: user.firstName,
      appUrl: config.appUrl,
      when: dutchMoment(new Date(), lang),
      change,
      name,
    });
    await queueMail(k, { to: user.email, ...mail });
  };

  route(app, {
    method: 'GET',
    url: '/user/passkeys',
    operationId: 'listPasskeys',
    summary: 'De passkeys van het account (naam, toegevoegd, laatst gebruikt)',
    tag: 'auth',
    access: 'signedIn',
    query: pageQuery,
    response: { 200: page(passkey) },
    headers: ['Link'],
    handler: async (request, reply) =>
      pageInMemory(request, reply, (await passkeysOf(k, request.user.id)).map(toPasskey)),
  });

  route(app, {
    method: 'POST',
    url: '/user/passkeys/registration-options',
    operationId: 'passkeyRegistrationOptions',
    summary: 'Passkey toevoegen, stap 1: de opties voor navigator.credentials.create() (eenmalige challenge)',
    tag: 'auth',
    access: 'signedIn',
    config: { rateLimit },
    response: { 200: passkeyOptions },
    handler: async (request) => {
      const user = request.user;
      const existing = await passkeysOf(k, user.id);
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rp.rpID,
        userName: user.email,
        userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        timeout: PASSKEY_CHALLENGE_MS,
        // A discoverable credential, so it signs in without an e-mail address.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        excludeCredentials: existing.map((p) => ({
          id: p.id,
          transports: (p.transports?.split(',') ?? []) as never,
        })),
      });
      await storeChallenge(k, options.challenge, 'register', user.id);
      return { ...options };
    },
  });

  route(app, {
    method: 'POST',
    url: '/user/passkeys',
    operationId: 'registerPasskey',
    summary: 'Passkey toevoegen, stap 2: het antwoord van de authenticator controleren en bewaren',
    tag: 'auth',
    access: 'signedIn',
    config: { rateLimit },
    body: passkeyRegisterBody,
    response: { 201: passkey },
    handler: async (request, reply) => {
      const user = request.user;
      const { name, response } = request.body;
      const challenge = signedChallenge(response.response.clientDataJSON);
      if (!challenge || !(await spendChallenge(k, challenge, 'register', user.id)))
        throw fail(AUTH_PROBLEMS['passkey.failed']);
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verification = await verifyRegistrationResponse({
          response: response as never,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpID,
          requireUserVerification: true,
        });
      } catch {
        throw fail(AUTH_PROBLEMS['passkey.failed']);
      }
      if (!verification.verified || !verification.registrationInfo)
        throw fail(AUTH_PROBLEMS['passkey.failed']);
      const cred = verification.registrationInfo.credential;
      const added = await insertPasskey(k, {
        id: cred.id,
        userId: user.id,
        name,
        publicKey: Buffer.from(cred.publicKey).toString('base64url'),
        counter: cred.counter,
        transports: cred.transports ?? [],
      });
      if (!added) throw fail(AUTH_PROBLEMS['passkey.failed']);
      await mailChange(request, user, 'added', name);
      const row = await findPasskey(k, cred.id);
      return reply.status(201).send(toPasskey(row ?? { id: cred.id, name, createdAt: '', lastUsedAt: null }));
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/user/passkeys/:id',
    operationId: 'removePasskey',
    summary: 'Een passkey verwijderen',
    tag: 'auth',
    access: 'signedIn',
    params: passkeyParams,
    response: { 200: messageAnswer },
    handler: async (request) => {
      const user = request.user;
      const mine = await passkeysOf(k, user.id);
      const target = mine.find((p) => p.id === request.params.id);
      if (!target) throw fail(AUTH_PROBLEMS['passkey.not_found']);
      // A role that requires a second factor keeps at least one.
      if (
        mfaRequiredFor(user, config.mfaRequiredRoles) &&
        mine.length === 1 &&
        !(await hasConfirmedTotp(k, user.id))
      ) {
        throw fail(AUTH_PROBLEMS['passkey.last_factor']);
      }
      if (!(await deletePasskey(k, user.id, target.id))) throw fail(AUTH_PROBLEMS['passkey.not_found']);
      await mailChange(request, user, 'removed', target.name);
      return { message: say(request, AUTH_MESSAGES['auth.passkey_removed']) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/login/passkey/options',
    operationId: 'passkeyLoginOptions',
    summary:
      'Inloggen met een passkey, stap 1: de opties voor navigator.credentials.get() (eenmalige challenge)',
    tag: 'auth',
    access: 'public',
    config: { rateLimit },
    response: { 200: passkeyOptions },
    handler: async () => {
      const options = await generateAuthenticationOptions({
        rpID: rp.rpID,
        userVerification: 'required',
        timeout: PASSKEY_CHALLENGE_MS,
      });
      await storeChallenge(k, options.challenge, 'login', null);
      return { ...options };
    },
  });

  route(app, {
    method: 'POST',
    url: '/login/passkey',
    operationId: 'loginWithPasskey',
    summary: 'Inloggen met een passkey, stap 2: telt als beide factoren en geeft een sessie',
    tag: 'auth',
    access: 'public',
    config: { rateLimit },
    body: passkeyLoginBody,
    response: { 200: publicUser },
    headers: ['Retry-After'],
    handler: async (request, reply) => {
      const { response } = request.body;
      const challenge = signedChallenge(response.response.clientDataJSON);
      const stored = await findPasskey(k, response.id);
      const user = stored ? await findUserById(k, stored.userId) : undefined;
      // A failed assertion counts like a wrong code, per account and per address (issue 47).
      const verified = await guardCodeGuess(k, config, request, user ?? null, async () => {
        if (!challenge || !(await spendChallenge(k, challenge, 'login', null))) return false;
        if (!stored || !user) return false;
        // The authenticator's user handle (when it sends one) names the same account.
        if (
          response.response.userHandle &&
          Buffer.from(response.response.userHandle, 'base64url').toString('utf8') !== stored.userId
        ) {
          return false;
        }
        const oldCounter = Number(stored.counter);
        let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
        try {
          verification = await verifyAuthenticationResponse({
            response: response as never,
            expectedChallenge: challenge,
            expectedOrigin: rp.origin,
            expectedRPID: rp.rpID,
            requireUserVerification: true,
            credential: {
              id: stored.id,
              publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
              counter: oldCounter,
            },
          });
        } catch {
          return false;
        }
        if (!verification.verified) return false;
        return recordPasskeyUse(k, stored.id, oldCounter, verification.authenticationInfo.newCounter);
      });
      if (!verified || !user) throw answeredAs(401, fail(AUTH_PROBLEMS['passkey.failed']));
      const device = await trustedDeviceFor(k, request, user.email);
      return finishSignIn({ db, config }, request, reply, user, !!device);
    },
  });
}
