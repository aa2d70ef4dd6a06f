import type { FastifyInstance, FastifyReply } from 'fastify';
import { publicUser } from '../../../contracts/auth.ts';
import { mfaLoginBody } from '../../../contracts/mfa.ts';
import { AUTH_PROBLEMS } from '../../../contracts/problems/auth.ts';

import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { answeredAs, fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { guardCodeGuess } from './code-throttle.ts';
import {
  createChallenge,
  deleteChallenge,
  findChallenge,
  findTotp,
  spendRecoveryCode,
  spendTotpStep,
} from './mfa-store.ts';
import { mfaChallengeCookie } from './session-cookie.ts';
import { finishSignIn } from './sign-in.ts';
import { findUserById } from './store.ts';
import { hashRecoveryCode, matchTotp } from './totp.ts';

/** How long the second step of a sign-in waits for its code. */
export const MFA_CHALLENGE_MINUTES = 5;

/** The first step passed: a pending second step and its cookie. */
export async function startMfaChallenge(
  db: KyselyDb,
  reply: FastifyReply,
  config: Config,
  userId: string,
  knownDevice: boolean,
) {
  const token = await createChallenge(db, userId, knownDevice, MFA_CHALLENGE_MINUTES * 60_000);
  reply.setCookie(mfaChallengeCookie(config), token, {
    path: '/api/login',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    maxAge: MFA_CHALLENGE_MINUTES * 60,
  });
}

/** A code of the account's authenticator app (once per 30-second step) or an unused recovery code. */
export async function checkSecondFactor(db: KyselyDb, userId: string, code: string): Promise<boolean> {
  if (/^\d{6}$/.test(code)) {
    const totp = await findTotp(db, userId);
    if (!totp?.confirmedAt) return false;
    const step = matchTotp(totp.secret, code);
    return step !== null && (await spendTotpStep(db, userId, step));
  }
  return spendRecoveryCode(db, userId, hashRecoveryCode(code));
}

/** POST /api/login/mfa: the second step of a sign-in. */
export function mfaLoginRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;
  route(app, {
    method: 'POST',
    url: '/login/mfa',
    operationId: 'loginSecondFactor',
    summary: 'Inloggen, tweede stap: code uit de authenticator-app of een herstelcode',
    tag: 'auth',
    access: 'public',
    config: { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } },
    body: mfaLoginBody,
    response: { 200: publicUser },
    headers: ['Retry-After'],
    handler: async (request, reply) => {
      const token = request.cookies[mfaChallengeCookie(config)];
      const challenge = token ? await findChallenge(k, token) : undefined;
      if (!token || !challenge) throw fail(AUTH_PROBLEMS['auth.mfa_step_expired']);
      const user = await findUserById(k, challenge.userId);
      if (!user) throw fail(AUTH_PROBLEMS['auth.mfa_step_expired']);
      // Every guess counts per account and per address; 10 wrong codes lock the step (issue 47).
      const right = await guardCodeGuess(k, config, request, user, () =>
        checkSecondFactor(k, user.id, request.body.code),
      );
      if (!right) throw answeredAs(401, fail(AUTH_PROBLEMS['auth.invalid_code']));
      await deleteChallenge(k, token);
      return finishSignIn({ db, config }, request, reply, user, challenge.knownDevice === 1);
    },
  });
}
