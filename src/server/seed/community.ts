import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SeedContext } from './index.ts';

/** Demo data: a lively community: posts, comments, likes, study groups, notifications (issue 8). */
export async function seedCommunityDemo(_db: Kysely<Database>, _ctx: SeedContext): Promise<void> {}
