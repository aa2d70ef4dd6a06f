import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyBody } from '../../../contracts/vacancies.ts';
import { api, apiListQuery, apiQuery } from '../../lib/api.ts';

/** The vacancies feature's queries and mutations (one query per resource). */
const VACANCIES_URL = '/api/vacancies';

/**
 * The whole list (every page), searched on the server; without a search its first page's URL is the
 * one the first page embeds.
 */
export const vacanciesQuery = (search: string) =>
  apiListQuery(VACANCIES_URL, { query: { search: search || undefined } });

export const vacancyQuery = (id: number) => apiQuery('/api/vacancies/{id}', { path: { id } });

export const myApplicationsQuery = () => apiListQuery('/api/user/applications');

/** Everything a new application changes: vacancy lists and detail, my applications, the skills match. */
const touchedByApply = (key: unknown) =>
  String(key).startsWith(VACANCIES_URL) ||
  key === '/api/user/applications' ||
  key === '/api/user/skills-match';

export function useApply(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyBody) => api('post', '/api/vacancies/{id}/apply', { path: { id }, body }),
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => touchedByApply(q.queryKey[0]) }),
  });
}
