import type { KyselyDb } from '../db/schema.ts';

/** The stored Idempotency-Key claims and answers (decision 350); see idempotency.ts. */

interface KeyRef {
  caller: string;
  key: string;
}

/**
 * Claims a key for a new request (an expired claim of the same key goes first): true when this
 * request owns it now, false when a claim or an answer is already there.
 */
export async function claimKey(
  k: KyselyDb,
  ref: KeyRef & { userId: string; requestHash: string },
  now: Date,
  hours: number,
): Promise<boolean> {
  await k
    .deleteFrom('idempotencyKeys')
    .where('caller', '=', ref.caller)
    .where('key', '=', ref.key)
    .where('expiresAt', '<=', now.toISOString())
    .execute();
  const inserted = await k
    .insertInto('idempotencyKeys')
    .values({
      ...ref,
      status: null,
      headers: null,
      body: null,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + hours * 3_600_000).toISOString(),
    })
    .onConflict((oc) => oc.columns(['caller', 'key']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The claim or answer already stored under a key. */
export const storedKey = (k: KyselyDb, ref: KeyRef) =>
  k
    .selectFrom('idempotencyKeys')
    .select(['requestHash', 'status', 'headers', 'body'])
    .where('caller', '=', ref.caller)
    .where('key', '=', ref.key)
    .executeTakeFirst();

/** Keeps a successful answer under its key. */
export async function keepAnswer(
  k: KyselyDb,
  ref: KeyRef,
  answer: { status: number; headers: string; body: string },
): Promise<void> {
  await k
    .updateTable('idempotencyKeys')
    .set(answer)
    .where('caller', '=', ref.caller)
    .where('key', '=', ref.key)
    .execute();
}

/** Frees a key whose request failed or never answered. */
export async function releaseKey(k: KyselyDb, ref: KeyRef): Promise<void> {
  await k.deleteFrom('idempotencyKeys').where('caller', '=', ref.caller).where('key', '=', ref.key).execute();
}

/** Drops every kept answer of a user (the account's deletion, features/profile/personal-data.ts). */
export async function forgetIdempotencyKeysOf(k: KyselyDb, userId: string): Promise<void> {
  await k.deleteFrom('idempotencyKeys').where('userId', '=', userId).execute();
}

/** Drops the answers older than their 24 hours (the housekeeping job). */
export async function purgeExpiredIdempotencyKeys(k: KyselyDb, now = new Date()) {
  await k.deleteFrom('idempotencyKeys').where('expiresAt', '<=', now.toISOString()).execute();
}
