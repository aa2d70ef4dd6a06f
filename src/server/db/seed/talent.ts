import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { SeedContext } from './index.ts';

/** The demo talent's own data: enrolments, subsidy applications, … (scan issue). */
export async function seedTalentDemo(_db: Kysely<Database>, _ctx: SeedContext): Promise<void> {}
