import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyBody, MyApplication, Vacancy } from '../../../contracts/vacancies.ts';
import { apiJson } from '../../lib/api.ts';
import { allItems } from '../../lib/paging.ts';

/** The vacancies feature's URLs, query keys and mutations (one URL per resource). */
export const VACANCIES_URL = '/api/vacancies';
export const MY_APPLICATIONS_URL = '/api/user/applications';
const vacancyUrl = (id: number) => `${VACANCIES_URL}/${id}`;

export const vacanciesQuery = (search: string) =>
  queryOptions({
    queryKey: [search ? `${VACANCIES_URL}?search=${encodeURIComponent(search)}` : VACANCIES_URL],
    queryFn: () =>
      apiJson<Vacancy[]>(
        'GET',
        search ? `${VACANCIES_URL}?search=${encodeURIComponent(search)}` : VACANCIES_URL,
      ),
  });

export const vacancyQuery = (id: number) =>
  queryOptions({ queryKey: [vacancyUrl(id)], queryFn: () => apiJson<Vacancy>('GET', vacancyUrl(id)) });

export const myApplicationsQuery = () =>
  queryOptions({
    queryKey: [MY_APPLICATIONS_URL],
    queryFn: () => allItems<MyApplication>(MY_APPLICATIONS_URL),
  });

/** Everything a new application changes: vacancy lists and detail, my applications, the skills match. */
const touchedByApply = (key: unknown) =>
  String(key).startsWith(VACANCIES_URL) || key === MY_APPLICATIONS_URL || key === '/api/user/skills-match';

export function useApply(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyBody) => apiJson<MyApplication>('POST', `${vacancyUrl(id)}/apply`, body),
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => touchedByApply(q.queryKey[0]) }),
  });
}
