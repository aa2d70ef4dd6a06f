import { z } from 'zod';
import { DOCUMENT_KINDS, type DocumentKind, type DocumentType } from '../domain/documents/index.ts';
import { nameText } from './common.ts';

/** The text fields of POST /api/user/documents (multipart, beside the `file` part). */
export const documentFields = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: "Kies het soort document: 'certificate' of 'cv'" }),
  title: nameText('Titel', 200),
});

export const documentIdParam = z.object({
  id: z.coerce
    .number({ error: 'Ongeldig id' })
    .int({ error: 'Ongeldig id' })
    .positive({ error: 'Ongeldig id' }),
});

export interface UserDocument {
  id: number;
  kind: DocumentKind;
  title: string;
  contentType: DocumentType;
  sizeBytes: number;
  createdAt: string;
}
