import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import type { ImportedFacts } from './import.ts';

/** The stored credentials from elsewhere (decision 301); import.ts verifies them. */

/** Stores a verified import; null when the learner already imported this credential. */
export async function insertImported(
  db: Kysely<Database>,
  userId: string,
  facts: ImportedFacts,
  skills: string[],
  document: Record<string, unknown>,
): Promise<string | null> {
  const id = randomUUID();
  const now = nowIso();
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
      statusListUrl: facts.status?.url ?? null,
      statusListIndex: facts.status?.index ?? null,
      importedAt: now,
      checkedAt: now,
      revokedAt: null,
    })
    .onConflict((oc) => oc.columns(['userId', 'credentialId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? row.id : null;
}

/** The learner's imported credentials, newest first. */
export const importedOf = (db: Kysely<Database>, userId: string) =>
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
    ])
    .where('userId', '=', userId)
    .orderBy('importedAt', 'desc')
    .orderBy('id')
    .execute();

/** The skills of these users' imported credentials that are not revoked (verified evidence). */
export async function validImportedCredentialSkills(db: Kysely<Database>, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('importedCredentials')
    .select(['id', 'userId', 'achievementName', 'skills'])
    .where('userId', 'in', userIds)
    .where('revokedAt', 'is', null)
    .execute();
}

/** The imported credentials the daily status check reads again: not revoked, with a status list. */
export const importedToRecheck = (db: Kysely<Database>) =>
  db
    .selectFrom('importedCredentials')
    .select(['id', 'issuerId', 'statusListUrl', 'statusListIndex'])
    .where('revokedAt', 'is', null)
    .where('statusListUrl', 'is not', null)
    .execute();

/** Records a status check of an imported credential; a set bit marks it revoked. */
export async function markImportedChecked(db: Kysely<Database>, id: string, revoked: boolean): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('importedCredentials')
    .set(revoked ? { checkedAt: now, revokedAt: now } : { checkedAt: now })
    .where('id', '=', id)
    .execute();
}
