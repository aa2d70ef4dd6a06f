import type { Generated } from 'kysely';

/** Table types of the documents feature (migration 026). */
export interface UserDocumentsTable {
  id: Generated<number>;
  userId: string;
  kind: 'certificate' | 'cv';
  title: string;
  /** Detected from the bytes: application/pdf, image/png or image/jpeg. */
  contentType: string;
  sizeBytes: number;
  /** Where the document storage keeps the bytes (a file name under UPLOAD_DIR). */
  storageKey: string;
  createdAt: string;
}

export interface DocumentsTables {
  userDocuments: UserDocumentsTable;
}
