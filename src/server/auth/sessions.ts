import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PublicUser } from '../../contracts/auth.ts';
import { nowIso } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { toPublicUser } from './public-user.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns the opaque token for the cookie; only its hash is stored. */
export async function createSession(db: Kysely<Database>, userId: string, days: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      userId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + days * 86_400_000).toISOString(),
    })
    .execute();
  return token;
}

/** The user behind a token, or undefined when the token is unknown or expired. */
export async function findSessionUser(db: Kysely<Database>, token: string): Promise<PublicUser | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('users')
    .select('sessions.expiresAt')
    .where('sessions.id', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.expiresAt <= nowIso()) return undefined;
  const { expiresAt: _expiresAt, ...user } = row;
  return toPublicUser(user);
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
}

/** Removes expired sessions (run at start-up and periodically). */
export async function purgeExpiredSessions(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('sessions').where('expiresAt', '<=', nowIso()).execute();
}
