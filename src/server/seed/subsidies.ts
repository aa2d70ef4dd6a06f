import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SeedContext } from './index.ts';

/** Demo data: subsidy analyses of the demo talent (issue 7). */
export async function seedSubsidiesDemo(_db: Kysely<Database>, _ctx: SeedContext): Promise<void> {}
