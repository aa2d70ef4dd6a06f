import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { nowIso } from '../../db/connect.ts';
import type { Database, KyselyDb, NewUser, UserRow } from '../../db/schema.ts';

export const findUserByEmail = (db: KyselyDb, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export const findUserById = (db: KyselyDb, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** Inserts a user; returns undefined when the e-mail is taken (unique constraint). */
export async function insertUser(
  db: KyselyDb,
  user: Omit<NewUser, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<UserRow | undefined> {
  const now = nowIso();
  const row: UserRow = {
    id: randomUUID(),
    firstName: null,
    lastName: null,
    tussenvoegsel: null,
    phone: null,
    dateOfBirth: null,
    address: null,
    city: null,
    postalCode: null,
    country: 'Nederland',
    companyName: null,
    instituteName: null,
    bio: null,
    profileImageUrl: null,
    adminRole: null,
    employerId: null,
    position: null,
    department: null,
    ...user,
    createdAt: now,
    updatedAt: now,
  } as UserRow;
  try {
    await db.insertInto('users').values(row).execute();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint/i.test(e?.message ?? '')
  );
}

/** Reserves one login attempt under each key (before the password is checked); returns the row ids. */
export async function reserveAttempts(db: KyselyDb, keys: string[], createdAt = nowIso()): Promise<number[]> {
  const ids: number[] = [];
  for (const key of keys) {
    const row = await db
      .insertInto('loginFailures')
      .values({ key, createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/** Attempts under a key since a moment: how many, and when the latest one other than `ownId` was. */
export async function attemptsSince(db: KyselyDb, key: string, sinceIso: string, ownId: number) {
  const [count, latest] = await Promise.all([
    db
      .selectFrom('loginFailures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('key', '=', key)
      .where('createdAt', '>', sinceIso)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('loginFailures')
      .select('createdAt')
      .where('key', '=', key)
      .where('createdAt', '>', sinceIso)
      .where('id', '!=', ownId)
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { count: Number(count.n), latestOther: latest?.createdAt ?? null };
}

/** The attempts under a key since a moment (ids and moments), for the code throttle. */
export const attemptMoments = (db: KyselyDb, key: string, sinceIso: string) =>
  db
    .selectFrom('loginFailures')
    .select(['id', 'createdAt'])
    .where('key', '=', key)
    .where('createdAt', '>', sinceIso)
    .execute();

export async function deleteAttempts(db: KyselyDb, ids: number[]) {
  if (ids.length > 0) await db.deleteFrom('loginFailures').where('id', 'in', ids).execute();
}

export async function clearFailures(db: KyselyDb, keys: string[]) {
  if (keys.length > 0) await db.deleteFrom('loginFailures').where('key', 'in', keys).execute();
}

export async function purgeOldFailures(db: KyselyDb, beforeIso: string) {
  await db.deleteFrom('loginFailures').where('createdAt', '<=', beforeIso).execute();
}

export async function setPasswordHash(db: KyselyDb, userId: string, passwordHash: string) {
  await db.updateTable('users').set({ passwordHash, updatedAt: nowIso() }).where('id', '=', userId).execute();
}

/**
 * A deleted account's login failures: the account keys and every
 * address-and-IP pair key, which hold the e-mail (or the id) for the throttling window.
 */
export async function forgetLoginFailures(db: KyselyDb, user: { id: string; email: string }): Promise<void> {
  const pair = `pair:${user.email}|`;
  await db
    .deleteFrom('loginFailures')
    .where((eb) =>
      eb.or([
        eb('key', '=', `email:${user.email}`),
        // The second-factor code throttle counts under the account's id (code-throttle.ts).
        eb('key', '=', `code:${user.id}`),
        eb('key', '=', `mfa:${user.id}`),
        eb(sql`substr(key, 1, ${pair.length})`, '=', pair),
      ]),
    )
    .execute();
}

/** What other features show of an account: names, e-mail and institute name (decision 005). */
export interface UserSummary {
  id: string;
  firstName: string | null;
  tussenvoegsel: string | null;
  lastName: string | null;
  email: string;
  instituteName: string | null;
  companyName: string | null;
  /** For the subsidy dossiers, which state the talent's date of birth. */
  dateOfBirth: string | null;
}

/** The summaries of these accounts by id, in one query (a missing id is absent from the map). */
export const usersByIds = (db: KyselyDb, ids: readonly string[]): Promise<Map<string, UserSummary>> =>
  byIds(db, ids, [
    'id',
    'firstName',
    'tussenvoegsel',
    'lastName',
    'email',
    'instituteName',
    'companyName',
    'dateOfBirth',
  ]);

/** What the community shows of a person: names, role, organisation, avatar, position; never the e-mail. */
export interface PublicProfile {
  id: string;
  firstName: string | null;
  tussenvoegsel: string | null;
  lastName: string | null;
  userType: string;
  companyName: string | null;
  instituteName: string | null;
  profileImageUrl: string | null;
  position: string | null;
}

/** The public profiles of these accounts by id, in one query. */
export const publicProfilesByIds = (
  db: KyselyDb,
  ids: readonly string[],
): Promise<Map<string, PublicProfile>> =>
  byIds(db, ids, [
    'id',
    'firstName',
    'tussenvoegsel',
    'lastName',
    'userType',
    'companyName',
    'instituteName',
    'profileImageUrl',
    'position',
  ]);

/** `columns` of these accounts by id (each id once), in one query. */
async function byIds<C extends keyof Database['users'] & string>(
  db: KyselyDb,
  ids: readonly string[],
  columns: readonly ('id' | C)[],
) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(columns).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [(r as { id: string }).id, r]));
}

/** An institute name as compared for uniqueness: lower case, without any white space. */
export const instituteNameKey = (name: string) => name.toLowerCase().replace(/\s+/g, '');

/**
 * Whether another institute already uses this name, ignoring case and spaces, so no institute can
 * register or rename itself as another issuer. `exceptId` is the institute renaming itself.
 */
export async function instituteNameTaken(db: KyselyDb, name: string, exceptId?: string): Promise<boolean> {
  const key = instituteNameKey(name);
  if (key === '') return false;
  let query = db
    .selectFrom('users')
    .select('id')
    .where('userType', '=', 'institute')
    .where(sql<string>`replace(lower(institute_name), ' ', '')`, '=', key);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return !!(await query.executeTakeFirst());
}
