import type { Kysely } from 'kysely';
import type { InstituteSettings } from '../../../contracts/institute.ts';
import { nowIso } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { refreshCourseSearch } from '../courses/index.ts';

export async function getInstituteSettings(db: Kysely<Database>, userId: string): Promise<InstituteSettings> {
  const row = await db
    .selectFrom('users')
    .leftJoin('instituteProfiles', 'instituteProfiles.userId', 'users.id')
    .select([
      'users.instituteName as name',
      'instituteProfiles.website',
      'instituteProfiles.kvkNumber',
      'instituteProfiles.description',
      'instituteProfiles.logoUrl',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    name: row.name,
    website: row.website ?? null,
    kvkNumber: row.kvkNumber ?? null,
    description: row.description ?? null,
    logoUrl: row.logoUrl ?? null,
  };
}

/**
 * Saves the settings in one transaction. Renaming updates users.institute_name, whose trigger bumps
 * the catalogue's listing_version (migration 017), so every cached catalogue answer shows the new
 * name at the next request (decision 155).
 */
export async function saveInstituteSettings(
  db: Kysely<Database>,
  userId: string,
  s: InstituteSettings & { name: string },
): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ instituteName: s.name, updatedAt: now })
      .where('id', '=', userId)
      .execute();
    // Issue 25: the catalogue search finds courses by their institute's name.
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

/** Whether another institute already gives this KvK number (stored as its 8 digits). */
export async function kvkNumberTaken(
  db: Kysely<Database>,
  kvkNumber: string,
  exceptId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('instituteProfiles')
    .select('userId')
    .where('kvkNumber', '=', kvkNumber)
    .where('userId', '!=', exceptId)
    .executeTakeFirst();
  return !!row;
}
