import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  OoapiImportAnswer,
  OoapiPreview,
  OoapiRun,
  OoapiSourceAnswer,
  OoapiSourceBody,
} from '../../../contracts/ooapi.ts';
import { apiJson } from '../../lib/api.ts';
import { allItems } from '../../lib/paging.ts';
import { invalidateCourses } from '../courses/index.ts';
import { INSTITUTE_URLS } from './api.ts';

/** The institute's own Open Education API source (decision 326): settings, preview, import, runs. */
const SOURCE_URL = '/api/institute/ooapi-source';
const RUNS_URL = `${SOURCE_URL}/runs`;

export const ooapiSourceQuery = () => queryOptions<OoapiSourceAnswer>({ queryKey: [SOURCE_URL] });
export const ooapiRunsQuery = () =>
  queryOptions({ queryKey: [RUNS_URL], queryFn: () => allItems<OoapiRun>(RUNS_URL) });

export function useSaveOoapiSource() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OoapiSourceBody) => apiJson<OoapiSourceAnswer>('PUT', SOURCE_URL, body),
    onSuccess: (data) => qc.setQueryData([SOURCE_URL], data),
  });
}

export function usePreviewOoapi() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<OoapiPreview>('POST', `${SOURCE_URL}/preview`),
    onSettled: () => qc.invalidateQueries({ queryKey: [RUNS_URL] }),
  });
}

export function useImportOoapi() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<OoapiImportAnswer>('POST', `${SOURCE_URL}/import`),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: [RUNS_URL] }),
        qc.invalidateQueries({ queryKey: [INSTITUTE_URLS.courses] }),
        qc.invalidateQueries({ queryKey: [INSTITUTE_URLS.stats] }),
        qc.invalidateQueries({ queryKey: [INSTITUTE_URLS.dashboard] }),
        qc.invalidateQueries({ queryKey: ['/api/courses/institute'] }),
        invalidateCourses(qc),
      ]),
  });
}
