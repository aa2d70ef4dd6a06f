import { z } from 'zod';
import { DOCUMENT_KINDS, DOCUMENT_TYPES } from '../domain/documents/index.ts';
import type { ApiTagDeclaration } from './api-tags.ts';
import { dateTime, intId, nameText, text } from './common.ts';
import { FIELD_LABELS } from './messages/common.ts';
import { DOCUMENT_MESSAGES } from './messages/documents.ts';

/** This feature's API tag (issue 52: declared here, collected by `npm run generate` into api-tags.generated.ts). */
export const API_TAG = {
  description: 'Eigen documenten (certificaten, cv) uploaden en downloaden',
  scope: { nl: 'Documenten', en: 'Documents' },
} as const satisfies ApiTagDeclaration;

/** The text fields of POST /api/user/documents (multipart, beside the `file` part). */
export const documentFields = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: DOCUMENT_MESSAGES['document.choose_kind_document_certificate'] }),
  title: nameText(FIELD_LABELS['label.title'], 200),
});

export const documentIdParam = z.object({
  id: intId(),
});

/** GET /api/user/documents: one of the caller's uploaded documents. */
export const userDocument = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  title: text(),
  contentType: z.enum(DOCUMENT_TYPES),
  sizeBytes: z.number().int(),
  createdAt: dateTime(),
});
export type UserDocument = z.infer<typeof userDocument>;

/**
 * POST /api/user/documents as documented: multipart/form-data with the file and the text fields.
 * The route reads the parts itself (the file is checked by its content, not its name).
 */
export const documentUpload = documentFields.extend({
  file: text().meta({ format: 'binary', description: 'PDF, PNG of JPEG, tot 5 MB' }),
});

/** GET /api/user/documents/usage: what the caller uses of the per-user document limits. */
export const documentUsage = z.object({
  count: z.number().int(),
  bytes: z.number().int(),
  maxCount: z.number().int(),
  maxBytes: z.number().int(),
  uploadsPerHour: z.number().int(),
});
export type DocumentUsage = z.infer<typeof documentUsage>;
