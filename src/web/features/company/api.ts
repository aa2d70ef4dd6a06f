import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteEmployeeBody } from '../../../contracts/company.ts';
import type { CreateVacancyInput, UpdateVacancyBody } from '../../../contracts/vacancies.ts';
import type { ApplicationStatus } from '../../../domain/vacancies/index.ts';
import { api, apiListQuery, apiPagedQuery, apiQuery } from '../../lib/api.ts';

/** The company feature's queries and mutations (one query per resource). */
export const dashboardQuery = () => apiQuery('/api/company/dashboard');
export const companyVacanciesQuery = () => apiListQuery('/api/company/vacancies');
export const companyApplicationsQuery = () => apiListQuery('/api/company/applications');
/** The employees, one page at a time ("Meer laden"); the open invitations, whole. */
export const employeesQuery = () => apiPagedQuery('/api/company/employees');
export const employeeInvitationsQuery = () => apiListQuery('/api/company/employee-invitations');
export const employeeQuery = (id: string) => apiQuery('/api/company/employees/{id}', { path: { id } });
export const employerInvitationsQuery = () => apiListQuery('/api/user/employer-invitations');
export const talentSearchQuery = (skill: string) =>
  apiListQuery('/api/company/talent-search', { query: { skill: skill || undefined } });
/** The talent's current employer; `employer` is null without a link. */
export const myEmployerQuery = () => apiQuery('/api/user/employer');

/** Refetch every company query (and the vacancy lists talent see) after a change. */
function useInvalidateCompany() {
  const qc = useQueryClient();
  return () =>
    qc.invalidateQueries({
      predicate: (q) =>
        /^\/api\/(company|vacancies|user\/employer|user\/skills-match|user\/subsidy-applications)/.test(
          String(q.queryKey[0]),
        ),
    });
}

export function useCreateVacancy() {
  const invalidate = useInvalidateCompany();
  return useMutation({
    mutationFn: (body: CreateVacancyInput) => api('post', '/api/company/vacancies', { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateVacancy() {
  const invalidate = useInvalidateCompany();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateVacancyBody & { id: number }) =>
      api('patch', '/api/company/vacancies/{id}', { path: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useSetApplicationStatus() {
  const invalidate = useInvalidateCompany();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ApplicationStatus }) =>
      api('patch', '/api/company/applications/{id}', { path: { id }, body: { status } }),
    onSuccess: invalidate,
  });
}

export function useInviteEmployee() {
  const invalidate = useInvalidateCompany();
  return useMutation({
    mutationFn: (body: InviteEmployeeBody) => api('post', '/api/company/employees/invite', { body }),
    onSuccess: invalidate,
  });
}

export function useRespondInvitation() {
  const invalidate = useInvalidateCompany();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'accept' | 'decline' }) =>
      action === 'accept'
        ? api('post', '/api/user/employer-invitations/{id}/accept', { path: { id } })
        : api('post', '/api/user/employer-invitations/{id}/decline', { path: { id } }),
    onSuccess: async () => {
      await invalidate();
      // The profile shows the employer, position and department of the accepted link.
      await qc.invalidateQueries({
        predicate: (q) => /^\/api\/user(\/profile)?$/.test(String(q.queryKey[0])),
      });
    },
  });
}

/** Either side ends an employee link: the company a talent's, the talent its own. */
export function useEndEmployment() {
  const invalidate = useInvalidateCompany();
  return useMutation({
    mutationFn: (talentId: string | null) =>
      talentId
        ? api('delete', '/api/company/employees/{id}', { path: { id: talentId } })
        : api('delete', '/api/user/employer'),
    onSuccess: () => void invalidate(),
  });
}
