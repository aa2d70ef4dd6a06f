import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScanResult } from '../../../contracts/scan.ts';
import type { ScanAnswers } from '../../../domain/scan/types.ts';
import { apiJson } from '../../lib/api.ts';

export const SCAN_RESULT_URL = '/api/user/scan-result';

/** The stored scan result (null: none yet). */
export const useScanResult = (enabled = true) =>
  useQuery<ScanResult | null>({ queryKey: [SCAN_RESULT_URL], enabled });

/** Everything a new scan changes, refetched after a submit. */
const DEPENDENT_URLS = [
  '/api/user/assessments',
  '/api/assessments/user',
  '/api/user/recommendations',
  '/api/user/skills-match',
  '/api/user/recent-activity',
];

export function useSubmitScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: ScanAnswers) =>
      apiJson<ScanResult>('POST', '/api/enhanced-assessment/submit', { answers }),
    onSuccess: (result) => {
      queryClient.setQueryData([SCAN_RESULT_URL], result);
      for (const url of DEPENDENT_URLS) void queryClient.invalidateQueries({ queryKey: [url] });
    },
  });
}
