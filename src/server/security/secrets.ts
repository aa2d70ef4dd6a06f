import { randomBytes } from 'node:crypto';
import { nowIso } from '../db/connect.ts';
import type { KyselyDb } from '../db/schema.ts';

/**
 * A named random secret kept in the database: made on first use, then the same for every process
 * on that database (so a device cookie signed by one app process verifies on another).
 */
export async function appSecret(db: KyselyDb, name: string): Promise<Buffer> {
  const existing = await db
    .selectFrom('appSecrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return Buffer.from(existing.value, 'base64');
  await db
    .insertInto('appSecrets')
    .values({ name, value: randomBytes(32).toString('base64'), createdAt: nowIso() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('appSecrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}
