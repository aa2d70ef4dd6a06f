import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { nowIso } from '../../db/connect.ts';
import type { KyselyDb } from '../../db/schema.ts';

/** The account's authenticator-app row (confirmed or waiting for its first code). */
export const findTotp = (db: KyselyDb, userId: string) =>
  db.selectFrom('userTotp').selectAll().where('userId', '=', userId).executeTakeFirst();

/** A new, unconfirmed secret replaces an unconfirmed one; a confirmed factor is never replaced here. */
export async function startTotp(db: KyselyDb, userId: string, secret: string): Promise<boolean> {
  const existing = await findTotp(db, userId);
  if (existing?.confirmedAt) return false;
  if (existing) {
    await db.updateTable('userTotp').set({ secret, lastStep: null }).where('userId', '=', userId).execute();
  } else {
    await db.insertInto('userTotp').values({ userId, secret, createdAt: nowIso() }).execute();
  }
  return true;
}

/**
 * Marks `step` used when it is newer than the last used step: true only for the one request that
 * moved it (a single conditional update, so two requests with one code cannot both pass).
 */
export async function spendTotpStep(
  db: KyselyDb,
  userId: string,
  step: number,
  confirm = false,
): Promise<boolean> {
  const res = await db
    .updateTable('userTotp')
    .set({ lastStep: step, ...(confirm ? { confirmedAt: nowIso() } : {}) })
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('lastStep', 'is', null), eb('lastStep', '<', step)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Turns the authenticator app off and forgets the recovery codes. */
export async function removeSecondFactor(db: KyselyDb, userId: string): Promise<void> {
  await db.deleteFrom('userTotp').where('userId', '=', userId).execute();
  await db.deleteFrom('mfaRecoveryCodes').where('userId', '=', userId).execute();
}

export async function replaceRecoveryCodes(db: KyselyDb, userId: string, hashes: string[]): Promise<void> {
  await db.deleteFrom('mfaRecoveryCodes').where('userId', '=', userId).execute();
  await db
    .insertInto('mfaRecoveryCodes')
    .values(hashes.map((codeHash) => ({ userId, codeHash, usedAt: null })))
    .execute();
}

/** Uses a recovery code once: true only for the request that marked it used. */
export async function spendRecoveryCode(db: KyselyDb, userId: string, codeHash: string): Promise<boolean> {
  const res = await db
    .updateTable('mfaRecoveryCodes')
    .set({ usedAt: nowIso() })
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: KyselyDb, userId: string): Promise<number> {
  const row = await db
    .selectFrom('mfaRecoveryCodes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const hashChallenge = (token: string) => createHash('sha256').update(`mfa:${token}`).digest('hex');

/** The pending second step of a sign-in: returns the token for its cookie; only the hash is stored. */
export async function createChallenge(
  db: KyselyDb,
  userId: string,
  knownDevice: boolean,
  validMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Expired steps go; another pending step of the same account stays (two browsers may sign in at once).
  await db.deleteFrom('mfaChallenges').where('expiresAt', '<=', nowIso()).execute();
  await db
    .insertInto('mfaChallenges')
    .values({
      id: hashChallenge(token),
      userId,
      knownDevice: knownDevice ? 1 : 0,
      expiresAt: new Date(Date.now() + validMs).toISOString(),
    })
    .execute();
  return token;
}

export async function findChallenge(db: KyselyDb, token: string) {
  return db
    .selectFrom('mfaChallenges')
    .selectAll()
    .where('id', '=', hashChallenge(token))
    .where('expiresAt', '>', nowIso())
    .executeTakeFirst();
}

export async function deleteChallenge(db: KyselyDb, token: string): Promise<void> {
  await db.deleteFrom('mfaChallenges').where('id', '=', hashChallenge(token)).execute();
}

/** Whether the account has a confirmed authenticator app. */
export async function hasConfirmedTotp(db: KyselyDb, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('userTotp')
    .select(sql<number>`1`.as('one'))
    .where('userId', '=', userId)
    .where('confirmedAt', 'is not', null)
    .executeTakeFirst();
  return Boolean(row);
}
