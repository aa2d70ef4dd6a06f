import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Enrollment } from '../../../contracts/courses.ts';
import type { MyCredential } from '../../../contracts/credentials.ts';
import type { EnrollmentHistory } from '../../../contracts/enrollments.ts';
import type { AssessmentSummary } from '../../../contracts/scan.ts';
import type { SubsidyApplication } from '../../../contracts/talent.ts';
import { apiJson } from '../../lib/api.ts';
import { allItems } from '../../lib/paging.ts';
import { ENROLLMENTS_URL } from '../courses/index.ts';

/** The /progress page's reads (issue 21 §2, issue 24): existing endpoints of each feature. */
export const myEnrollmentsQuery = () =>
  queryOptions({ queryKey: [ENROLLMENTS_URL], queryFn: () => allItems<Enrollment>(ENROLLMENTS_URL) });
export const historyQuery = (enrollmentId: number) =>
  queryOptions({
    queryKey: [`/api/enrollments/${enrollmentId}/history`],
    queryFn: (): Promise<EnrollmentHistory> => allItems(`/api/enrollments/${enrollmentId}/history`),
  });
export const myCredentialsQuery = () =>
  queryOptions({
    queryKey: ['/api/user/credentials'],
    queryFn: () => allItems<MyCredential>('/api/user/credentials'),
  });
export const myScansQuery = () =>
  queryOptions({
    queryKey: ['/api/user/assessments'],
    queryFn: () => allItems<AssessmentSummary>('/api/user/assessments'),
  });
export const mySubsidyApplicationsQuery = () =>
  queryOptions({
    queryKey: ['/api/user/subsidy-applications'],
    queryFn: () => allItems<SubsidyApplication>('/api/user/subsidy-applications'),
  });

/** The learner's own progress (0–100); 100 = self-reported completion. Everything derived is stale. */
export function useUpdateProgress(enrollmentId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (progress: number) =>
      apiJson<Enrollment>('PATCH', `/api/enrollments/${enrollmentId}/progress`, { progress }),
    onSuccess: () => qc.invalidateQueries(),
  });
}
