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

/** The user's newest scan result, or null. */
export async function findLatestResult(db: Kysely<Database>, userId: string): Promise<ScanResult | null> {
  const row = await db
    .selectFrom('assessments')
    .select('result')
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? (JSON.parse(row.result) as ScanResult) : null;
}

/** The user's scans, newest first. */
export async function listAssessments(db: Kysely<Database>, userId: string): Promise<AssessmentSummary[]> {
  return db
    .selectFrom('assessments')
    .select(['id', 'personalityType', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
