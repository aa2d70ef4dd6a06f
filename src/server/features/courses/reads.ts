/**
 * What other features read of the courses feature's tables (decision 005): each a batch by ids or one
 * query per request, never one per row. Beside store.ts so the catalogue's hot paths stay apart.
 */

import type { CourseForMatching } from '../../../domain/scan/types.ts';
import { parseStringList } from '../../db/json.ts';
import type { KyselyDb } from '../../db/schema.ts';

/** The active catalogue in the shape the scan's course matcher needs. */
export async function listCoursesForMatching(db: KyselyDb): Promise<CourseForMatching[]> {
  const rows = await db
    .selectFrom('courses')
    .select(['id', 'title', 'category', 'level', 'skills', 'description'])
    .where('isActive', '=', 1)
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, skills: parseStringList(r.skills) }));
}

/** The catalogue category of each given course (any status: a result keeps citing retired courses). */
export async function courseCategories(
  db: KyselyDb,
  courseIds: readonly number[],
): Promise<{ id: number; category: string }[]> {
  if (courseIds.length === 0) return [];
  return db
    .selectFrom('courses')
    .select(['id', 'category'])
    .where('id', 'in', [...courseIds])
    .execute();
}

/** How many active courses an institute has (its licence counts them). */
export async function activeCourseCount(db: KyselyDb, instituteId: string): Promise<number> {
  const row = await db
    .selectFrom('courses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('instituteId', '=', instituteId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An institute's courses (id and whether active): for its figures. */
export const coursesOfInstitute = (db: KyselyDb, instituteId: string) =>
  db.selectFrom('courses').select(['id', 'isActive']).where('instituteId', '=', instituteId).execute();

/** Title, institute and price of each of these courses, in one query (a missing id is absent). */
export async function courseSummariesByIds(
  db: KyselyDb,
  courseIds: readonly number[],
): Promise<Map<number, { id: number; title: string; instituteId: string; priceCents: number }>> {
  const ids = [...new Set(courseIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('courses')
    .select(['id', 'title', 'instituteId', 'priceCents'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), { ...r, id: Number(r.id) }]));
}

/** The platform's number of active courses (the admin's figures). */
export async function activeCourseTotal(db: KyselyDb): Promise<number> {
  const { n } = await db
    .selectFrom('courses')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('isActive', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** How many courses each of these institutes has (any status), in one grouped query. */
export async function courseCountsByInstitute(
  db: KyselyDb,
  instituteIds: readonly string[],
): Promise<Map<string, number>> {
  if (instituteIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('courses')
    .select(['instituteId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('instituteId', 'in', [...new Set(instituteIds)])
    .groupBy('instituteId')
    .execute();
  return new Map(rows.map((r) => [r.instituteId, Number(r.n)]));
}
