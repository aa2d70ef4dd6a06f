import type { Generated } from 'kysely';

/** One finished subsidy questionnaire of a user (migration 006). */
export interface SubsidyAnalysesTable {
  id: Generated<number>;
  userId: string;
  sessionId: string | null;
  /** JSON: the visible answers keyed by question id. */
  responses: string;
  /** JSON: the SubsidyResult as returned by POST /api/subsidies/submit. */
  result: string;
  totalMatches: number;
  createdAt: string;
}

export interface SubsidiesTables {
  subsidyAnalyses: SubsidyAnalysesTable;
}
