import { queryOptions } from '@tanstack/react-query';
import type { DocumentUsage, UserDocument } from '../../../contracts/documents.ts';
import { getLanguage } from '../../i18n/index.ts';
import { apiRequest, throwIfNotOk } from '../../lib/api.ts';
import { allItems } from '../../lib/paging.ts';

export const DOCUMENT_URLS = {
  list: '/api/user/documents',
  usage: '/api/user/documents/usage',
  one: (id: number) => `/api/user/documents/${id}`,
} as const;

export const documentsQuery = () =>
  queryOptions({ queryKey: [DOCUMENT_URLS.list], queryFn: () => allItems<UserDocument>(DOCUMENT_URLS.list) });

/** What the learner uses of the per-user document limits. */
export const documentUsageQuery = () => queryOptions<DocumentUsage>({ queryKey: [DOCUMENT_URLS.usage] });

/** Uploads one file as multipart/form-data (the browser sets the boundary). */
export async function uploadDocument(form: {
  kind: string;
  title: string;
  file: File;
}): Promise<UserDocument> {
  const body = new FormData();
  body.set('kind', form.kind);
  body.set('title', form.title);
  body.set('file', form.file);
  const res = await fetch(DOCUMENT_URLS.list, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Accept-Language': getLanguage() },
    body,
  });
  await throwIfNotOk(res);
  return res.json();
}

export const deleteDocument = (id: number) => apiRequest('DELETE', DOCUMENT_URLS.one(id));
