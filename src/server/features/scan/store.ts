import type { Kysely } from 'kysely';
import type { AssessmentSummary } from '../../../contracts/scan.ts';
import type { CourseForMatching, ScanAnswers, ScanResult } from '../../../domain/scan/types.ts';
import { nowIso } from '../../db/connect.ts';
import { parseStringList } from '../../db/json.ts';
import type { Database } from '../../db/schema.ts';

/** The active catalogue in the shape the scan's course matcher needs. */
export async function listCoursesForMatching(db: Kysely<Database>): Promise<CourseForMatching[]> {
  const rows = await db
    .selectFrom('courses')
    .select(['id', 'title', 'category', 'level', 'skills', 'description'])
    .where('isActive', '=', 1)
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, skills: parseStringList(r.skills) }));
}

/** Stores one completed scan; earlier ones stay (history). */
export async function insertAssessment(
  db: Kysely<Database>,
  userId: string,
  answers: ScanAnswers,
  result: ScanResult,
  createdAt = nowIso(),
): Promise<void> {
  await db
    .insertInto('assessments')
    .values({
      userId,
      personalityType: result.personalityType,
      answers: JSON.stringify(answers),
      result: JSON.stringify(result),
      createdAt,
    })
    .execute();
}

/** One stored scan as written: the answers and the Dutch result of the moment it was taken. */
export interface StoredScan {
  answers: string;
  result: ScanResult;
}

/** The user's newest stored scan, or null. */
export async function findLatestScan(db: Kysely<Database>, userId: string): Promise<StoredScan | null> {
  const row = await db
    .selectFrom('assessments')
    .select(['answers', 'result'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { answers: row.answers, result: JSON.parse(row.result) as ScanResult } : null;
}

/** The user's newest scan result as stored (its scores are what other features read), or null. */
export async function findLatestResult(db: Kysely<Database>, userId: string): Promise<ScanResult | null> {
  return (await findLatestScan(db, userId))?.result ?? null;
}

/** The user's scans, newest first, with their answers (the personality type is rendered per language). */
export async function listAssessments(
  db: Kysely<Database>,
  userId: string,
): Promise<(AssessmentSummary & { answers: string })[]> {
  return db
    .selectFrom('assessments')
    .select(['id', 'personalityType', 'answers', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The catalogue category of each given course (any status: a result keeps citing retired courses). */
export async function courseCategories(
  db: Kysely<Database>,
  courseIds: readonly number[],
): Promise<{ id: number; category: string }[]> {
  if (courseIds.length === 0) return [];
  return db
    .selectFrom('courses')
    .select(['id', 'category'])
    .where('id', 'in', [...courseIds])
    .execute();
}
