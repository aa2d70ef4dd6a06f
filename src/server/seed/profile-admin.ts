import type { KyselyDb } from '../db/schema.ts';
import { insertSkills, verifyAllInstitutes } from '../features/admin/index.ts';
import { SEED_SKILLS } from './data/skills.ts';
import type { SeedContext } from './index.ts';

/** Demo data: the skills taxonomy, and the demo institutes verified (their catalogue is public). */
export async function seedProfileAdminDemo(db: KyselyDb, _ctx: SeedContext): Promise<void> {
  await insertSkills(db, SEED_SKILLS);
  await verifyAllInstitutes(db);
}
