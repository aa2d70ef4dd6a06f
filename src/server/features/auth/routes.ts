import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  loginBody,
  type PublicUser,
  publicUser,
  registerBody,
  sessionUser,
} from '../../../contracts/auth.ts';
import { messageAnswer } from '../../../contracts/common.ts';
import { AUTH_MESSAGES } from '../../../contracts/messages/auth.ts';
import { mfaRequiredAnswer } from '../../../contracts/mfa.ts';
import { AUTH_PROBLEMS } from '../../../contracts/problems/auth.ts';
import { INSTITUTE_PROBLEMS } from '../../../contracts/problems/institute.ts';
import { basicPasswordErrors } from '../../../domain/password-policy.ts';
import type { AppContext } from '../../context.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { located } from '../../http/created.ts';
import { fail } from '../../http/errors.ts';
import { keptText, sendJsonText } from '../../http/kept-text.ts';
import { route } from '../../http/route.ts';
import { say } from '../../i18n/index.ts';
import { isCommonPassword } from './common-passwords.ts';
import { trustedDeviceFor } from './device-cookie.ts';
import { mfaLoginRoutes, startMfaChallenge } from './mfa-login.ts';
import { mfaRoutes } from './mfa-routes.ts';
import { hasConfirmedTotp } from './mfa-store.ts';
import { oidcLinkRoutes } from './oidc-link-routes.ts';
import { oidcRoutes } from './oidc-routes.ts';
import { passkeyRoutes } from './passkey-routes.ts';
import { getDummyHash, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { toPublicUser } from './public-user.ts';
import { clearSessionCookie } from './session-cookie.ts';
import { deleteSession } from './sessions-store.ts';
import { finishSignIn, startSession } from './sign-in.ts';
import {
  clearFailures,
  deleteAttempts,
  findUserByEmail,
  insertUser,
  instituteNameTaken,
  setPasswordHash,
} from './store.ts';
import { reserveLoginAttempt, type ThrottleKey } from './throttle.ts';

/** Whether a name waits, as another institute's pending change, for an administrator (the institute feature owns those). */
export type PendingNameTaken = (db: KyselyDb, name: string) => Promise<boolean>;

export async function authRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
  { pendingNameTaken }: { pendingNameTaken: PendingNameTaken },
) {
  const k = db.kysely;
  const currentUserText = keptText<PublicUser>(sessionUser, config.nodeEnv === 'test', 'GET /api/user');

  route(app, {
    method: 'GET',
    url: '/user',
    operationId: 'getCurrentUser',
    summary: 'De ingelogde gebruiker',
    tag: 'auth',
    access: 'signedIn',
    response: { 200: sessionUser },
    handler: (request, reply) => {
      const { user, mfaSetupRequired } = request;
      const text = currentUserText(user, String(mfaSetupRequired), () => ({ ...user, mfaSetupRequired }));
      return sendJsonText(reply, text);
    },
  });

  const rateLimit = { max: config.authRateLimit, timeWindow: '1 minute' };

  route(app, {
    method: 'POST',
    url: '/register',
    operationId: 'register',
    summary: 'Account aanmaken en inloggen',
    tag: 'auth',
    access: 'public',
    config: { rateLimit },
    body: registerBody,
    response: { 201: publicUser },
    // The new account, as its own profile (with the new session's cookie).
    headers: ['Location', 'ETag'],
    handler: async (request, reply) => {
      const body = request.body;
      const problems = basicPasswordErrors(body.password, { email: body.email, isCommon: isCommonPassword });
      if (problems.length > 0) throw fail(AUTH_PROBLEMS['auth.weak_password'], { reason: problems[0] });
      if (
        body.userType === 'institute' &&
        body.instituteName &&
        ((await instituteNameTaken(k, body.instituteName)) || (await pendingNameTaken(k, body.instituteName)))
      )
        // Institute names are unique, ignoring case and spaces: no one registers as another issuer.
        throw fail(INSTITUTE_PROBLEMS['institute.name_taken']);
      const user = await insertUser(k, {
        email: body.email,
        passwordHash: await hashPassword(body.password, config.passwordHashLogN),
        firstName: body.firstName,
        lastName: body.lastName,
        userType: body.userType,
        instituteName: body.userType === 'institute' ? (body.instituteName ?? null) : null,
      });
      if (!user) throw fail(AUTH_PROBLEMS['auth.email_taken']);
      await startSession({ db, config }, request, reply, user.id);
      located(request, reply, '/api/user/profile', { db: k, table: 'users', key: user.id });
      return reply.status(201).send(toPublicUser(user));
    },
  });

  route(app, {
    method: 'POST',
    url: '/login',
    operationId: 'login',
    summary:
      'Inloggen (met vertraging na mislukte pogingen); met een tweede factor volgt POST /api/login/mfa',
    tag: 'auth',
    access: 'public',
    config: { rateLimit },
    body: loginBody,
    response: { 200: z.union([publicUser, mfaRequiredAnswer]) },
    headers: ['Retry-After'],
    handler: async (request, reply) => {
      const body = request.body;
      const device = await trustedDeviceFor(k, request, body.email);
      const pairKey = `pair:${body.email}|${request.ip}`;
      const accountKey = `email:${body.email}`;
      // OWASP: a device that signed in to this account before is throttled only on its own, so
      // failures by others (one IP, many IPs) never lock the owner out.
      const keys: ThrottleKey[] = device
        ? [{ key: `device:${device}`, free: config.loginMaxFailures }]
        : [
            { key: pairKey, free: config.loginMaxFailures },
            { key: `ip:${request.ip}`, free: config.loginIpMaxFailures },
            { key: accountKey, free: config.loginAccountMaxFailures, hard: true },
          ];
      const reservation = await reserveLoginAttempt(k, keys, config.loginWindowMinutes * 60_000);
      if (!reservation.ok) {
        throw fail(
          AUTH_PROBLEMS['auth.login_throttled'],
          { seconds: reservation.retryAfterSeconds },
          { 'retry-after': String(reservation.retryAfterSeconds) },
        );
      }
      const user = await findUserByEmail(k, body.email);
      // Verify against a dummy hash for unknown accounts so timing does not reveal which e-mails exist.
      const ok = await verifyPassword(
        body.password,
        user?.passwordHash ?? (await getDummyHash(config.passwordHashLogN)),
      );
      if (!user || !ok) throw fail(AUTH_PROBLEMS['auth.invalid_credentials']);
      // A hash from older parameters (decision 157) is replaced while the password is at hand.
      if (needsRehash(user.passwordHash, config.passwordHashLogN)) {
        await setPasswordHash(k, user.id, await hashPassword(body.password, config.passwordHashLogN));
      }
      // Not a failure after all: withdraw the reservation and forget this account's failures.
      await deleteAttempts(k, reservation.ids);
      // A trusted device clears only its own count: the account-wide one keeps slowing the attacker.
      await clearFailures(k, device ? [`device:${device}`] : [pairKey, accountKey]);
      // With a second factor the password is only the first step: no session until the code
      // (POST /api/login/mfa), whatever the password (a reset included) was.
      if (await hasConfirmedTotp(k, user.id)) {
        await startMfaChallenge(k, reply, config, user.id, !!device);
        return { mfaRequired: true as const, methods: ['totp' as const, 'recovery' as const] };
      }
      return finishSignIn({ db, config }, request, reply, user, !!device);
    },
  });

  mfaLoginRoutes(app, { db, config });
  mfaRoutes(app, { db, config });
  passkeyRoutes(app, { db, config });
  oidcRoutes(app, { db, config }, pendingNameTaken);
  oidcLinkRoutes(app, { db, config });

  route(app, {
    method: 'POST',
    url: '/logout',
    operationId: 'logout',
    summary: 'Uitloggen: beëindigt de sessie',
    tag: 'auth',
    access: 'public',
    response: { 200: messageAnswer },
    handler: async (request, reply) => {
      if (request.sessionToken) await deleteSession(k, request.sessionToken);
      clearSessionCookie(reply, config);
      return { message: say(request, AUTH_MESSAGES['auth.logged_out']) };
    },
  });
}
