import type { FastifyInstance, FastifyReply } from 'fastify';
import { loginBody, registerBody } from '../../../contracts/auth.ts';
import { requireUser } from '../../auth/guards.ts';
import { getDummyHash, hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { toPublicUser } from '../../auth/public-user.ts';
import { createSession, deleteSession } from '../../auth/sessions.ts';
import type { AppContext } from '../../context.ts';
import { conflict, HttpError, parse, unauthorized } from '../../http/errors.ts';
import { say } from '../../i18n/index.ts';
import { clearFailures, countRecentFailures, findUserByEmail, insertUser, recordFailure } from './store.ts';

const LOGIN_FAILED = 'Onjuist e-mailadres of wachtwoord';
const THROTTLED = 'Te veel mislukte inlogpogingen. Probeer het over een kwartier opnieuw.';
/** An IP may fail this many times more than one account (several people behind one NAT). */
const IP_FACTOR = 4;

export async function authRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;

  const startSession = async (reply: FastifyReply, userId: string) => {
    const token = await createSession(k, userId, config.sessionDays);
    reply.setCookie(config.cookieName, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      maxAge: config.sessionDays * 86_400,
    });
  };

  app.get('/user', async (request) => requireUser(request));

  const authLimit = { config: { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } } };

  app.post('/register', authLimit, async (request, reply) => {
    const body = parse(registerBody, request.body);
    const user = await insertUser(k, {
      email: body.email,
      passwordHash: await hashPassword(body.password, config.passwordHashLogN),
      firstName: body.firstName,
      lastName: body.lastName,
      userType: body.userType,
    });
    if (!user) throw conflict('Er bestaat al een account met dit e-mailadres');
    await startSession(reply, user.id);
    return reply.status(201).send(toPublicUser(user));
  });

  app.post('/login', authLimit, async (request, reply) => {
    const body = parse(loginBody, request.body);
    const accountKey = `email:${body.email}`;
    const ipKey = `ip:${request.ip}`;
    const since = new Date(Date.now() - config.loginWindowMinutes * 60_000).toISOString();
    const failures = await countRecentFailures(k, [accountKey, ipKey], since);
    if (
      (failures.get(accountKey) ?? 0) >= config.loginMaxFailures ||
      (failures.get(ipKey) ?? 0) >= config.loginMaxFailures * IP_FACTOR
    ) {
      throw new HttpError(429, THROTTLED);
    }
    const user = await findUserByEmail(k, body.email);
    // Verify against a dummy hash for unknown accounts so timing does not reveal which e-mails exist.
    const ok = await verifyPassword(
      body.password,
      user?.passwordHash ?? (await getDummyHash(config.passwordHashLogN)),
    );
    if (!user || !ok) {
      await recordFailure(k, [accountKey, ipKey]);
      throw unauthorized(LOGIN_FAILED);
    }
    await clearFailures(k, accountKey);
    // A fresh session id at every login (no fixation); the old cookie's session ends.
    if (request.sessionToken) await deleteSession(k, request.sessionToken);
    await startSession(reply, user.id);
    return toPublicUser(user);
  });

  app.post('/logout', async (request, reply) => {
    if (request.sessionToken) await deleteSession(k, request.sessionToken);
    reply.clearCookie(config.cookieName, { path: '/' });
    return { message: say(request, 'Uitgelogd') };
  });
}
