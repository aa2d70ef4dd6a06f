import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiListQuery } from '../../lib/api.ts';

/** An enrolment's history; the page's other reads are the owning features' queries (one per resource). */
export const historyQuery = (enrollmentId: number) =>
  apiListQuery('/api/enrollments/{id}/history', { path: { id: enrollmentId } });

/** The learner's own progress (0–100); 100 = self-reported completion. Everything derived is stale. */
export function useUpdateProgress(enrollmentId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (progress: number) =>
      api('patch', '/api/enrollments/{id}/progress', { path: { id: enrollmentId }, body: { progress } }),
    onSuccess: () => qc.invalidateQueries(),
  });
}
