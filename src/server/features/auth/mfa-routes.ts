import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { messageAnswer } from '../../../contracts/common.ts';
import { AUTH_MESSAGES } from '../../../contracts/messages/auth.ts';
import {
  mfaResetBody,
  mfaResetParams,
  mfaStatus,
  recoveryCodesAnswer,
  totpConfirmBody,
  totpDisableBody,
  totpSetupAnswer,
} from '../../../contracts/mfa.ts';
import { AUTH_PROBLEMS } from '../../../contracts/problems/auth.ts';
import { dutchMoment } from '../../../domain/dates.ts';
import { mfaRequiredFor } from '../../../domain/mfa/index.ts';
import { roleOf } from '../../../domain/roles.ts';
import { recordAudit } from '../../audit.ts';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { fail, forbidden } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { requestLanguage, say } from '../../i18n/index.ts';
import { queueMail } from '../../mail/index.ts';
import { storedLanguage } from '../notifications/index.ts';
import { guardCodeGuess } from './code-throttle.ts';
import { checkSecondFactor } from './mfa-login.ts';
import {
  findTotp,
  recoveryCodesLeft,
  removeSecondFactor,
  replaceRecoveryCodes,
  spendTotpStep,
  startTotp,
} from './mfa-store.ts';
import { passkeysOf } from './passkey-store.ts';
import { verifyPassword } from './passwords.ts';
import { secondFactorMail } from './security-mails.ts';
import { deleteOtherSessions } from './sessions-store.ts';
import { findUserById } from './store.ts';
import { passwordThrottle } from './throttle.ts';
import { endAllAccessTokens } from './token-revocation.ts';
import { hashRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret, otpauthUrl } from './totp.ts';

/** The name authenticator apps show above the code. */
const TOTP_ISSUER = 'SkillsPlatform';

async function mailSecondFactorChange(
  db: KyselyDb,
  config: Pick<Config, 'appUrl'>,
  user: { id: string; email: string; firstName: string | null },
  change: 'on' | 'off' | 'adminReset',
  fallback: 'nl' | 'en',
) {
  const stored = await storedLanguage(db, user.id);
  const lang = stored === 'en' || stored === 'nl' ? stored : fallback;
  const mail = secondFactorMail(lang, {
    firstName: user.firstName,
    appUrl: config.appUrl,
    when: dutchMoment(new Date(), lang),
    change,
  });
  await queueMail(db, { to: user.email, ...mail });
}

/** The second factor in the profile's Beveiliging tab, and an admin's reset of someone's factor. */
export function mfaRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;

  route(app, {
    method: 'GET',
    url: '/user/mfa',
    operationId: 'getSecondFactors',
    summary: 'Welke tweede inlogfactoren aan staan, en of er een verplicht is',
    tag: 'auth',
    access: 'signedIn',
    response: { 200: mfaStatus },
    handler: async (request) => {
      const totp = await findTotp(k, request.user.id);
      const on = Boolean(totp?.confirmedAt);
      const required = mfaRequiredFor(request.user, config.mfaRequiredRoles);
      // A passkey counts as a second factor (decision 311).
      const passkeys = (await passkeysOf(k, request.user.id)).length;
      return {
        totp: on,
        recoveryCodesLeft: on ? await recoveryCodesLeft(k, request.user.id) : 0,
        passkeys,
        required,
        setupRequired: required && !on && passkeys === 0,
      };
    },
  });

  route(app, {
    method: 'POST',
    url: '/user/mfa/totp',
    operationId: 'startTotp',
    summary: 'Authenticator-app instellen: een nieuw geheim (nog niet actief tot de eerste code)',
    tag: 'auth',
    access: 'signedIn',
    response: { 200: totpSetupAnswer },
    handler: async (request) => {
      const secret = newTotpSecret();
      if (!(await startTotp(k, request.user.id, secret))) {
        throw fail(AUTH_PROBLEMS['mfa.totp_already_set']);
      }
      const url = otpauthUrl(secret, request.user.email, TOTP_ISSUER);
      return { secret, otpauthUrl: url, qrDataUrl: await QRCode.toDataURL(url, { margin: 1, width: 200 }) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/user/mfa/totp/confirm',
    operationId: 'confirmTotp',
    summary: 'Authenticator-app bevestigen met de eerste code; geeft eenmalig tien herstelcodes',
    tag: 'auth',
    access: 'signedIn',
    config: { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } },
    body: totpConfirmBody,
    response: { 200: recoveryCodesAnswer },
    handler: async (request) => {
      const user = request.user;
      const totp = await findTotp(k, user.id);
      if (!totp) throw fail(AUTH_PROBLEMS['mfa.totp_not_started']);
      if (totp.confirmedAt) throw fail(AUTH_PROBLEMS['mfa.totp_already_set']);
      const step = matchTotp(totp.secret, request.body.code);
      if (step === null || !(await spendTotpStep(k, user.id, step, true)))
        throw fail(AUTH_PROBLEMS['auth.invalid_code']);
      const codes = newRecoveryCodes();
      await replaceRecoveryCodes(k, user.id, codes.map(hashRecoveryCode));
      await mailSecondFactorChange(k, config, user, 'on', requestLanguage(request));
      return { recoveryCodes: codes };
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/user/mfa/totp',
    operationId: 'removeTotp',
    summary: 'Authenticator-app uitzetten (met het wachtwoord én een geldige code of herstelcode)',
    tag: 'auth',
    access: 'signedIn',
    body: totpDisableBody,
    response: { 200: messageAnswer },
    handler: async (request) => {
      const user = request.user;
      if (mfaRequiredFor(user, config.mfaRequiredRoles)) {
        throw fail(AUTH_PROBLEMS['mfa.required_for_role']);
      }
      const totp = await findTotp(k, user.id);
      if (!totp?.confirmedAt) throw fail(AUTH_PROBLEMS['mfa.totp_not_set']);
      const { code, password } = request.body;
      // Both the password (throttled like a sign-in) and a code (counted like every code guess).
      const throttle = passwordThrottle(k, config, user.email, request.ip);
      await throttle.assertAllowed();
      const row = await findUserById(k, user.id);
      if (!row || !(await verifyPassword(password, row.passwordHash)))
        throw fail(AUTH_PROBLEMS['auth.wrong_password']);
      await throttle.clear();
      if (!(await guardCodeGuess(k, config, request, user, () => checkSecondFactor(k, user.id, code)))) {
        throw fail(AUTH_PROBLEMS['auth.invalid_code']);
      }
      await removeSecondFactor(k, user.id);
      await mailSecondFactorChange(k, config, user, 'off', requestLanguage(request));
      return { message: say(request, AUTH_MESSAGES['auth.two_step_verification_off']) };
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/admin/users/:id/mfa',
    operationId: 'resetUserSecondFactor',
    summary:
      'Beheer: de tweede inlogfactor van een gebruiker resetten met een reden (gelogd, mailt de gebruiker, beëindigt sessies en toegangstokens)',
    tag: 'admin',
    access: 'platform.administer',
    params: mfaResetParams,
    body: mfaResetBody,
    response: { 200: messageAnswer },
    handler: async (request) => {
      const actor = request.user;
      const target = await findUserById(k, request.params.id);
      if (!target) throw fail(AUTH_PROBLEMS['user.not_found']);
      if (target.id === actor.id) throw fail(AUTH_PROBLEMS['mfa.own_factor']);
      // Only a superadmin resets the factor of another admin.
      const targetRole = roleOf(target);
      if ((targetRole === 'admin' || targetRole === 'superadmin') && roleOf(actor) !== 'superadmin') {
        throw forbidden();
      }
      await k.transaction().execute(async (trx) => {
        await removeSecondFactor(trx, target.id);
        await deleteOtherSessions(trx, target.id, null);
        await recordAudit(trx, {
          actorId: actor.id,
          action: 'user.mfa.reset',
          targetType: 'user',
          targetId: target.id,
          details: { reason: request.body.reason },
        });
        // Tokens were made under the old factor: they end with it (issue 47).
        await endAllAccessTokens(trx, config, target, 'mfaReset', requestLanguage(request), actor.id);
      });
      await mailSecondFactorChange(k, config, target, 'adminReset', requestLanguage(request));
      return {
        message: say(request, AUTH_MESSAGES['auth.second_factor_was_reset']),
      };
    },
  });
}
