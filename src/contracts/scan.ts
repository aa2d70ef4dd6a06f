import { z } from 'zod';
import type { ScanResult } from '../domain/scan/types.ts';

export type { CareerMatch, RecommendedCourse, ScanResult } from '../domain/scan/types.ts';

/**
 * POST /api/enhanced-assessment/submit. The answers map itself is checked by the scan domain's
 * validateAnswers (exactly the 65 question numbers, each an integer 1-5), so the message names the
 * offending question.
 */
export const submitScanBody = z.object(
  {
    answers: z.unknown().refine((v) => v !== undefined && v !== null, {
      error: 'De antwoorden ontbreken: stuur per vraagnummer een antwoord van 1 tot en met 5',
    }),
  },
  { error: 'Stuur de antwoorden als JSON-object' },
);
export type SubmitScanBody = z.infer<typeof submitScanBody>;

/**
 * The answer of POST /api/enhanced-assessment/submit and GET /api/user/scan-result (null: no scan
 * yet), its texts in the request's language (decision 130).
 */
export type ScanResultResponse = ScanResult | null;

/** GET /api/user/assessments and /api/assessments/user, newest first. */
export interface AssessmentSummary {
  id: number;
  personalityType: string;
  createdAt: string;
}

/** GET /api/user/recommendations, best match first; empty without a scan. */
export interface CourseRecommendation {
  courseId: number;
  matchPercentage: number;
}

/** PUT /api/user/scan-draft/{question}: the question's number (1–65). */
export const scanDraftParams = z.object({
  question: z.coerce
    .number({ error: 'Kies een vraagnummer van 1 tot en met 65' })
    .int({ error: 'Kies een vraagnummer van 1 tot en met 65' })
    .min(1, { error: 'Kies een vraagnummer van 1 tot en met 65' })
    .max(65, { error: 'Kies een vraagnummer van 1 tot en met 65' }),
});

/** PUT /api/user/scan-draft/{question}: the answer given, 1–5. */
export const scanDraftAnswerBody = z.object(
  {
    value: z
      .number({ error: 'Een antwoord is een getal van 1 tot en met 5' })
      .int({ error: 'Een antwoord is een getal van 1 tot en met 5' })
      .min(1, { error: 'Een antwoord is een getal van 1 tot en met 5' })
      .max(5, { error: 'Een antwoord is een getal van 1 tot en met 5' }),
  },
  { error: 'Stuur het antwoord als JSON-object' },
);
export type ScanDraftAnswerBody = z.infer<typeof scanDraftAnswerBody>;

/**
 * GET /api/user/scan-draft: the answers given so far in the scan that is in progress (keyed by
 * question number), saved as they are given so another device or a reload continues there.
 */
export interface ScanDraft {
  answers: Record<string, number>;
  updatedAt: string | null;
}
