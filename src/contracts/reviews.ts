import { z } from 'zod';
import { optionalText } from './common.ts';

/** POST /api/courses/{id}/reviews: a learner with a finished course rates it (issue 21 §5). */
export const reviewBody = z
  .object({
    rating: z
      .number({ error: 'Geef een beoordeling van 1 tot 5 sterren' })
      .int({ error: 'Geef een beoordeling van 1 tot 5 sterren' })
      .min(1, { error: 'Geef een beoordeling van 1 tot 5 sterren' })
      .max(5, { error: 'Geef een beoordeling van 1 tot 5 sterren' }),
    comment: optionalText(2000),
  })
  .strict();
export type ReviewInput = z.input<typeof reviewBody>;

export const REVIEWS_DEFAULT_LIMIT = 10;
export const REVIEWS_MAX_LIMIT = 50;

const pageNumber = (name: string, min: number, max: number, fallback: number) =>
  z
    .union([z.string(), z.number()], { error: `${name} moet een geheel getal zijn` })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${name} moet een geheel getal van ${min} tot ${max} zijn` });
        return z.NEVER;
      }
      return n;
    });

/** Paging of review lists. */
export const reviewListQuery = z.object({
  limit: pageNumber('limit', 1, REVIEWS_MAX_LIMIT, REVIEWS_DEFAULT_LIMIT),
  offset: pageNumber('offset', 0, 1_000_000, 0),
});

export interface Review {
  id: number;
  courseId: number;
  rating: number;
  comment: string | null;
  /** First name and the initial of the last name; "Oud-cursist" once the account is gone. */
  authorName: string;
  createdAt: string;
  updatedAt: string | null;
  /** Whether this review is the signed-in reader's own. */
  mine: boolean;
}

/** A page of reviews with the course's mean rating (of every rating, kept on the course row). */
export interface ReviewPage {
  items: Review[];
  total: number;
  rating: number;
  ratingCount: number;
}

/** A page of the institute's reviews over all its courses. */
export interface InstituteReview extends Review {
  courseTitle: string;
}
export interface InstituteReviewPage {
  items: InstituteReview[];
  total: number;
}
