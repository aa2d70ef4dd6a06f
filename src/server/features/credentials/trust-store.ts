import { randomUUID } from 'node:crypto';
import { nowIso } from '../../db/connect.ts';
import type { KyselyDb } from '../../db/schema.ts';

/** The platform's list of trusted issuers from elsewhere (decision 405): credentials they sign count. */

export const listTrustedIssuers = (db: KyselyDb) =>
  db
    .selectFrom('trustedIssuers')
    .select(['id', 'did', 'name', 'note', 'createdAt'])
    .orderBy('name')
    .orderBy('id')
    .execute();

/** Adds an issuer; null when its DID is already listed. */
export async function insertTrustedIssuer(
  db: KyselyDb,
  entry: { did: string; name: string; note: string; addedBy: string },
) {
  const row = {
    id: randomUUID(),
    did: entry.did,
    name: entry.name,
    note: entry.note,
    addedBy: entry.addedBy,
    createdAt: nowIso(),
  };
  const done = await db
    .insertInto('trustedIssuers')
    .values(row)
    .onConflict((oc) => oc.column('did').doNothing())
    .returning('id')
    .executeTakeFirst();
  return done ? row : null;
}

/** Removes an issuer from the list; the removed row, or undefined when there was none. */
export async function deleteTrustedIssuer(db: KyselyDb, id: string) {
  return db
    .deleteFrom('trustedIssuers')
    .where('id', '=', id)
    .returning(['id', 'did', 'name'])
    .executeTakeFirst();
}

/** Which of these DIDs are on the list. */
export async function listedDids(db: KyselyDb, dids: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(dids)].filter(Boolean);
  if (unique.length === 0) return new Set();
  const rows = await db.selectFrom('trustedIssuers').select('did').where('did', 'in', unique).execute();
  return new Set(rows.map((r) => r.did));
}

/** How many imported credentials each of these issuers has (shown beside a listed issuer). */
export async function importedCountByIssuer(
  db: KyselyDb,
  dids: readonly string[],
): Promise<Map<string, number>> {
  if (dids.length === 0) return new Map();
  const rows = await db
    .selectFrom('importedCredentials')
    .select(['issuerId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('issuerId', 'in', [...dids])
    .groupBy('issuerId')
    .execute();
  return new Map(rows.map((r) => [r.issuerId, Number(r.n)]));
}
