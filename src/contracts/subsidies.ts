import { z } from 'zod';
import { dutchToday, validateResponses } from '../domain/subsidies/index.ts';
import { text } from './common.ts';

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

/** A question id as a key of the answers (unknown ids are refused by validateResponses, quoted cut short). */
const answerKey = text('Onbekende vraag');

/** The answers keyed by question id ("1" … "15"), checked with the rules of spec §5. */
export const subsidyResponses = z
  .record(answerKey, z.unknown(), { error: 'Antwoorden ontbreken' })
  .superRefine((responses, ctx) => {
    const v = validateResponses(responses, dutchToday());
    if (!v.ok) ctx.addIssue({ code: 'custom', message: v.message });
  });

/** POST /api/subsidies/submit (spec §3 Subsidy submission). */
export const subsidySubmitBody = z.object({
  responses: z.record(answerKey, z.unknown(), { error: 'Antwoorden ontbreken' }),
  /** Built by the client from the current timestamp. */
  sessionId: z
    .union([
      text('sessionId moet tekst of een getal zijn').trim().max(100, { error: 'sessionId is te lang' }),
      z.number(),
    ])
    .optional(),
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
      subsidy: z.object({ id: text(), name: text() }).loose(),
      matchReasons: z.array(text()),
    }),
  ),
  analysedAt: text().nullable(),
});

export const subsidyResultSchema = z.object({
  totalMatches: z.number().int(),
  matches: storedSubsidyResultsSchema.shape.matchedSubsidies,
  alternatives: z.array(z.object({ title: text(), content: text() })),
});

export const questionnaireSchema = z.array(
  z.object({
    id: z.number().int(),
    text: text(),
    type: text(),
    required: z.boolean(),
    helpText: text().nullable(),
    prefill: text().nullable(),
    options: z.array(z.object({ value: text(), label: text() })),
    showIf: z
      .object({
        questionId: z.number().int(),
        value: text().optional(),
        values: z.array(text()).optional(),
      })
      .nullable(),
  }),
);
