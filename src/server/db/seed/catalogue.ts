import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { SeedContext } from './index.ts';

/** Institutes, courses, ratings and enrolments of the demo catalogue (courses issue). */
export async function seedCatalogue(_db: Kysely<Database>, _ctx: SeedContext): Promise<void> {}
