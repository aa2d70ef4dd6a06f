import { sql } from 'kysely';
import { prepared } from './prepared.ts';
import type { KyselyDb } from './schema.ts';

/**
 * The stored version of a resource a client may write with `If-Match` (migration 130, decision
 * 427): every change of the row raises it. Shared by the features that own these tables, like
 * `keyset()`: each calls it for its own table.
 */
const KEY = {
  users: 'id',
  userSettings: 'userId',
  emailPreferences: 'userId',
  courses: 'id',
  vacancies: 'id',
  subsidyApplications: 'id',
  ooapiSources: 'instituteId',
} as const;
export type VersionedTable = keyof typeof KEY;

/** Each table's version read, compiled on first use (db/prepared.ts): every ETag'd answer reads one. */
const versionReads = Object.fromEntries(
  (Object.keys(KEY) as VersionedTable[]).map((table) => [
    table,
    prepared(['key'], (db, p) =>
      db
        .selectFrom(table as 'users')
        .select('version')
        .where(sql.ref(KEY[table]), '=', p.key),
    ),
  ]),
) as Record<VersionedTable, ReturnType<typeof prepared<'key', { version: number }>>>;

/** The row's version, 0 when it does not exist (a resource answered with its defaults). */
export async function readVersion(
  db: KyselyDb,
  table: VersionedTable,
  key: string | number,
): Promise<number> {
  const [row] = await versionReads[table](db, { key });
  return row ? Number(row.version) : 0;
}

/**
 * Compares and raises the version in one statement (`UPDATE … SET version = version + 1 WHERE key
 * = ? AND version IN (…) RETURNING version`): the version the row holds now when it had one of
 * `versions`, 0 when the row does not exist and `versions` holds 0, null otherwise. Two writers that
 * read the same version cannot both pass: the second one's UPDATE finds the raised version.
 */
export async function claimVersion(
  db: KyselyDb,
  table: VersionedTable,
  key: string | number,
  versions: readonly number[],
): Promise<number | null> {
  if (versions.length === 0) return null;
  const row = await db
    .updateTable(table as 'users')
    .set({ version: sql`version + 1` })
    .where(sql.ref(KEY[table]), '=', key)
    .where('version', 'in', versions)
    .returning('version')
    .executeTakeFirst();
  if (row) return Number(row.version);
  return versions.includes(0) && (await readVersion(db, table, key)) === 0 ? 0 : null;
}

/**
 * Gives back a claim whose write was refused after all (a 4xx after `claimVersion`): lowers the
 * version to what it was, but only while it is still the claimed one (nothing changed the row
 * since), so a refused write does not make its client's tag stale.
 */
export async function releaseVersion(
  db: KyselyDb,
  table: VersionedTable,
  key: string | number,
  claimed: number,
): Promise<void> {
  await db
    .updateTable(table as 'users')
    .set({ version: claimed - 1 })
    .where(sql.ref(KEY[table]), '=', key)
    .where('version', '=', claimed)
    .execute();
}
