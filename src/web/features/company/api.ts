import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyApplication,
  CompanyDashboard,
  CompanyVacancy,
  EmployeeDetail,
  EmployeesAnswer,
  EmployerInvitation,
  InviteAnswer,
  InviteEmployeeBody,
  TalentSearchResult,
} from '../../../contracts/company.ts';
import type { CreateVacancyInput, UpdateVacancyBody } from '../../../contracts/vacancies.ts';
import type { ApplicationStatus } from '../../../domain/vacancies/index.ts';
import { apiJson } from '../../lib/api.ts';
import { allItems } from '../../lib/paging.ts';

/** The company feature's URLs, query keys and mutations (one URL per resource). */
const URL = {
  dashboard: '/api/company/dashboard',
  vacancies: '/api/company/vacancies',
  applications: '/api/company/applications',
  talentSearch: '/api/company/talent-search',
  employees: '/api/company/employees',
  invitations: '/api/user/employer-invitations',
} as const;

const get = <T>(url: string) => queryOptions({ queryKey: [url], queryFn: () => apiJson<T>('GET', url) });

export const dashboardQuery = () => get<CompanyDashboard>(URL.dashboard);
/** A list route: every page, by cursor. */
const all = <T>(url: string) => queryOptions({ queryKey: [url], queryFn: () => allItems<T>(url) });
export const companyVacanciesQuery = () => all<CompanyVacancy>(URL.vacancies);
export const companyApplicationsQuery = () => all<CompanyApplication>(URL.applications);
export const employeesQuery = () => get<EmployeesAnswer>(URL.employees);
export const employeeQuery = (id: string) =>
  get<EmployeeDetail>(`${URL.employees}/${encodeURIComponent(id)}`);
export const employerInvitationsQuery = () => all<EmployerInvitation>(URL.invitations);

export const talentSearchQuery = (skill: string) => {
  const params = new URLSearchParams();
  if (skill) params.set('skill', skill);
  return get<TalentSearchResult[]>(`${URL.talentSearch}?${params}`);
};

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
    mutationFn: (body: CreateVacancyInput) => apiJson<CompanyVacancy>('POST', URL.vacancies, body),
    onSuccess: invalidate,
  });
}

export function useUpdateVacancy() {
  const invalidate = useInvalidateCompany();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateVacancyBody & { id: number }) =>
      apiJson<CompanyVacancy>('PATCH', `${URL.vacancies}/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useSetApplicationStatus() {
  const invalidate = useInvalidateCompany();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ApplicationStatus }) =>
      apiJson<CompanyApplication>('PATCH', `${URL.applications}/${id}`, { status }),
    onSuccess: invalidate,
  });
}

export function useInviteEmployee() {
  const invalidate = useInvalidateCompany();
  return useMutation({
    mutationFn: (body: InviteEmployeeBody) => apiJson<InviteAnswer>('POST', `${URL.employees}/invite`, body),
    onSuccess: invalidate,
  });
}

export function useRespondInvitation() {
  const invalidate = useInvalidateCompany();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'accept' | 'decline' }) =>
      apiJson<{ status: string }>('POST', `${URL.invitations}/${id}/${action}`),
    onSuccess: async () => {
      await invalidate();
      // The profile shows the employer, position and department of the accepted link.
      await qc.invalidateQueries({
        predicate: (q) => /^\/api\/user(\/profile)?$/.test(String(q.queryKey[0])),
      });
    },
  });
}

/** The talent's current employer (issue 24); null without a link. */
export interface MyEmployer {
  employer: {
    companyId: string;
    companyName: string | null;
    position: string | null;
    department: string | null;
    since: string | null;
  } | null;
}
export const myEmployerQuery = () => get<MyEmployer>('/api/user/employer');

/** Either side ends an employee link (issue 24): the company a talent's, the talent its own. */
export function useEndEmployment() {
  const invalidate = useInvalidateCompany();
  return useMutation({
    mutationFn: (talentId: string | null) =>
      apiJson<{ message: string }>(
        'DELETE',
        talentId ? `${URL.employees}/${encodeURIComponent(talentId)}` : '/api/user/employer',
      ),
    onSuccess: () => void invalidate(),
  });
}
