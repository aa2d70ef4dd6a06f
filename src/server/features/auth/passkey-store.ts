import { createHash } from 'node:crypto';
import { nowIso } from '../../db/connect.ts';
import type { KyselyDb } from '../../db/schema.ts';

/** How long a registration or passkey sign-in waits for the authenticator. */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;

const hashChallenge = (challenge: string) =>
  createHash('sha256').update(`webauthn:${challenge}`).digest('hex');

/** Stores a challenge (its hash only) for one ceremony. */
export async function storeChallenge(
  db: KyselyDb,
  challenge: string,
  purpose: 'register' | 'login',
  userId: string | null,
): Promise<void> {
  await db.deleteFrom('webauthnChallenges').where('expiresAt', '<=', nowIso()).execute();
  await db
    .insertInto('webauthnChallenges')
    .values({
      id: hashChallenge(challenge),
      userId,
      purpose,
      expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_MS).toISOString(),
    })
    .execute();
}

/**
 * Uses a challenge once: true only for the one request that deleted it while it was valid, for
 * this purpose (and this account when registering).
 */
export async function spendChallenge(
  db: KyselyDb,
  challenge: string,
  purpose: 'register' | 'login',
  userId: string | null,
): Promise<boolean> {
  let q = db
    .deleteFrom('webauthnChallenges')
    .where('id', '=', hashChallenge(challenge))
    .where('purpose', '=', purpose)
    .where('expiresAt', '>', nowIso());
  q = userId === null ? q.where('userId', 'is', null) : q.where('userId', '=', userId);
  const res = await q.executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

export const passkeysOf = (db: KyselyDb, userId: string) =>
  db
    .selectFrom('userPasskeys')
    .select(['id', 'name', 'createdAt', 'lastUsedAt', 'transports'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();

export const findPasskey = (db: KyselyDb, id: string) =>
  db.selectFrom('userPasskeys').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertPasskey(
  db: KyselyDb,
  p: { id: string; userId: string; name: string; publicKey: string; counter: number; transports: string[] },
): Promise<boolean> {
  const res = await db
    .insertInto('userPasskeys')
    .values({
      id: p.id,
      userId: p.userId,
      name: p.name,
      publicKey: p.publicKey,
      counter: p.counter,
      transports: p.transports.length ? p.transports.join(',') : null,
      createdAt: nowIso(),
      lastUsedAt: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Records a use with its new counter: true only when the stored counter was still `oldCounter`
 * (two requests with one signature cannot both pass).
 */
export async function recordPasskeyUse(
  db: KyselyDb,
  id: string,
  oldCounter: number,
  newCounter: number,
): Promise<boolean> {
  const res = await db
    .updateTable('userPasskeys')
    .set({ counter: newCounter, lastUsedAt: nowIso() })
    .where('id', '=', id)
    .where('counter', '=', oldCounter)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function deletePasskey(db: KyselyDb, userId: string, id: string): Promise<boolean> {
  const res = await db
    .deleteFrom('userPasskeys')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
