import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/connect.ts';
import type { Database, NewUser, UserRow } from '../../db/schema.ts';

export const findUserByEmail = (db: Kysely<Database>, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

/** Inserts a user; returns undefined when the e-mail is taken (unique constraint). */
export async function insertUser(
  db: Kysely<Database>,
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

/** Counts recent failed logins for each key (account and IP). */
export async function countRecentFailures(db: Kysely<Database>, keys: string[], sinceIso: string) {
  const rows = await db
    .selectFrom('loginFailures')
    .select(['key', (eb) => eb.fn.countAll<number>().as('n')])
    .where('key', 'in', keys)
    .where('createdAt', '>', sinceIso)
    .groupBy('key')
    .execute();
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}

export async function recordFailure(db: Kysely<Database>, keys: string[]) {
  const createdAt = nowIso();
  await db
    .insertInto('loginFailures')
    .values(keys.map((key) => ({ key, createdAt })))
    .execute();
}

export async function clearFailures(db: Kysely<Database>, key: string) {
  await db.deleteFrom('loginFailures').where('key', '=', key).execute();
}

export async function purgeOldFailures(db: Kysely<Database>, beforeIso: string) {
  await db.deleteFrom('loginFailures').where('createdAt', '<=', beforeIso).execute();
}
