import { type Kysely, sql } from 'kysely';
import type { InstitutePendingChangeRow, InstituteSettings } from '../../../contracts/institute.ts';
import { nowIso } from '../../db/connect.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { refreshCourseSearch } from '../courses/index.ts';

export async function getInstituteSettings(db: KyselyDb, userId: string): Promise<InstituteSettings> {
  const row = await db
    .selectFrom('users')
    .leftJoin('instituteProfiles', 'instituteProfiles.userId', 'users.id')
    .select([
      'users.instituteName as name',
      'instituteProfiles.website',
      'instituteProfiles.kvkNumber',
      'instituteProfiles.description',
      'instituteProfiles.logoUrl',
      'instituteProfiles.pendingName',
      'instituteProfiles.pendingKvkNumber',
      'instituteProfiles.pendingWebsite',
      'instituteProfiles.pendingFields',
      'instituteProfiles.pendingSince',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    name: row.name,
    website: row.website ?? null,
    kvkNumber: row.kvkNumber ?? null,
    description: row.description ?? null,
    logoUrl: row.logoUrl ?? null,
    // Present only while a change waits for an administrator.
    ...(row.pendingFields && row.pendingSince
      ? {
          pendingChange: {
            name: row.pendingName ?? null,
            kvkNumber: row.pendingKvkNumber ?? null,
            website: row.pendingWebsite ?? null,
            fields: parseFields(row.pendingFields),
            since: row.pendingSince,
          },
        }
      : {}),
  };
}

/** An institute's website and logo as its profile holds them (what its credentials name as issuer). */
export async function issuerProfileOf(db: KyselyDb, userId: string) {
  const row = await db
    .selectFrom('instituteProfiles')
    .select(['website', 'logoUrl'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return { website: row?.website ?? null, logoUrl: row?.logoUrl ?? null };
}

/**
 * What the institutes entered in Instellingen (the values in force), for the administrator who
 * verifies them: institute id → KvK number and website; an institute without a profile is absent.
 */
export async function enteredIdentities(
  db: KyselyDb,
  ids: readonly string[],
): Promise<Map<string, { kvkNumber: string | null; website: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('instituteProfiles')
    .select(['userId', 'kvkNumber', 'website'])
    .where('userId', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.userId, { kvkNumber: r.kvkNumber ?? null, website: r.website ?? null }]));
}

/** An institute name compared ignoring case and spaces (as registration's uniqueness does). */
export const nameKey = (name: string) => name.toLowerCase().replace(/\s+/g, '');

export type PendingField = 'name' | 'kvkNumber' | 'website';
const FIELDS: PendingField[] = ['name', 'kvkNumber', 'website'];
const parseFields = (text: string): PendingField[] => FIELDS.filter((f) => text.split(',').includes(f));

/**
 * Stores a verified institute's change of name, KvK number and/or website as pending (replacing an
 * earlier pending change); the values in force stay as they are until an administrator accepts.
 */
export async function savePendingChange(
  db: KyselyDb,
  userId: string,
  change: { name: string | null; kvkNumber: string | null; website: string | null; fields: PendingField[] },
): Promise<void> {
  const now = nowIso();
  const pending = {
    pendingName: change.fields.includes('name') ? change.name : null,
    pendingKvkNumber: change.fields.includes('kvkNumber') ? change.kvkNumber : null,
    pendingWebsite: change.fields.includes('website') ? change.website : null,
    pendingFields: change.fields.length > 0 ? change.fields.join(',') : null,
    pendingSince: change.fields.length > 0 ? now : null,
  };
  await db
    .insertInto('instituteProfiles')
    .values({
      userId,
      website: null,
      kvkNumber: null,
      description: null,
      logoUrl: null,
      updatedAt: now,
      ...pending,
    })
    .onConflict((oc) => oc.column('userId').doUpdateSet(pending))
    .execute();
}

/** Every institute's pending change with the values in force beside it, oldest first. */
export async function listPendingChanges(db: KyselyDb): Promise<InstitutePendingChangeRow[]> {
  const rows = await db
    .selectFrom('instituteProfiles as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .select([
      'p.userId',
      'u.email',
      'u.instituteName',
      'p.kvkNumber',
      'p.website',
      'p.pendingName',
      'p.pendingKvkNumber',
      'p.pendingWebsite',
      'p.pendingFields',
      'p.pendingSince',
    ])
    .where('p.pendingFields', 'is not', null)
    .orderBy('p.pendingSince', 'asc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    instituteId: r.userId,
    email: r.email,
    since: r.pendingSince ?? '',
    fields: parseFields(r.pendingFields ?? ''),
    current: { name: r.instituteName, kvkNumber: r.kvkNumber, website: r.website },
    requested: { name: r.pendingName, kvkNumber: r.pendingKvkNumber, website: r.pendingWebsite },
  }));
}

/** Clears a pending change (rejected, or applied); false when there was none. */
export async function dropPendingChange(db: KyselyDb, userId: string): Promise<boolean> {
  const res = await db
    .updateTable('instituteProfiles')
    .set({
      pendingName: null,
      pendingKvkNumber: null,
      pendingWebsite: null,
      pendingFields: null,
      pendingSince: null,
    })
    .where('userId', '=', userId)
    .where('pendingFields', 'is not', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Whether another institute has this name (case and spaces ignored) waiting as its pending name. */
export async function pendingNameTaken(db: KyselyDb, name: string, exceptId?: string): Promise<boolean> {
  const key = nameKey(name);
  if (key === '') return false;
  const row = await db
    .selectFrom('instituteProfiles')
    .select('userId')
    .where(sql<string>`replace(lower(pending_name), ' ', '')`, '=', key)
    .$if(exceptId !== undefined, (qb) => qb.where('userId', '!=', exceptId ?? ''))
    .executeTakeFirst();
  return !!row;
}

/**
 * Saves the settings in one transaction. Renaming updates users.institute_name, whose trigger bumps
 * the catalogue's listing_version (migration 017), so every cached catalogue answer shows the new
 * name at the next request (decision 155).
 */
export async function saveInstituteSettings(
  db: KyselyDb,
  userId: string,
  s: Omit<InstituteSettings, 'pendingChange'> & { name: string },
): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ instituteName: s.name, updatedAt: now })
      .where('id', '=', userId)
      .execute();
    // The catalogue search finds courses by their institute's name.
    await refreshCourseSearch(trx as unknown as Kysely<unknown>, { instituteId: userId });
    const profile = {
      website: s.website,
      kvkNumber: s.kvkNumber,
      description: s.description,
      logoUrl: s.logoUrl,
      updatedAt: now,
    };
    await trx
      .insertInto('instituteProfiles')
      .values({ userId, ...profile })
      .onConflict((oc) => oc.column('userId').doUpdateSet(profile))
      .execute();
  });
}

/**
 * Whether another institute already gives this KvK number (stored as its 8 digits), or, with
 * `pending`, has it waiting for an admin as its pending KvK number.
 */
export async function kvkNumberTaken(
  db: KyselyDb,
  kvkNumber: string,
  exceptId: string,
  { pending = false } = {},
): Promise<boolean> {
  const row = await db
    .selectFrom('instituteProfiles')
    .select('userId')
    .where(pending ? 'pendingKvkNumber' : 'kvkNumber', '=', kvkNumber)
    .where('userId', '!=', exceptId)
    .executeTakeFirst();
  return !!row;
}

/**
 * Applies an institute's pending change in one transaction: the requested name, KvK number and/or
 * website come into force (the catalogue search is refreshed for a new name) and the pending values
 * are cleared. Null when there was no pending change.
 */
export async function applyPendingChange(
  db: KyselyDb,
  userId: string,
): Promise<{ fields: PendingField[]; name: string | null } | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('instituteProfiles')
      .select(['pendingName', 'pendingKvkNumber', 'pendingWebsite', 'pendingFields'])
      .where('userId', '=', userId)
      .where('pendingFields', 'is not', null)
      .executeTakeFirst();
    if (!row?.pendingFields) return null;
    const fields = parseFields(row.pendingFields);
    const now = nowIso();
    if (fields.includes('name') && row.pendingName) {
      await trx
        .updateTable('users')
        .set({ instituteName: row.pendingName, updatedAt: now })
        .where('id', '=', userId)
        .execute();
      await refreshCourseSearch(trx as unknown as Kysely<unknown>, { instituteId: userId });
    }
    await trx
      .updateTable('instituteProfiles')
      .set({
        ...(fields.includes('kvkNumber') ? { kvkNumber: row.pendingKvkNumber } : {}),
        ...(fields.includes('website') ? { website: row.pendingWebsite } : {}),
        pendingName: null,
        pendingKvkNumber: null,
        pendingWebsite: null,
        pendingFields: null,
        pendingSince: null,
        updatedAt: now,
      })
      .where('userId', '=', userId)
      .execute();
    return { fields, name: row.pendingName };
  });
}
