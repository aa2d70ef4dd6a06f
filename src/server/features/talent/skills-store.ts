import { normaliseLabel } from '../../../domain/evidence/index.ts';
import { nowIso } from '../../db/connect.ts';
import type { KyselyDb } from '../../db/schema.ts';

/** The skills a talent typed (self-declared evidence, decision 190). */

/** These users' typed skills. */
export const typedSkillsOf = (db: KyselyDb, userIds: string[]) =>
  db.selectFrom('userSkills').select(['id', 'userId', 'name']).where('userId', 'in', userIds).execute();

/** Adds a typed skill; null when the user already has one with the same label. */
export async function insertUserSkill(db: KyselyDb, userId: string, name: string): Promise<number | null> {
  const row = await db
    .insertInto('userSkills')
    .values({ userId, name, nameKey: normaliseLabel(name), createdAt: nowIso() })
    .onConflict((oc) => oc.columns(['userId', 'nameKey']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** Deletes the user's own typed skill; false when it is not theirs (or absent). */
export async function deleteUserSkill(db: KyselyDb, userId: string, id: number): Promise<boolean> {
  const r = await db
    .deleteFrom('userSkills')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
