import type { DocumentKind } from '../../../domain/documents/index.ts';
import { api, apiListQuery, apiQuery, apiUrl } from '../../lib/api.ts';

/** The learner's own documents and what they use of the per-user limits. */
export const documentsQuery = () => apiListQuery('/api/user/documents');
export const documentUsageQuery = () => apiQuery('/api/user/documents/usage');

/** A document's file (a download link). */
export const documentUrl = (id: number) => apiUrl('get', '/api/user/documents/{id}', { path: { id } });

/** Uploads one file as multipart/form-data. */
export const uploadDocument = (body: { kind: DocumentKind; title: string; file: File }) =>
  api('post', '/api/user/documents', { body });

export const deleteDocument = (id: number) => api('delete', '/api/user/documents/{id}', { path: { id } });
