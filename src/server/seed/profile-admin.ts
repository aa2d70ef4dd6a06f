import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SeedContext } from './index.ts';

/** Demo data: the skills taxonomy and admin data (issue 9). */
export async function seedProfileAdminDemo(_db: Kysely<Database>, _ctx: SeedContext): Promise<void> {}
