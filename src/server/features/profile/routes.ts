import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changePasswordBody,
  deleteAccountBody,
  type SessionSummary,
  sessionIdParam,
  updateProfileBody,
} from '../../../contracts/profile.ts';
import { describeUserAgent } from '../../../domain/profile/user-agent.ts';
import { requirePermission, requireUser } from '../../auth/guards.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { toPublicUser } from '../../auth/public-user.ts';
import { clearSessionCookie } from '../../auth/session-cookie.ts';
import { deleteOtherSessions, deleteUserSession, listUserSessions } from '../../auth/sessions.ts';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { badRequest, notFound, parse, unauthorized } from '../../http/errors.ts';
import { requestLanguage, say } from '../../i18n/index.ts';
import { passwordThrottle, setPasswordHash } from '../auth/index.ts';
import { documentFilesOf } from '../documents/index.ts';
import { deleteAccount, exportPersonalData, findUserById, updateProfile } from './store.ts';

const WRONG_PASSWORD = 'Het huidige wachtwoord is onjuist';
const SAME_PASSWORD = 'Kies een nieuw wachtwoord dat verschilt van je huidige wachtwoord';
const tags = ['profile'];

/** Profile, account security and privacy rights (issue 9, spec §2.17, §5, §7). */
export async function profileRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;

  const currentRow = async (request: FastifyRequest) => {
    const row = await findUserById(k, requireUser(request).id);
    if (!row) throw unauthorized();
    return row;
  };

  /** Checks the current password like a login: failures are throttled per account and IP (429). */
  const confirmPassword = async (request: FastifyRequest, row: UserRow, password: string) => {
    const throttle = passwordThrottle(k, config, row.email, request.ip);
    await throttle.assertAllowed();
    if (!(await verifyPassword(password, row.passwordHash))) {
      await throttle.recordFailure();
      throw badRequest(WRONG_PASSWORD);
    }
    await throttle.clear();
  };

  app.get(
    '/user/profile',
    { config: { doc: { summary: 'Eigen profiel', tags, access: 'profile.viewOwn' } } },
    async (request) => {
      requirePermission(request, 'profile.viewOwn');
      return toPublicUser(await currentRow(request));
    },
  );

  app.patch(
    '/user/profile',
    {
      config: {
        doc: { summary: 'Profiel opslaan', tags, body: updateProfileBody, access: 'profile.editOwn' },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'profile.editOwn');
      const body = parse(updateProfileBody, request.body);
      const row = await updateProfile(k, user.id, body);
      if (!row) throw unauthorized();
      return toPublicUser(row);
    },
  );

  app.post(
    '/user/change-password',
    {
      config: {
        doc: { summary: 'Wachtwoord wijzigen', tags, body: changePasswordBody, access: 'signedIn' },
        rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' },
      },
    },
    async (request) => {
      const row = await currentRow(request);
      const body = parse(changePasswordBody, request.body);
      await confirmPassword(request, row, body.currentPassword);
      if (body.currentPassword === body.newPassword) throw badRequest(SAME_PASSWORD);
      await setPasswordHash(k, row.id, await hashPassword(body.newPassword, config.passwordHashLogN));
      const endedSessions = await deleteOtherSessions(k, row.id, request.sessionToken);
      return { message: say(request, 'Wachtwoord gewijzigd'), endedSessions };
    },
  );

  app.get(
    '/user/sessions',
    { config: { doc: { summary: 'Actieve sessies', tags, access: 'signedIn' } } },
    async (request): Promise<SessionSummary[]> => {
      const user = requireUser(request);
      const sessions = await listUserSessions(k, user.id, request.sessionToken);
      return sessions.map(({ userAgent, ...s }) => ({
        ...s,
        browser: describeUserAgent(userAgent, requestLanguage(request)),
      }));
    },
  );

  app.delete(
    '/user/sessions',
    { config: { doc: { summary: 'Alle andere sessies beëindigen', tags, access: 'signedIn' } } },
    async (request) => {
      const user = requireUser(request);
      const ended = await deleteOtherSessions(k, user.id, request.sessionToken);
      return { ended };
    },
  );

  app.delete(
    '/user/sessions/:id',
    {
      config: { doc: { summary: 'Eén sessie beëindigen', tags, params: sessionIdParam, access: 'signedIn' } },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = parse(sessionIdParam, request.params);
      const sessions = await listUserSessions(k, user.id, request.sessionToken);
      if (sessions.find((s) => s.id === id)?.current) {
        throw badRequest('Dit is je huidige sessie: gebruik Uitloggen om die te beëindigen');
      }
      if (!(await deleteUserSession(k, user.id, id))) throw notFound('Sessie niet gevonden');
      return { ended: 1 };
    },
  );

  app.get(
    '/user/export',
    { config: { doc: { summary: 'Mijn gegevens downloaden (AVG)', tags, access: 'signedIn' } } },
    async (request, reply) => {
      const row = await currentRow(request);
      const data = await exportPersonalData(k, row);
      const date = new Date().toISOString().slice(0, 10);
      reply.header('Content-Disposition', `attachment; filename="mijn-gegevens-${date}.json"`);
      return { exportedAt: new Date().toISOString(), ...data };
    },
  );

  app.delete(
    '/user',
    {
      config: {
        doc: { summary: 'Account verwijderen (AVG)', tags, body: deleteAccountBody, access: 'signedIn' },
        rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const row = await currentRow(request);
      const body = parse(deleteAccountBody, request.body);
      await confirmPassword(request, row, body.password);
      const documentFiles = await documentFilesOf(k, config.uploadDir, row.id);
      await deleteAccount(k, row);
      await documentFiles.erase((err) => request.log.warn({ err }, 'uploaded document not removed'));
      clearSessionCookie(reply, config);
      return { message: say(request, 'Je account en je gegevens zijn verwijderd') };
    },
  );
}
