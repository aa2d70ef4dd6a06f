import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubsidySubmitBody } from '../../../contracts/subsidies.ts';
import { api, apiListQuery, apiQuery } from '../../lib/api.ts';

/** The subsidies screen's queries (the dossiers are the subsidy-applications feature's). */
export const subsidyResultsQuery = () => apiQuery('/api/user/subsidy-results');
/** Every question (the default page holds them all; the rest would follow by cursor). */
export const questionnaireQuery = () => apiListQuery('/api/subsidies/questionnaire');
/**
 * The talent's own subsidy dossiers: the Aanvragen and Status tabs, the progress page and the Coach
 * read it (here, not in subsidy-applications, so the Coach's import pulls no dossier component).
 */
export const subsidyApplicationsQuery = () => apiListQuery('/api/user/subsidy-applications');

/** How many suggestions the municipality select shows: typing more narrows them. */
const MUNICIPALITY_SUGGESTIONS = 20;

/**
 * The best municipalities matching typed text (official name or common alias): the first page, as
 * the questionnaire's select shows them.
 */
export const municipalitySearchQuery = (q: string) =>
  queryOptions({
    ...apiQuery('/api/subsidies/municipalities', { query: { q, limit: MUNICIPALITY_SUGGESTIONS } }),
    queryKey: ['/api/subsidies/municipalities', q],
    select: (page) => page.items,
    enabled: q.trim() !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST the answers; the caller refetches the stored results when the dialog closes (spec §4). */
export function useSubmitSubsidies() {
  return useMutation({
    mutationFn: (body: SubsidySubmitBody) => api('post', '/api/subsidies/submit', { body }),
  });
}

export function useRefetchSubsidyResults() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: subsidyResultsQuery().queryKey });
}
