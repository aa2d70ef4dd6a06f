import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sessionCookie, setUpTotp } from './harness.ts';

/**
 * Registers a fresh account of any self-service type (unique e-mail); returns its cookie, id and
 * e-mail. A role that requires a second factor (institute) gets its authenticator app set up at once.
 */
export async function registerAccount(
  app: FastifyInstance,
  userType: 'talent' | 'company' | 'institute',
  firstName = 'Test',
  extra: { instituteName?: string } = {},
) {
  const email = `${userType}-${randomBytes(4).toString('hex')}@test.nl`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { email, password: 'Fietsbel-Oranje7', firstName, lastName: 'Gebruiker', userType, ...extra },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookie(res);
  if (userType === 'institute') await setUpTotp(app, cookie, email);
  const user = res.json() as { id: string; instituteName: string | null };
  return { cookie, id: user.id, email, user };
}

/** The demo accounts by role, for tests that act as each kind of user. */
export const DEMO = {
  talent: 'talent@example.nl',
  company: 'bedrijf@example.nl',
  institute: 'instituut@example.nl',
  admin: 'admin@example.nl',
  superadmin: 'superadmin@example.nl',
} as const;
