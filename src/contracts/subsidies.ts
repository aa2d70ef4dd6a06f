import { z } from 'zod';
import { dutchToday, validateResponses } from '../domain/subsidies/index.ts';
import type { QuestionType } from '../domain/subsidies/questions.ts';
import type { ApiTagDeclaration } from './api-tags.ts';
import { dateTime, pageQuery, text } from './common.ts';
import { FIELD_MESSAGES } from './messages/common.ts';
import { SUBSIDY_MESSAGES } from './messages/subsidies.ts';

/** This feature's API tag (issue 52: declared here, collected by `npm run generate` into api-tags.generated.ts). */
export const API_TAG = {
  description: 'Subsidievragenlijst, matches en aanvragen',
  scope: { nl: 'Subsidies', en: 'Subsidies' },
} as const satisfies ApiTagDeclaration;

export type {
  MatchedSubsidy,
  Question,
  RawResponses,
  SubsidyMatch,
  SubsidyResult,
} from '../domain/subsidies/index.ts';

/** A question id as a key of the answers (unknown ids are refused by validateResponses, quoted cut short). */
const answerKey = text(SUBSIDY_MESSAGES['subsidy.unknown_question']);

/** The answers keyed by question id ("1" … "16"; 3, 5 and 7 retired), checked with the rules of spec §5. */
export const subsidyResponses = z
  .record(answerKey, z.unknown(), { error: SUBSIDY_MESSAGES['subsidy.answers_missing'] })
  .superRefine((responses, ctx) => {
    const v = validateResponses(responses, dutchToday());
    if (!v.ok) ctx.addIssue({ code: 'custom', message: v.message() });
  });

/**
 * How the OpenAPI document states the questionnaire's rules: they depend on earlier answers and
 * live in the questionnaire itself, which the API serves.
 */
export const SUBSIDY_RESPONSES_RULE = SUBSIDY_MESSAGES['subsidy.answer_per_question_id'].nl;

/** POST /api/subsidies/submit (spec §3 Subsidy submission). */
export const subsidySubmitBody = z.object({
  responses: z.record(answerKey, z.unknown(), { error: SUBSIDY_MESSAGES['subsidy.answers_missing'] }).meta({
    description: SUBSIDY_RESPONSES_RULE,
  }),
  /** Built by the client from the current timestamp. */
  sessionId: z
    .union([
      text(SUBSIDY_MESSAGES['subsidy.sessionid_text_number'])
        .trim()
        .max(100, { error: SUBSIDY_MESSAGES['subsidy.sessionid_too_long'] }),
      z.number(),
    ])
    .optional(),
});

/** The stored form of the client's session id: text, or null when none was sent. */
export const sessionIdText = (v: string | number | undefined) =>
  v === undefined || v === '' ? null : String(v);
export type SubsidySubmitBody = z.input<typeof subsidySubmitBody>;

/**
 * GET /api/subsidies/municipalities?q=: municipalities by official name or common alias, best match
 * first, paged (the web asks one page of suggestions; the whole list is at most every municipality).
 */
export const municipalityQuery = pageQuery.extend({
  q: text(FIELD_MESSAGES['field.search_text'])
    .max(100, { error: FIELD_MESSAGES['field.search_too_long_100'] })
    .optional(),
});
export const municipality = z.object({
  /** The CBS code (GM0363). */
  code: text(),
  name: text(),
});

/** One matched scheme with why it matches (the domain's SubsidyMatch). */
export const subsidyMatchSchema = z.object({
  subsidy: z.object({
    id: text(),
    name: text(),
    provider: text(),
    /** Euro; null when the amount depends on the case (amountNote says how). */
    maxAmount: z.number().nullable(),
    amountNote: text(),
    validityPeriod: text(),
    description: text(),
    tags: z.array(text()),
    applicationUrl: text(),
    sourceUrl: text(),
    lastVerified: text(),
    /** Each figure with its own source and the day it was checked (absent in older analyses). */
    facts: z
      .array(
        z.object({
          id: text(),
          text: text(),
          sourceUrl: text(),
          /** YYYY-MM-DD: the day the fact was compared with its source. */
          checkedOn: text(),
          /** YYYY-MM-DD: the figure's own date, when its source gives an older one. */
          since: text().optional(),
          /** A settled fact about a past event (a scheme's end): `since` is its source's date. */
          settled: z.boolean().optional(),
        }),
      )
      .optional(),
    /** A loan to pay back, never a grant. */
    loan: z.boolean().optional(),
    /** The source is only the provider's home page. */
    homePageOnly: z.boolean().optional(),
    /** Who applies: the person, the employer, or nobody (advice only); absent in older analyses. */
    appliedBy: z.enum(['person', 'employer', 'advice']).optional(),
  }),
  matchReasons: z.array(text()),
});

/** One of "Andere mogelijkheden": advice beside the matches, part of the result. */
export const alternativeSchema = z.object({
  title: text(),
  content: text(),
  /** The catalogue scheme it is about, where it is one. */
  schemeId: text().optional(),
});

export const storedSubsidyResultsSchema = z.object({
  hasResults: z.boolean(),
  totalMatches: z.number().int(),
  matchedSubsidies: z.array(subsidyMatchSchema),
  /** When the analysis was made (ISO-8601), null without results. */
  analysedAt: dateTime().nullable(),
  /** "Andere mogelijkheden" of the same analysis, in the reader's language (empty without results). */
  alternatives: z.array(alternativeSchema),
});
/** GET /api/user/subsidy-results: the latest analysis of the signed-in user. */
export type StoredSubsidyResults = z.infer<typeof storedSubsidyResultsSchema>;

export const subsidyResultSchema = z.object({
  totalMatches: z.number().int(),
  matches: z.array(subsidyMatchSchema),
  alternatives: z.array(alternativeSchema),
});

/** The kinds of input a question asks for (the domain's QuestionType). */
const questionType = z.enum([
  'text',
  'number',
  'date',
  'email',
  'textarea',
  'select',
  'searchable_select',
  'boolean',
  'radio',
]) satisfies z.ZodType<QuestionType>;

/** One question of GET /api/subsidies/questionnaire (a page whose default size holds every question). */
export const questionnaireQuestion = z.object({
  id: z.number().int(),
  text: text(),
  type: questionType,
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
});
