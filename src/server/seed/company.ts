import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SeedContext } from './index.ts';

/** Demo data: the demo company: vacancies, applications, employees (issue 10). */
export async function seedCompanyDemo(_db: Kysely<Database>, _ctx: SeedContext): Promise<void> {}
