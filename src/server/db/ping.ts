import { sql } from 'kysely';
import type { Db } from './connect.ts';

/** One round trip to the database (the readiness probe): throws when it cannot answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db.kysely);
}
