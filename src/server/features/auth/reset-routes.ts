import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  PASSWORD_RESET_ACCEPTED,
  PASSWORD_RESET_DONE,
  passwordResetBody,
  passwordResetConfirmBody,
} from '../../../contracts/auth.ts';
import { messageAnswer } from '../../../contracts/common.ts';
import { AUTH_PROBLEMS } from '../../../contracts/problems/auth.ts';
import { basicPasswordErrors } from '../../../domain/password-policy.ts';
import { recordAudit } from '../../audit.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { requestLanguage, say } from '../../i18n/index.ts';
import { enqueueJob } from '../../jobs/index.ts';
import { HOUR_MS, takeQuota } from '../../security/quota.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashResetToken, PASSWORD_RESET_JOB, queuePasswordChangedMail } from './password-reset.ts';
import { hashPassword } from './passwords.ts';
import { consumeResetToken, deleteAllSessions, dropResetTokens, findValidResetToken } from './reset-store.ts';
import { clearSessionCookie } from './session-cookie.ts';
import { clearFailures, setPasswordHash } from './store.ts';
import { endAllAccessTokens } from './token-revocation.ts';

/** Reset requests per e-mail address and per IP address per hour (decision 202). */
export const RESET_PER_EMAIL_HOURLY = 3;
export const RESET_PER_IP_HOURLY = 10;

/** The password-reset quota key of an address (hashed: the quota table never holds the e-mail). */
export const resetEmailQuotaKey = (email: string) => `reset.email:${emailKey(email)}`;
const emailKey = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32);

/** Wachtwoord vergeten (decision 202). */
export async function passwordResetRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;
  const rateLimit = { max: config.authRateLimit, timeWindow: '1 minute' };

  route(app, {
    method: 'POST',
    url: '/auth/password-reset',
    operationId: 'requestPasswordReset',
    summary: 'Herstellink aanvragen (altijd 202, ook voor onbekende e-mailadressen)',
    tag: 'auth',
    access: 'public',
    config: { rateLimit },
    body: passwordResetBody,
    response: { 202: messageAnswer },
    headers: ['Retry-After'],
    handler: async (request, reply) => {
      const { email } = request.body;
      // Counted before anything is looked up, so the limits behave alike for every address.
      await takeQuota(
        k,
        `reset.ip:${request.ip}`,
        [{ max: RESET_PER_IP_HOURLY, windowMs: HOUR_MS }],
        AUTH_PROBLEMS['auth.reset_throttled'],
      );
      await takeQuota(
        k,
        resetEmailQuotaKey(email),
        [{ max: RESET_PER_EMAIL_HOURLY, windowMs: HOUR_MS }],
        AUTH_PROBLEMS['auth.reset_throttled'],
      );
      // The same work for every address: one queued job. Whether the account exists is decided
      // in the background, so neither the answer nor its timing tells.
      await enqueueJob(k, PASSWORD_RESET_JOB, { email, lang: requestLanguage(request) }, { maxAttempts: 3 });
      return reply.status(202).send({ message: say(request, PASSWORD_RESET_ACCEPTED) });
    },
  });

  route(app, {
    method: 'POST',
    url: '/auth/password-reset/confirm',
    operationId: 'confirmPasswordReset',
    summary: 'Nieuw wachtwoord instellen met de herstellink; beëindigt alle sessies',
    tag: 'auth',
    access: 'public',
    config: { rateLimit },
    body: passwordResetConfirmBody,
    response: { 200: messageAnswer },
    handler: async (request, reply) => {
      const body = request.body;
      const id = hashResetToken(body.token);
      const user = await findValidResetToken(k, id);
      if (!user) throw fail(AUTH_PROBLEMS['auth.reset_invalid']);
      // The registration rules; a refused password leaves the link usable.
      const problems = basicPasswordErrors(body.password, { email: user.email, isCommon: isCommonPassword });
      if (problems.length > 0) throw fail(AUTH_PROBLEMS['auth.weak_password'], { reason: problems[0] });
      const passwordHash = await hashPassword(body.password, config.passwordHashLogN);
      const done = await k.transaction().execute(async (trx) => {
        if ((await consumeResetToken(trx, id)) !== user.id) return false;
        await setPasswordHash(trx, user.id, passwordHash);
        const ended = await deleteAllSessions(trx, user.id);
        await dropResetTokens(trx, user.id);
        await clearFailures(trx, [`email:${user.email}`]);
        await recordAudit(trx, {
          actorId: user.id,
          action: 'auth.password_reset',
          targetType: 'user',
          targetId: user.id,
          details: { sessionsEnded: ended },
        });
        await queuePasswordChangedMail(trx, config, user, requestLanguage(request));
        // A token made before the reset ends with the old password (issue 47).
        await endAllAccessTokens(trx, config, user, 'passwordReset', requestLanguage(request));
        return true;
      });
      if (!done) throw fail(AUTH_PROBLEMS['auth.reset_invalid']);
      clearSessionCookie(reply, config);
      return { message: say(request, PASSWORD_RESET_DONE) };
    },
  });
}
