import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScanDraft } from '../../../contracts/scan.ts';
import { SCAN_QUESTION_COUNT } from '../../../domain/scan/items.ts';
import type { ScanAnswers } from '../../../domain/scan/types.ts';
import { type ApiInput, api, apiListQuery, apiQuery } from '../../lib/api.ts';

type SubmittedAnswers = ApiInput<'post', '/api/enhanced-assessment/submit'>['body']['answers'];

/** Whether every question has its answer, as the submission requires. */
const isComplete = (answers: ScanAnswers): answers is ScanAnswers & SubmittedAnswers =>
  Array.from({ length: SCAN_QUESTION_COUNT }, (_, i) => answers[i + 1]).every((a) => a !== undefined);

/** The scan feature's queries and mutations (one query per resource). */

/** The answers given so far in the scan in progress, saved on the server. */
export const scanDraftQuery = () => apiQuery('/api/user/scan-draft');

/** Saves one answer as it is given. */
export function useSaveScanAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ question, value }: { question: number; value: number }) =>
      api('put', '/api/user/scan-draft/{question}', { path: { question }, body: { value } }),
    // The cached draft follows every saved answer, so returning to the scan in the app offers them.
    onSuccess: (_, { question, value }) =>
      queryClient.setQueryData(
        scanDraftQuery().queryKey,
        (old): ScanDraft => ({
          updatedAt: old?.updatedAt ?? null,
          ...old,
          answers: { ...(old?.answers ?? {}), [String(question)]: value },
        }),
      ),
  });
}

/** Forgets the scan in progress (starting again). */
export function useClearScanDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('delete', '/api/user/scan-draft'),
    onSuccess: () => queryClient.setQueryData(scanDraftQuery().queryKey, { answers: {}, updatedAt: null }),
  });
}

/** The stored scan result in the UI language (null: none yet); texts worded by the server, cached per language. */
export const scanResultQuery = () => apiQuery('/api/user/scan-result', {}, { localized: true });
/** The only assessments query the web app uses (not /api/assessments/user). */
export const assessmentsQuery = () => apiListQuery('/api/user/assessments', {}, { localized: true });

/**
 * Submit the answers. A new scan changes the result, the assessments and recommendations, and what
 * other features derive from it (skills match, recent activity, Coach); those features import this
 * one, so it cannot name their keys: the result is set at once and every query is marked stale,
 * only what is on screen refetching (docs/decisions/120).
 */
export function useSubmitScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: ScanAnswers) => {
      // The page submits only once every question is answered; the server refuses anything else.
      if (!isComplete(answers)) throw new Error(`${SCAN_QUESTION_COUNT} antwoorden nodig`);
      return api('post', '/api/enhanced-assessment/submit', { body: { answers } });
    },
    onSuccess: (result) => {
      queryClient.setQueryData(scanResultQuery().queryKey, result);
      // The server cleared the answers in progress with the submission.
      queryClient.setQueryData(scanDraftQuery().queryKey, { answers: {}, updatedAt: null });
      void queryClient.invalidateQueries();
    },
  });
}
