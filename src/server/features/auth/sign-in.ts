import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicUser } from '../../../contracts/auth.ts';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../i18n/index.ts';
import { issueDeviceCookie } from './device-cookie.ts';
import { queueNewSignInMailIfNewDevice } from './password-reset.ts';
import { toPublicUser } from './public-user.ts';
import { mfaChallengeCookie, setSessionCookie } from './session-cookie.ts';
import { createSession, deleteSession } from './sessions-store.ts';

type Context = Pick<AppContext, 'db' | 'config'>;

/** A new session for the user, its cookie set on the reply. */
export async function startSession(
  { db, config }: Context,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<string> {
  const token = await createSession(db.kysely, userId, config.sessionDays, {
    userAgent: request.headers['user-agent'],
  });
  setSessionCookie(reply, config, token);
  return `${config.cookieName}=${token}`;
}

/**
 * The one sign-in finisher (issue 52 part 4): after the password (and the second factor where there
 * is one), a passkey or an OpenID Connect provider, the same steps end every sign-in.
 */
export async function finishSignIn(
  ctx: Context,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; email: string; firstName: string | null } & Parameters<typeof toPublicUser>[0],
  knownDevice: boolean,
): Promise<PublicUser> {
  const k = ctx.db.kysely;
  // A fresh session id at every login (no fixation); the old cookie's session ends.
  if (request.sessionToken) await deleteSession(k, request.sessionToken);
  // Security mail: a sign-in from a browser this account had not used.
  await queueNewSignInMailIfNewDevice(
    k,
    ctx.config,
    user,
    request.headers['user-agent'] ?? null,
    knownDevice,
    requestLanguage(request),
  );
  await startSession(ctx, request, reply, user.id);
  await issueDeviceCookie(k, reply, user.email, ctx.config);
  reply.clearCookie(mfaChallengeCookie(ctx.config), { path: '/api/login' });
  return toPublicUser(user);
}
