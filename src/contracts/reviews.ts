import { z } from 'zod';
import type { ApiTagDeclaration } from './api-tags.ts';
import { dateTime, optionalText, page, pageQuery, text } from './common.ts';
import { REVIEW_MESSAGES } from './messages/reviews.ts';

/** This feature's API tag (issue 52: declared here, collected by `npm run generate` into api-tags.generated.ts). */
export const API_TAG = {
  description: 'Beoordelingen van cursussen',
  scope: { nl: 'Beoordelingen', en: 'Reviews' },
} as const satisfies ApiTagDeclaration;

/** POST /api/courses/{id}/reviews: a learner with a finished course rates it. */
export const reviewBody = z
  .object({
    rating: z
      .number({ error: REVIEW_MESSAGES['review.give_rating_1_5'] })
      .int({ error: REVIEW_MESSAGES['review.give_rating_1_5'] })
      .min(1, { error: REVIEW_MESSAGES['review.give_rating_1_5'] })
      .max(5, { error: REVIEW_MESSAGES['review.give_rating_1_5'] }),
    comment: optionalText(2000),
  })
  .strict();
export type ReviewInput = z.input<typeof reviewBody>;

/** Paging of review lists: by cursor, like every list (decision 360). */
export const reviewListQuery = pageQuery;

export const review = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  rating: z.number().int(),
  comment: text().nullable(),
  /** First name and the initial of the last name; "Oud-cursist" once the account is gone. */
  authorName: text(),
  createdAt: dateTime(),
  updatedAt: dateTime().nullable(),
  /** Whether this review is the signed-in reader's own. */
  mine: z.boolean(),
  /**
   * "Geverifieerde deelnemer": the author's result was confirmed by the institute. False for an older
   * review written without one: listed, but not in the course's mean (decision 306).
   */
  verifiedParticipant: z.boolean(),
});
export type Review = z.infer<typeof review>;

/** A page of reviews with the course's mean rating (of every rating, kept on the course row). */
export const reviewPage = page(review).extend({
  total: z.number().int(),
  rating: z.number(),
  ratingCount: z.number().int(),
});

/** A page of the institute's reviews over all its courses. */
export const instituteReview = review.extend({ courseTitle: text() });
export type InstituteReview = z.infer<typeof instituteReview>;
export const instituteReviewPage = page(instituteReview).extend({ total: z.number().int() });

/** The answer to a review: its id, whether it is new, and the course's rating after it. */
export const reviewAnswer = z.object({
  id: z.number().int(),
  created: z.boolean(),
  rating: z.number(),
  ratingCount: z.number().int(),
});
