import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OoapiSourceBody } from '../../../contracts/ooapi.ts';
import { api, apiListQuery, apiQuery } from '../../lib/api.ts';
import { invalidateCourseViews } from './api.ts';

/** The institute's own Open Education API source (decision 326): settings, preview, import, runs. */
export const ooapiSourceQuery = () => apiQuery('/api/institute/ooapi-source');
export const ooapiRunsQuery = () => apiListQuery('/api/institute/ooapi-source/runs');

export function useSaveOoapiSource() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OoapiSourceBody) => api('put', '/api/institute/ooapi-source', { body }),
    onSuccess: (data) => qc.setQueryData(ooapiSourceQuery().queryKey, data),
  });
}

export function usePreviewOoapi() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('post', '/api/institute/ooapi-source/preview'),
    onSettled: () => qc.invalidateQueries({ queryKey: ooapiRunsQuery().queryKey }),
  });
}

export function useImportOoapi() {
  const qc = useQueryClient();
  return useMutation({
    /** `confirmArchive`: the institute confirmed an import that archives more than half of its courses. */
    mutationFn: (confirmArchive: boolean = false) =>
      api(
        'post',
        '/api/institute/ooapi-source/import',
        confirmArchive ? { query: { confirmArchive: 'true' } } : {},
      ),
    onSettled: () =>
      Promise.all([qc.invalidateQueries({ queryKey: ooapiRunsQuery().queryKey }), invalidateCourseViews(qc)]),
  });
}
