import { z } from 'zod';
import { text } from './common.ts';

/** One information request ("Meer informatie aanvragen") in the institute inbox. */
export const infoRequestItem = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseTitle: text(),
  senderName: text(),
  senderEmail: text(),
  message: text().nullable(),
  createdAt: text(),
  handled: z.boolean(),
  handledAt: text().nullable(),
});
export type InfoRequestItem = z.infer<typeof infoRequestItem>;

/** GET /api/institute/info-requests: open requests first, then newest first. */
export const infoRequestList = z.array(infoRequestItem);

/** PATCH /api/institute/info-requests/{id}: mark a request handled. */
export const markHandledBody = z
  .object(
    { handled: z.literal(true, { error: 'handled moet true zijn' }) },
    { error: 'Stuur { "handled": true }' },
  )
  .strict();
export type MarkHandledBody = z.infer<typeof markHandledBody>;

/** GET /api/courses/{id}/info-request: the signed-in user's own open request for the course, if any. */
export const myInfoRequest = z.object({
  open: z.boolean(),
  createdAt: text().nullable(),
});
export type MyInfoRequest = z.infer<typeof myInfoRequest>;
