import type { AssessmentSummary, ScanDraft } from '../../../contracts/scan.ts';
import type { ScanAnswers, ScanResult } from '../../../domain/scan/types.ts';
import { nowIso } from '../../db/connect.ts';
import type { KyselyDb } from '../../db/schema.ts';

/** Stores one completed scan; earlier ones stay (history). */
export async function insertAssessment(
  db: KyselyDb,
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
export async function findLatestScan(db: KyselyDb, userId: string): Promise<StoredScan | null> {
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
/** The newest scan's result exactly as stored (JSON text), for other features to read; or undefined. */
export async function latestResultJson(db: KyselyDb, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('assessments')
    .select('result')
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.result;
}

/** The user's newest scan result as stored (its scores are what other features read), or null. */
export async function findLatestResult(db: KyselyDb, userId: string): Promise<ScanResult | null> {
  return (await findLatestScan(db, userId))?.result ?? null;
}

/** The user's scans, newest first, with their answers (the personality type is rendered per language). */
export async function listAssessments(
  db: KyselyDb,
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

/** The answers of the scan in progress, keyed by question number, and when the last one was given. */
export async function findDraft(db: KyselyDb, userId: string): Promise<ScanDraft> {
  const rows = await db
    .selectFrom('scanDraftAnswers')
    .select(['question', 'value', 'updatedAt'])
    .where('userId', '=', userId)
    .orderBy('question')
    .execute();
  const answers: Record<string, number> = {};
  let updatedAt: string | null = null;
  for (const row of rows) {
    answers[String(row.question)] = row.value;
    if (updatedAt === null || row.updatedAt > updatedAt) updatedAt = row.updatedAt;
  }
  return { answers, updatedAt };
}

/** Saves one answer as it is given (an upsert: answering again replaces it). */
export async function saveDraftAnswer(
  db: KyselyDb,
  userId: string,
  question: number,
  value: number,
): Promise<void> {
  const updatedAt = nowIso();
  await db
    .insertInto('scanDraftAnswers')
    .values({ userId, question, value, updatedAt })
    .onConflict((oc) => oc.columns(['userId', 'question']).doUpdateSet({ value, updatedAt }))
    .execute();
}

/** Forgets the scan in progress (submitted, or started again). */
export async function clearDraft(db: KyselyDb, userId: string): Promise<void> {
  await db.deleteFrom('scanDraftAnswers').where('userId', '=', userId).execute();
}

/** Every scan of a user, newest first, with what its personality type is read from (the talent's recent activity). */
export const scansOf = (db: KyselyDb, userId: string) =>
  db
    .selectFrom('assessments')
    .select(['id', 'personalityType', 'answers', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
