import { nowIso } from '../../db/connect.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { storedLanguage } from '../notifications/index.ts';

/** Who gets a reset mail: the account and its stored language, if any. */
export async function findResetRecipient(db: KyselyDb, email: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'firstName'])
    .where('email', '=', email)
    .executeTakeFirst();
  return user && { ...user, language: await storedLanguage(db, user.id) };
}

export async function insertResetToken(
  db: KyselyDb,
  row: { id: string; userId: string; validMs: number },
): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('passwordResetTokens')
    .values({
      id: row.id,
      userId: row.userId,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + row.validMs).toISOString(),
      usedAt: null,
    })
    .execute();
}

/** The account of a token that is unused and not expired (without using it). */
export async function findValidResetToken(db: KyselyDb, id: string, now = nowIso()) {
  const user = await db
    .selectFrom('passwordResetTokens')
    .innerJoin('users', 'users.id', 'passwordResetTokens.userId')
    .select(['users.id', 'users.email', 'users.firstName'])
    .where('passwordResetTokens.id', '=', id)
    .where('passwordResetTokens.usedAt', 'is', null)
    .where('passwordResetTokens.expiresAt', '>', now)
    .executeTakeFirst();
  return user && { ...user, language: await storedLanguage(db, user.id) };
}

/**
 * Uses a token: marks it used only if it is unused and not expired, in one UPDATE, so of two
 * concurrent uses one wins. Returns the account's id, or undefined.
 */
export async function consumeResetToken(db: KyselyDb, id: string, now = nowIso()) {
  const row = await db
    .updateTable('passwordResetTokens')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('userId')
    .executeTakeFirst();
  return row?.userId;
}

/** A token used, or a new password set: the account's other open links stop working. */
export async function dropResetTokens(db: KyselyDb, userId: string): Promise<void> {
  await db
    .deleteFrom('passwordResetTokens')
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
}

export async function deleteAllSessions(db: KyselyDb, userId: string): Promise<number> {
  const res = await db.deleteFrom('sessions').where('userId', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Whether the user has an unexpired session from this user agent (a known device signs in again). */
export async function hasLiveSessionOnAgent(
  db: KyselyDb,
  userId: string,
  agent: string | null,
): Promise<boolean> {
  const same = await db
    .selectFrom('sessions')
    .select('id')
    .where('userId', '=', userId)
    .where('expiresAt', '>', new Date().toISOString())
    .where((eb) => (agent === null ? eb('userAgent', 'is', null) : eb('userAgent', '=', agent)))
    .executeTakeFirst();
  return !!same;
}
