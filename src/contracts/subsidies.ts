import { z } from 'zod';
import { dutchToday, validateResponses } from '../domain/subsidies/index.ts';

export type {
  Alternative,
  MatchedSubsidy,
  Question,
  QuestionOption,
  QuestionType,
  RawResponses,
  ShowIf,
  SubsidyMatch,
  SubsidyResult,
} from '../domain/subsidies/index.ts';

import type { SubsidyMatch } from '../domain/subsidies/index.ts';

/** The answers keyed by question id ("1" … "15"), checked with the rules of spec §5. */
export const subsidyResponses = z
  .record(z.string(), z.unknown(), { error: 'Antwoorden ontbreken' })
  .superRefine((responses, ctx) => {
    const v = validateResponses(responses, dutchToday());
    if (!v.ok) ctx.addIssue({ code: 'custom', message: v.message });
  });

/** POST /api/subsidies/submit (spec §3 Subsidy submission). */
export const subsidySubmitBody = z.object({
  responses: z.record(z.string(), z.unknown(), { error: 'Antwoorden ontbreken' }),
  /** Built by the client from the current timestamp. */
  sessionId: z.union([z.string().trim().max(100, { error: 'sessionId is te lang' }), z.number()]).optional(),
});

/** The stored form of the client's session id: text, or null when none was sent. */
export const sessionIdText = (v: string | number | undefined) =>
  v === undefined || v === '' ? null : String(v);
export type SubsidySubmitBody = z.input<typeof subsidySubmitBody>;

/** GET /api/user/subsidy-results: the latest analysis of the signed-in user. */
export interface StoredSubsidyResults {
  hasResults: boolean;
  totalMatches: number;
  matchedSubsidies: SubsidyMatch[];
  /** When the analysis was made (ISO-8601), null without results. */
  analysedAt: string | null;
}

export const storedSubsidyResultsSchema = z.object({
  hasResults: z.boolean(),
  totalMatches: z.number().int(),
  matchedSubsidies: z.array(
    z.object({
      subsidy: z.object({ id: z.string(), name: z.string() }).loose(),
      matchReasons: z.array(z.string()),
    }),
  ),
  analysedAt: z.string().nullable(),
});

export const subsidyResultSchema = z.object({
  totalMatches: z.number().int(),
  matches: storedSubsidyResultsSchema.shape.matchedSubsidies,
  alternatives: z.array(z.object({ title: z.string(), content: z.string() })),
});

export const questionnaireSchema = z.array(
  z.object({
    id: z.number().int(),
    text: z.string(),
    type: z.string(),
    required: z.boolean(),
    helpText: z.string().nullable(),
    prefill: z.string().nullable(),
    options: z.array(z.object({ value: z.string(), label: z.string() })),
    showIf: z
      .object({
        questionId: z.number().int(),
        value: z.string().optional(),
        values: z.array(z.string()).optional(),
      })
      .nullable(),
  }),
);
