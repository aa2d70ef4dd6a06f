import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { UpdateProfile } from '../../../contracts/profile.ts';
import { fullName } from '../../../domain/user-display.ts';
import { pseudonymiseInAudit } from '../../audit.ts';
import type { Engine } from '../../db/connect.ts';
import { nowIso, scrubDeletedContent } from '../../db/connect.ts';
import type { KyselyDb, UserRow } from '../../db/schema.ts';
import { userReferences } from '../../db/user-references.ts';
import { forgetJobsAbout } from '../../jobs/index.ts';
import { forgetQuotaEvents } from '../../security/quota.ts';
import { resetEmailQuotaKey } from '../auth/index.ts';
import { forgetActorInNotifications } from '../notifications/index.ts';
import { EXPLICIT_DELETIONS, exportSections, KEYED_DATA, redacted } from './personal-data.ts';

// The personal-data sections name tables at run time: typed access needs a looser view of the schema.
// biome-ignore lint/suspicious/noExplicitAny: dynamic table names from the schema's references.
type AnyDb = Kysely<any>;

export const findUserById = (db: KyselyDb, id: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * The columns of the users row the profile writes, named one by one: the person's own details.
 * Not the e-mail address, type or role (refused by the contract), and not an institute's name,
 * which only the institute's settings write (decision 340, scripts/boundaries/column-writers.ts).
 */
const PROFILE_COLUMNS = [
  'firstName',
  'tussenvoegsel',
  'lastName',
  'phone',
  'dateOfBirth',
  'address',
  'city',
  'postalCode',
  'country',
  'companyName',
  'bio',
] as const satisfies readonly (keyof UpdateProfile)[];

type ProfileColumns = Pick<UserRow, (typeof PROFILE_COLUMNS)[number]>;

/** Writes the given profile fields (absent ones stay as they are); returns the updated row. */
export async function updateProfile(db: KyselyDb, userId: string, changes: UpdateProfile) {
  const set: Partial<ProfileColumns> = {};
  for (const column of PROFILE_COLUMNS)
    if (changes[column] !== undefined) (set as Record<string, unknown>)[column] = changes[column];
  await db
    .updateTable('users')
    .set({ ...set, updatedAt: nowIso() })
    .where('id', '=', userId)
    .execute();
  return findUserById(db, userId);
}

const withoutRedacted = (table: string, row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !redacted(table, column)));

const keyedValue = (table: string, column: string, user: { id: string; email: string }) =>
  KEYED_DATA.find((k) => k.table === table && k.column === column)?.key(user) ?? user.id;

/**
 * Everything stored about the user (personal-data.ts): the users row and one section per column
 * that refers to users.id in the database as it is now, without the redacted columns.
 */
export async function exportPersonalData(db: KyselyDb, engine: Engine, user: UserRow) {
  const any = db as AnyDb;
  const sections: Record<string, Record<string, unknown>[]> = {};
  for (const s of exportSections(await userReferences(db, engine))) {
    const rows: Record<string, unknown>[] = await any
      .selectFrom(s.table)
      .selectAll()
      .where(s.column, '=', keyedValue(s.table, s.column, user))
      .execute();
    sections[s.label] = rows.map((r) => withoutRedacted(s.table, r));
  }
  return { profile: withoutRedacted('users', user as unknown as Record<string, unknown>), ...sections };
}

/**
 * Deletes the account in one transaction: the explicit deletions of personal-data.ts, then the
 * users row, whose foreign keys cascade to or clear every other reference (checked by
 * `personalDataGaps` against the schema).
 */
export async function deleteAccount(db: KyselyDb, user: UserRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const d of EXPLICIT_DELETIONS) await d.remove(trx, user);
    // What the list's columns cannot reach: quota events keyed by the id or the hashed address,
    // other people's notifications that name the person, and the id in audit rows (kept as an
    // opaque id).
    await forgetQuotaEvents(
      trx,
      user.id,
      [user.email, user.email.toLowerCase()].map((e) => resetEmailQuotaKey(e)),
    );
    const names = [fullName(user), user.companyName, user.instituteName].filter((n): n is string => !!n);
    await forgetActorInNotifications(trx, user.id, names);
    await pseudonymiseInAudit(trx, user.id, `deleted-${randomUUID()}`, names);
    await forgetJobsAbout(trx, [user.email, user.id]);
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
  });
  // SQLite keeps deleted content in free pages unless secure_delete is on (db/connect.ts) and in the
  // write-ahead log until a checkpoint: the log is written back and emptied now.
  scrubDeletedContent(db);
}

/** How many rows of each reference to the user (and keyed data) still match (tests: nothing personal remains). */
export async function countPersonalRows(db: KyselyDb, engine: Engine, user: { id: string; email: string }) {
  const any = db as AnyDb;
  const counts: Record<string, number> = {};
  const refs = [...(await userReferences(db, engine)), ...KEYED_DATA];
  for (const r of refs) {
    const { n } = await any
      .selectFrom(r.table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where(r.column, '=', keyedValue(r.table, r.column, user))
      .executeTakeFirstOrThrow();
    counts[`${r.table}.${r.column}`] = Number(n);
  }
  return counts;
}
