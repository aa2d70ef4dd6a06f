import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type PublicUser, publicUser } from '../../../contracts/auth.ts';
import { messageAnswer } from '../../../contracts/common.ts';
import { PROFILE_MESSAGES } from '../../../contracts/messages/profile.ts';
import { AUTH_PROBLEMS } from '../../../contracts/problems/auth.ts';
import { PROFILE_PROBLEMS } from '../../../contracts/problems/profile.ts';
import {
  changePasswordBody,
  deleteAccountBody,
  passwordChanged,
  personalDataExport,
  updateProfileBody,
} from '../../../contracts/profile.ts';
import { basicPasswordErrors } from '../../../domain/password-policy.ts';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { fail, invalidField, unauthorized } from '../../http/errors.ts';
import { callerKey, checkIfMatch, versionedEtag } from '../../http/if-match.ts';
import { route } from '../../http/route.ts';
import { requestLanguage, say } from '../../i18n/index.ts';
import {
  clearDeviceCookie,
  clearSessionCookie,
  deleteOtherSessions,
  endAllAccessTokens,
  hashPassword,
  isCommonPassword,
  passwordThrottle,
  setPasswordHash,
  toPublicUser,
  verifyPassword,
} from '../auth/index.ts';
import { documentFilesOf } from '../documents/index.ts';
import { sessionRoutes } from './session-routes.ts';
import { deleteAccount, exportPersonalData, findUserById, updateProfile } from './store.ts';
import { tokenRoutes } from './token-routes.ts';

/** Profile, password and privacy rights (spec §2.17, §5, §7); sessions in session-routes.ts. */
const INSTITUTE_NAME_ELSEWHERE = PROFILE_MESSAGES['profile.institute_name_elsewhere'];

/** The 400 on field instituteName: the name changes only through Instellingen (decision 340). */
const instituteNameElsewhere = () => invalidField('body', 'instituteName', INSTITUTE_NAME_ELSEWHERE);

export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const k = db.kysely;
  await sessionRoutes(app, ctx);
  await tokenRoutes(app, ctx);

  const currentRow = async (user: PublicUser) => {
    const row = await findUserById(k, user.id);
    if (!row) throw unauthorized();
    return row;
  };

  /** Checks the current password like a login: failures are throttled per account and IP (429). */
  const confirmPassword = async (request: FastifyRequest, row: UserRow, password: string) => {
    const throttle = passwordThrottle(k, config, row.email, request.ip);
    await throttle.assertAllowed();
    if (!(await verifyPassword(password, row.passwordHash))) {
      await throttle.recordFailure();
      throw fail(AUTH_PROBLEMS['auth.wrong_password']);
    }
    await throttle.clear();
  };

  route(app, {
    method: 'GET',
    url: '/user/profile',
    operationId: 'getOwnProfile',
    summary: 'Eigen profiel',
    tag: 'profile',
    access: 'profile.viewOwn',
    response: { 200: publicUser },
    headers: ['ETag'],
    onSend: versionedEtag(k, 'users', callerKey),
    handler: async (request) => toPublicUser(await currentRow(request.user)),
  });

  route(app, {
    method: 'PATCH',
    url: '/user/profile',
    operationId: 'updateOwnProfile',
    summary: 'Profiel opslaan',
    tag: 'profile',
    access: 'profile.editOwn',
    body: updateProfileBody,
    response: { 200: publicUser },
    headers: ['ETag'],
    ifMatch: true,
    handler: async (request) => {
      // An institute's name has one writer, the reviewed settings flow (decision 340, issue 47):
      // the profile accepts the name in force unchanged (the form sends it) and refuses a new one.
      const { instituteName } = request.body;
      if (instituteName !== undefined && instituteName !== (await currentRow(request.user)).instituteName)
        throw instituteNameElsewhere();
      await checkIfMatch(request, k, 'users', request.user.id);
      const row = await updateProfile(k, request.user.id, request.body);
      if (!row) throw unauthorized();
      return toPublicUser(row);
    },
  });

  route(app, {
    method: 'POST',
    url: '/user/change-password',
    operationId: 'changeOwnPassword',
    summary: 'Wachtwoord wijzigen',
    tag: 'profile',
    access: 'signedIn',
    config: { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } },
    body: changePasswordBody,
    response: { 200: passwordChanged },
    headers: ['Retry-After'],
    handler: async (request) => {
      const row = await currentRow(request.user);
      const body = request.body;
      await confirmPassword(request, row, body.currentPassword);
      if (body.currentPassword === body.newPassword) throw fail(PROFILE_PROBLEMS['profile.same_password']);
      // The one policy of registration and reset: also not a common password, not the e-mail.
      const problems = basicPasswordErrors(body.newPassword, {
        email: row.email,
        isCommon: isCommonPassword,
      });
      if (problems.length) throw fail(AUTH_PROBLEMS['auth.weak_password'], { reason: problems[0] });
      await setPasswordHash(k, row.id, await hashPassword(body.newPassword, config.passwordHashLogN));
      const endedSessions = await deleteOtherSessions(k, row.id, request.sessionToken);
      // Tokens were made under the old password: they end with it (issue 47).
      await endAllAccessTokens(k, config, row, 'passwordChange', requestLanguage(request));
      return { message: say(request, PROFILE_MESSAGES['profile.password_changed']), endedSessions };
    },
  });

  route(app, {
    method: 'GET',
    url: '/user/export',
    operationId: 'exportOwnData',
    summary: 'Mijn gegevens downloaden (AVG)',
    tag: 'profile',
    access: 'signedIn',
    response: { 200: personalDataExport },
    handler: async (request, reply) => {
      const row = await currentRow(request.user);
      const data = await exportPersonalData(k, db.engine, row);
      const date = new Date().toISOString().slice(0, 10);
      reply.header('Content-Disposition', `attachment; filename="mijn-gegevens-${date}.json"`);
      return { exportedAt: new Date().toISOString(), ...data };
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/user',
    operationId: 'deleteOwnAccount',
    summary: 'Account verwijderen (AVG)',
    tag: 'profile',
    access: 'signedIn',
    config: { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } },
    body: deleteAccountBody,
    response: { 200: messageAnswer },
    headers: ['Retry-After'],
    handler: async (request, reply) => {
      const row = await currentRow(request.user);
      await confirmPassword(request, row, request.body.password);
      const documentFiles = await documentFilesOf(k, config.uploadDir, row.id);
      await deleteAccount(k, row);
      await documentFiles.erase((err) => request.log.warn({ err }, 'uploaded document not removed'));
      clearSessionCookie(reply, config);
      clearDeviceCookie(reply);
      return { message: say(request, PROFILE_MESSAGES['profile.account_data_deleted']) };
    },
  });
}
