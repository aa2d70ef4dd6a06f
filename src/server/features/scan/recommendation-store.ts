import type { CourseRecommendation } from '../../../contracts/scan.ts';
import { nowIso } from '../../db/connect.ts';
import { prepared } from '../../db/prepared.ts';
import type { KyselyDb } from '../../db/schema.ts';

const storedRecommendations = prepared(['userId'], (db, p) =>
  db
    .selectFrom('recommendationSets as s')
    .innerJoin('catalogueState as v', (j) =>
      j.on('v.id', '=', 1).onRef('v.version', '=', 's.catalogueVersion'),
    )
    .leftJoin('courseRecommendations as r', 'r.userId', 's.userId')
    .select(['r.courseId', 'r.matchPercentage'])
    .where('s.userId', '=', p.userId)
    .orderBy('r.position'),
);

/**
 * The user's stored recommendations when they were computed at the current catalogue version
 * (every course write bumps it, migration 010); null when missing or stale. One indexed query.
 */
export async function findStoredRecommendations(
  db: KyselyDb,
  userId: string,
): Promise<CourseRecommendation[] | null> {
  const rows = await storedRecommendations(db, { userId });
  if (rows.length === 0) return null;
  return rows
    .filter((r) => r.courseId !== null)
    .map((r) => ({ courseId: Number(r.courseId), matchPercentage: Number(r.matchPercentage) }));
}

export async function currentCatalogueVersion(db: KyselyDb): Promise<number> {
  const row = await db.selectFrom('catalogueState').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * Replaces the user's stored recommendations (computed at `catalogueVersion`). Upserts, so two
 * requests recomputing at once both succeed.
 */
export async function storeRecommendations(
  db: KyselyDb,
  userId: string,
  catalogueVersion: number,
  recommendations: CourseRecommendation[],
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('recommendationSets')
      .values({ userId, catalogueVersion, computedAt: nowIso() })
      .onConflict((oc) =>
        oc.column('userId').doUpdateSet((eb) => ({
          catalogueVersion: eb.ref('excluded.catalogueVersion'),
          computedAt: eb.ref('excluded.computedAt'),
        })),
      )
      .execute();
    await trx
      .deleteFrom('courseRecommendations')
      .where('userId', '=', userId)
      .where('position', '>=', recommendations.length)
      .execute();
    if (recommendations.length > 0) {
      await trx
        .insertInto('courseRecommendations')
        .values(recommendations.map((r, position) => ({ userId, position, ...r })))
        .onConflict((oc) =>
          oc.columns(['userId', 'position']).doUpdateSet((eb) => ({
            courseId: eb.ref('excluded.courseId'),
            matchPercentage: eb.ref('excluded.matchPercentage'),
          })),
        )
        .execute();
    }
  });
}
