import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginBody, registerBody } from '../../../contracts/auth.ts';
import { requireUser } from '../../auth/guards.ts';
import { getDummyHash, hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { toPublicUser } from '../../auth/public-user.ts';
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie.ts';
import { createSession, deleteSession } from '../../auth/sessions.ts';
import type { AppContext } from '../../context.ts';
import { conflict, parse, unauthorized } from '../../http/errors.ts';
import { say } from '../../i18n/index.ts';
import { findUserByEmail, insertUser } from './store.ts';
import { passwordThrottle } from './throttle.ts';

const LOGIN_FAILED = 'Onjuist e-mailadres of wachtwoord';

export async function authRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;

  const startSession = async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    const token = await createSession(k, userId, config.sessionDays, {
      userAgent: request.headers['user-agent'],
    });
    setSessionCookie(reply, config, token);
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
    await startSession(request, reply, user.id);
    return reply.status(201).send(toPublicUser(user));
  });

  app.post('/login', authLimit, async (request, reply) => {
    const body = parse(loginBody, request.body);
    const throttle = passwordThrottle(k, config, body.email, request.ip);
    await throttle.assertAllowed();
    const user = await findUserByEmail(k, body.email);
    // Verify against a dummy hash for unknown accounts so timing does not reveal which e-mails exist.
    const ok = await verifyPassword(
      body.password,
      user?.passwordHash ?? (await getDummyHash(config.passwordHashLogN)),
    );
    if (!user || !ok) {
      await throttle.recordFailure();
      throw unauthorized(LOGIN_FAILED);
    }
    await throttle.clear();
    // A fresh session id at every login (no fixation); the old cookie's session ends.
    if (request.sessionToken) await deleteSession(k, request.sessionToken);
    await startSession(request, reply, user.id);
    return toPublicUser(user);
  });

  app.post('/logout', async (request, reply) => {
    if (request.sessionToken) await deleteSession(k, request.sessionToken);
    clearSessionCookie(reply, config);
    return { message: say(request, 'Uitgelogd') };
  });
}
