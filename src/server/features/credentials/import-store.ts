import { randomBytes, randomUUID } from 'node:crypto';
import { nowIso } from '../../db/connect.ts';
import type { KyselyDb } from '../../db/schema.ts';
import type { ImportedFacts, StatusEntryFacts } from './import.ts';

/** The stored credentials from elsewhere (decisions 301, 405); import.ts verifies them. */

const parseStatuses = (json: string | null): StatusEntryFacts[] => {
  try {
    const list = JSON.parse(json ?? '[]');
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
};

/**
 * Another account that holds this credential (by its id or its proof's value), if any: a credential
 * counts for one person only (decision 405).
 */
export async function otherHolderOf(db: KyselyDb, userId: string, facts: ImportedFacts): Promise<boolean> {
  let q = db
    .selectFrom('importedCredentials')
    .select('id')
    .where('userId', '!=', userId)
    .where((eb) =>
      facts.proofValue
        ? eb.or([eb('credentialId', '=', facts.credentialId), eb('proofValue', '=', facts.proofValue)])
        : eb('credentialId', '=', facts.credentialId),
    );
  q = q.limit(1);
  return !!(await q.executeTakeFirst());
}

/** Stores a verified import; null when the learner already imported this credential. */
export async function insertImported(
  db: KyselyDb,
  userId: string,
  facts: ImportedFacts,
  skills: string[],
  document: Record<string, unknown>,
): Promise<string | null> {
  const id = randomUUID();
  const now = nowIso();
  const revocation = facts.statuses.find((s) => s.purpose === 'revocation');
  const row = await db
    .insertInto('importedCredentials')
    .values({
      id,
      userId,
      credentialId: facts.credentialId,
      issuerId: facts.issuer.id,
      issuerName: facts.issuer.name.slice(0, 300),
      achievementName: facts.achievementName,
      skills: JSON.stringify(skills),
      document: JSON.stringify(document),
      issuedAt: facts.issuedAt,
      statusListUrl: revocation?.url ?? null,
      statusListIndex: revocation?.index ?? null,
      statusEntries: JSON.stringify(facts.statuses),
      proofValue: facts.proofValue,
      importedAt: now,
      checkedAt: now,
      revokedAt: null,
      suspendedAt: null,
    })
    .onConflict((oc) => oc.columns(['userId', 'credentialId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? row.id : null;
}

/** The learner's imported credentials, newest first. */
export const importedOf = (db: KyselyDb, userId: string) =>
  db
    .selectFrom('importedCredentials')
    .select([
      'id',
      'issuerId',
      'issuerName',
      'achievementName',
      'skills',
      'issuedAt',
      'importedAt',
      'revokedAt',
      'suspendedAt',
    ])
    .where('userId', '=', userId)
    .orderBy('importedAt', 'desc')
    .orderBy('id')
    .execute();

/**
 * The skills of these users' imported credentials that are neither revoked nor suspended, with
 * their issuer (the evidence; its trust decides whether they count, decision 405).
 */
export async function validImportedCredentialSkills(db: KyselyDb, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('importedCredentials')
    .select(['id', 'userId', 'achievementName', 'skills', 'issuerId', 'issuerName', 'credentialId'])
    .where('userId', 'in', userIds)
    .where('revokedAt', 'is', null)
    .where('suspendedAt', 'is', null)
    .execute();
}

/** The imported credentials the daily status check reads again: not revoked, with their status entries. */
export async function importedToRecheck(db: KyselyDb) {
  const rows = await db
    .selectFrom('importedCredentials')
    .select(['id', 'issuerId', 'statusEntries'])
    .where('revokedAt', 'is', null)
    .where('statusEntries', 'is not', null)
    .execute();
  return rows.map((r) => ({ id: r.id, issuerId: r.issuerId, statuses: parseStatuses(r.statusEntries) }));
}

/** Records a status check: a set revocation bit marks it revoked; suspension follows its bit. */
export async function markImportedChecked(
  db: KyselyDb,
  id: string,
  state: { revoked: boolean; suspended: boolean },
): Promise<void> {
  const now = nowIso();
  const current = await db
    .selectFrom('importedCredentials')
    .select('suspendedAt')
    .where('id', '=', id)
    .executeTakeFirst();
  await db
    .updateTable('importedCredentials')
    .set({
      checkedAt: now,
      ...(state.revoked ? { revokedAt: now } : {}),
      suspendedAt: state.suspended ? (current?.suspendedAt ?? now) : null,
    })
    .where('id', '=', id)
    .execute();
}

/** A single-use challenge for a wallet's presentation, valid 10 minutes. */
export async function newImportChallenge(db: KyselyDb, userId: string) {
  const challenge = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
  await db.deleteFrom('credentialImportChallenges').where('expiresAt', '<', nowIso()).execute();
  await db
    .insertInto('credentialImportChallenges')
    .values({ challenge, userId, expiresAt, usedAt: null })
    .execute();
  return { challenge, expiresAt };
}

/** Uses up the caller's challenge; false when it is not theirs, used or expired. */
export async function consumeImportChallenge(
  db: KyselyDb,
  userId: string,
  challenge: string,
): Promise<boolean> {
  const done = await db
    .updateTable('credentialImportChallenges')
    .set({ usedAt: nowIso() })
    .where('challenge', '=', challenge)
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', nowIso())
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

/** The signed document of an imported credential as stored (its evidence link); undefined when unknown. */
export async function importedDocument(
  db: KyselyDb,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  const row = await db
    .selectFrom('importedCredentials')
    .select('document')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? (JSON.parse(row.document) as Record<string, unknown>) : undefined;
}
