import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/** The user's stored language choice (user_settings.language), or null when none is stored. */
export async function findStoredLanguage(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('userSettings')
    .select('language')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.language ?? null;
}
