import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { UpdateProfile } from '../../../contracts/profile.ts';
import { fullName } from '../../../domain/user-display.ts';
import { pseudonymiseInAudit } from '../../audit.ts';
import { nowIso, scrubDeletedContent } from '../../db/connect.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { forgetJobsAbout } from '../../jobs/index.ts';
import { forgetQuotaEvents } from '../../security/quota.ts';
import { forgetLoginFailures, resetEmailQuotaKey } from '../auth/index.ts';
import { forgetActorInNotifications } from '../notifications/index.ts';
import { PERSONAL_DATA, USER_SECRET_COLUMNS } from './personal-data.ts';

type Db = Kysely<Database>;
// The personal-data list names tables at run time: typed access needs a looser view of the schema.
// biome-ignore lint/suspicious/noExplicitAny: dynamic table names from PERSONAL_DATA.
type AnyDb = Kysely<any>;

export const findUserById = (db: Db, id: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** Writes the given profile fields (absent ones stay as they are); returns the updated row. */
export async function updateProfile(db: Db, userId: string, changes: UpdateProfile) {
  const { email: _e, userType: _t, adminRole: _a, ...fields } = changes;
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  await db
    .updateTable('users')
    .set({ ...set, updatedAt: nowIso() })
    .where('id', '=', userId)
    .execute();
  return findUserById(db, userId);
}

const omit = (row: Record<string, unknown>, keys: string[] = []) =>
  Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));

/** Everything stored about the user, section by section (PERSONAL_DATA), without secrets. */
export async function exportPersonalData(db: Db, user: UserRow) {
  const any = db as AnyDb;
  const sections: Record<string, Record<string, unknown>[]> = {};
  for (const entry of PERSONAL_DATA) {
    if (entry.export === false) continue;
    const rows = await any
      .selectFrom(entry.table)
      .selectAll()
      .where(entry.column, '=', entry.key ? entry.key(user) : user.id)
      .execute();
    sections[entry.label] = [
      ...(sections[entry.label] ?? []),
      ...rows.map((r: Record<string, unknown>) => omit(r, entry.omit)),
    ];
  }
  return { profile: omit(user as unknown as Record<string, unknown>, USER_SECRET_COLUMNS), ...sections };
}

/**
 * Deletes the account in one transaction: explicit deletions and anonymisations of PERSONAL_DATA
 * in list order, then the users row (whose foreign keys cascade to the 'cascade' tables).
 */
export async function deleteAccount(db: Db, user: UserRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const any = trx as AnyDb;
    for (const entry of PERSONAL_DATA) {
      const value = entry.key ? entry.key(user) : user.id;
      if (entry.how === 'delete') {
        await any.deleteFrom(entry.table).where(entry.column, '=', value).execute();
      } else if (entry.how === 'anonymise') {
        const cleared = Object.fromEntries([entry.column, ...(entry.alsoClear ?? [])].map((c) => [c, null]));
        await any.updateTable(entry.table).set(cleared).where(entry.column, '=', value).execute();
      }
    }
    // What the list's columns cannot reach: login failures under address-and-IP
    // keys, quota events keyed by the id or the hashed address, other people's notifications that
    // name the person, and the id in audit rows (kept as an opaque id).
    await forgetLoginFailures(trx, user);
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

/** How many rows of a PERSONAL_DATA entry still match the user (tests: nothing personal remains). */
export async function countPersonalRows(db: Db, user: { id: string; email: string }) {
  const any = db as AnyDb;
  const counts: Record<string, number> = {};
  for (const entry of PERSONAL_DATA) {
    const { n } = await any
      .selectFrom(entry.table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where(entry.column, '=', entry.key ? entry.key(user) : user.id)
      .executeTakeFirstOrThrow();
    counts[`${entry.table}.${entry.column}`] = Number(n);
  }
  return counts;
}
