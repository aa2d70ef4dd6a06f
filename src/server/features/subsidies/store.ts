import type { StoredSubsidyResults, SubsidyResult } from '../../../contracts/subsidies.ts';
import { type RawResponses, rederiveResult, type SubsidyLanguage } from '../../../domain/subsidies/index.ts';
import { nowIso } from '../../db/connect.ts';
import type { KyselyDb } from '../../db/schema.ts';

export async function insertAnalysis(
  db: KyselyDb,
  userId: string,
  a: { sessionId: string | null; responses: RawResponses; result: SubsidyResult },
): Promise<void> {
  await db
    .insertInto('subsidyAnalyses')
    .values({
      userId,
      sessionId: a.sessionId,
      responses: JSON.stringify(a.responses),
      result: JSON.stringify(a.result),
      totalMatches: a.result.totalMatches,
      createdAt: nowIso(),
    })
    .execute();
}

const NO_RESULTS: StoredSubsidyResults = {
  hasResults: false,
  totalMatches: 0,
  matchedSubsidies: [],
  analysedAt: null,
  alternatives: [],
};

/**
 * The newest analysis of one user in the reader's language: re-derived from the stored answers on
 * the day of the analysis (decision 145); the stored Dutch snapshot when that is no longer possible.
 * "Andere mogelijkheden" are part of it (issue 49): stored in the snapshot, re-derived like the matches.
 */
export async function latestResults(
  db: KyselyDb,
  userId: string,
  lang: SubsidyLanguage,
): Promise<StoredSubsidyResults> {
  const row = await db
    .selectFrom('subsidyAnalyses')
    .select(['responses', 'result', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return NO_RESULTS;
  try {
    const result =
      rederiveResult(JSON.parse(row.responses) as RawResponses, row.createdAt, lang) ??
      (JSON.parse(row.result) as SubsidyResult);
    return {
      hasResults: true,
      totalMatches: result.matches.length,
      matchedSubsidies: result.matches,
      analysedAt: row.createdAt,
      alternatives: Array.isArray(result.alternatives) ? result.alternatives : [],
    };
  } catch {
    return NO_RESULTS;
  }
}

/** The answers of the user's newest subsidy questionnaire (JSON), if any. */
export async function latestResponses(db: KyselyDb, userId: string): Promise<Record<string, unknown> | null> {
  return (await latestCheck(db, userId))?.responses ?? null;
}

/** The user's newest subsidy check: its stored answers and when it was made, or null (the Coach reads it). */
export async function latestCheck(
  db: KyselyDb,
  userId: string,
): Promise<{ responses: Record<string, unknown>; analysedAt: string } | null> {
  const row = await db
    .selectFrom('subsidyAnalyses')
    .select(['responses', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  try {
    const parsed = JSON.parse(row.responses) as unknown;
    return parsed && typeof parsed === 'object'
      ? { responses: parsed as Record<string, unknown>, analysedAt: row.createdAt }
      : null;
  } catch {
    return null;
  }
}
