import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Question,
  StoredSubsidyResults,
  SubsidyResult,
  SubsidySubmitBody,
} from '../../../contracts/subsidies.ts';
import type { SubsidyApplication } from '../../../contracts/talent.ts';
import { apiJson } from '../../lib/api.ts';
import { allItems } from '../../lib/paging.ts';

/** Every URL of the subsidies screen. */
export const SUBSIDY_URLS = {
  questionnaire: '/api/subsidies/questionnaire',
  submit: '/api/subsidies/submit',
  results: '/api/user/subsidy-results',
  /** Served by the talent feature; the Status tab and the Coach read it. */
  applications: '/api/user/subsidy-applications',
  /** Municipality search by official name or common alias (Den Haag → 's-Gravenhage; issue 22 §2). */
  municipalities: '/api/subsidies/municipalities',
} as const;

/** The municipalities matching typed text, as the questionnaire's select shows them. */
export const municipalitySearchQuery = (q: string) =>
  queryOptions({
    queryKey: [SUBSIDY_URLS.municipalities, q],
    queryFn: () =>
      apiJson<{ code: string; name: string }[]>(
        'GET',
        `${SUBSIDY_URLS.municipalities}?q=${encodeURIComponent(q)}`,
      ),
    enabled: q.trim() !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });

export const questionnaireQuery = () => queryOptions<Question[]>({ queryKey: [SUBSIDY_URLS.questionnaire] });
export const subsidyResultsQuery = () =>
  queryOptions<StoredSubsidyResults>({ queryKey: [SUBSIDY_URLS.results] });
export const subsidyApplicationsQuery = () =>
  queryOptions({
    queryKey: [SUBSIDY_URLS.applications],
    queryFn: () => allItems<SubsidyApplication>(SUBSIDY_URLS.applications),
  });

/** POST the answers; the caller refetches the stored results when the dialog closes (spec §4). */
export function useSubmitSubsidies() {
  return useMutation({
    mutationFn: (body: SubsidySubmitBody) => apiJson<SubsidyResult>('POST', SUBSIDY_URLS.submit, body),
  });
}

export function useRefetchSubsidyResults() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [SUBSIDY_URLS.results] });
}
