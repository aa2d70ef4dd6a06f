import { z } from 'zod';
import type { ApiTagDeclaration } from './api-tags.ts';
import { dateTime, page, text } from './common.ts';

/** This feature's API tag (collected by `npm run generate` into api-tags.generated.ts). */
export const API_TAG = {
  description: 'Bewaarde cursussen: een talent bewaart een cursus om later terug te vinden',
  scope: { nl: 'Bewaarde cursussen', en: 'Saved courses' },
} as const satisfies ApiTagDeclaration;

/** One saved course in the talent's list, newest first. */
export const bookmark = z.object({
  courseId: z.number().int(),
  title: text(),
  /** When the talent saved it. */
  savedAt: dateTime(),
});

/** GET /api/user/bookmarks: a page of the talent's saved courses (decision 360). */
export const bookmarkPage = page(bookmark);
