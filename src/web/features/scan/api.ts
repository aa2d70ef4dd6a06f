import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AssessmentSummary,
  CourseRecommendation,
  ScanDraft,
  ScanResult,
} from '../../../contracts/scan.ts';
import type { ScanAnswers } from '../../../domain/scan/types.ts';
import { apiJson, localizedKey } from '../../lib/api.ts';
import { allItems } from '../../lib/paging.ts';

/** The scan feature's URLs, query keys and mutations (one URL per resource). */
export const SCAN_URLS = {
  submit: '/api/enhanced-assessment/submit',
  result: '/api/user/scan-result',
  /** The only assessments URL the web app uses (not /api/assessments/user). */
  assessments: '/api/user/assessments',
  recommendations: '/api/user/recommendations',
  /** The answers of the scan in progress (issue 25). */
  draft: '/api/user/scan-draft',
} as const;

/** The answers given so far in the scan in progress, saved on the server. */
export const scanDraftQuery = () => queryOptions<ScanDraft>({ queryKey: [SCAN_URLS.draft] });

/** Saves one answer as it is given. */
export function useSaveScanAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ question, value }: { question: number; value: number }) =>
      apiJson<void>('PUT', `${SCAN_URLS.draft}/${question}`, { value }),
    // The cached draft follows every saved answer, so returning to the scan in the app offers them.
    onSuccess: (_, { question, value }) =>
      queryClient.setQueryData<ScanDraft>(scanDraftQuery().queryKey, (old) => ({
        updatedAt: old?.updatedAt ?? null,
        ...old,
        answers: { ...(old?.answers ?? {}), [String(question)]: value },
      })),
  });
}

/** Forgets the scan in progress (starting again). */
export function useClearScanDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<void>('DELETE', SCAN_URLS.draft),
    onSuccess: () => queryClient.setQueryData(scanDraftQuery().queryKey, { answers: {}, updatedAt: null }),
  });
}

/** The stored scan result in the UI language (null: none yet). */
export const scanResultQuery = () =>
  queryOptions<ScanResult | null>({ queryKey: localizedKey(SCAN_URLS.result) });
export const assessmentsQuery = () =>
  queryOptions({
    queryKey: localizedKey(SCAN_URLS.assessments),
    queryFn: () => allItems<AssessmentSummary>(SCAN_URLS.assessments),
  });
export const recommendationsQuery = () =>
  queryOptions({
    queryKey: [SCAN_URLS.recommendations],
    queryFn: () => allItems<CourseRecommendation>(SCAN_URLS.recommendations),
  });

/**
 * Submit the answers. A new scan changes the result, the assessments and recommendations, and what
 * other features derive from it (skills match, recent activity, Coach); those features import this
 * one, so it cannot name their keys: the result is set at once and every query is marked stale,
 * only what is on screen refetching (docs/decisions/120).
 */
export function useSubmitScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: ScanAnswers) => apiJson<ScanResult>('POST', SCAN_URLS.submit, { answers }),
    onSuccess: (result) => {
      queryClient.setQueryData(scanResultQuery().queryKey, result);
      // The server cleared the answers in progress with the submission.
      queryClient.setQueryData(scanDraftQuery().queryKey, { answers: {}, updatedAt: null });
      void queryClient.invalidateQueries();
    },
  });
}
