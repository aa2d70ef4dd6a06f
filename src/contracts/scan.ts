import { z } from 'zod';
import type { ScanResult } from '../domain/scan/types.ts';
import type { ApiTagDeclaration } from './api-tags.ts';
import { dateTime, intParam, text } from './common.ts';
import { SCAN_MESSAGES } from './messages/scan.ts';

/** This feature's API tag (issue 52: declared here, collected by `npm run generate` into api-tags.generated.ts). */
export const API_TAG = {
  description: 'Scan: persoonlijkheid en werkinteresses (Big Five en RIASEC)',
  scope: { nl: 'Scan', en: 'Scan' },
} as const satisfies ApiTagDeclaration;

export type { ScanResult } from '../domain/scan/types.ts';

const QUESTION_NUMBERS = Array.from({ length: 65 }, (_, i) => String(i + 1));

/**
 * POST /api/enhanced-assessment/submit. The answers map itself is checked by the scan domain's
 * validateAnswers (exactly the 65 question numbers, each an integer 1-5), so the message names the
 * offending question.
 */
export const submitScanBody = z.object(
  {
    answers: z
      .unknown()
      .refine((v) => v !== undefined && v !== null, {
        error: SCAN_MESSAGES['scan.answers_missing_send_answer'],
      })
      // What the domain checks, for the OpenAPI document: question number → answer 1–5.
      .meta({
        type: 'object',
        description: 'Per vraagnummer ("1" … "65") een antwoord van 1 tot en met 5; alle 65 vragen',
        properties: Object.fromEntries(
          QUESTION_NUMBERS.map((n) => [n, { type: 'integer', minimum: 1, maximum: 5 }]),
        ),
        required: QUESTION_NUMBERS,
        additionalProperties: false,
      }),
  },
  { error: SCAN_MESSAGES['scan.send_answers_json_object'] },
);

/** GET /api/user/assessments and /api/assessments/user, newest first. */
export type AssessmentSummary = z.infer<typeof assessmentSummary>;

/** GET /api/user/recommendations, best match first; empty without a scan. */
export type CourseRecommendation = z.infer<typeof courseRecommendation>;

const score = z.number().int().min(0).max(100);

/** The scan result as the API answers it (the domain's ScanResult, checked against it). */
export const scanResultSchema = z.object({
  openness: score,
  conscientiousness: score,
  extraversion: score,
  agreeableness: score,
  neuroticism: score,
  realistic: score,
  investigative: score,
  artistic: score,
  social: score,
  enterprising: score,
  conventional: score,
  learningStyle: text(),
  primaryDrive: text(),
  profileSummary: text(),
  careerMatches: z.array(
    z.object({ title: text(), match: z.number(), reason: text(), skills: z.array(text()) }),
  ),
  softSkills: z.array(text()),
  growthAreas: z.array(text()),
  recommendations: z.object({
    summary: text(),
    courses: z.array(z.object({ courseId: z.number().int(), title: text(), matchPercentage: z.number() })),
    careers: z.array(text()),
  }),
  personalityType: text(),
}) satisfies z.ZodType<ScanResult>;

export const assessmentSummary = z.object({
  id: z.number().int(),
  personalityType: text(),
  createdAt: dateTime(),
});

export const courseRecommendation = z.object({
  courseId: z.number().int(),
  matchPercentage: z.number(),
});

/** PUT /api/user/scan-draft/{question}: the question's number (1–65). */
export const scanDraftParams = z.object({
  question: intParam(1, 65, SCAN_MESSAGES['scan.choose_question_number_1']),
});

/** PUT /api/user/scan-draft/{question}: the answer given, 1–5. */
export const scanDraftAnswerBody = z.object(
  {
    value: z
      .number({ error: SCAN_MESSAGES['scan.answer_number_1_5'] })
      .int({ error: SCAN_MESSAGES['scan.answer_number_1_5'] })
      .min(1, { error: SCAN_MESSAGES['scan.answer_number_1_5'] })
      .max(5, { error: SCAN_MESSAGES['scan.answer_number_1_5'] }),
  },
  { error: SCAN_MESSAGES['scan.send_answer_json_object'] },
);

/**
 * GET /api/user/scan-draft: the answers given so far in the scan that is in progress (keyed by
 * question number), saved as they are given so another device or a reload continues there.
 */
export const scanDraft = z.object({
  answers: z.record(text(), z.number().int()),
  updatedAt: dateTime().nullable(),
});
export type ScanDraft = z.infer<typeof scanDraft>;
