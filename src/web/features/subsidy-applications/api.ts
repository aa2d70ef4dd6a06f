import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CompanySubsidyRequest,
  CreateApplicationBody,
  EmployerRequestBody,
  SubsidyDossier,
  SubsidyRequestDecisionBody,
  UpdateApplicationBody,
} from '../../../contracts/subsidy-applications.ts';
import { apiJson } from '../../lib/api.ts';
import { allItems } from '../../lib/paging.ts';

/** Every URL of the subsidy dossiers. */
export const DOSSIER_URLS = {
  /** The talent's own dossiers: the Aanvragen and Status tabs and the Coach read it. */
  mine: '/api/user/subsidy-applications',
  start: '/api/subsidies/applications',
  one: (id: number) => `/api/subsidies/applications/${id}`,
  askEmployer: (id: number) => `/api/subsidies/applications/${id}/employer-request`,
  companyRequests: '/api/company/subsidy-requests',
  decide: (id: number) => `/api/company/subsidy-requests/${id}`,
} as const;

export const myDossiersQuery = () =>
  queryOptions({ queryKey: [DOSSIER_URLS.mine], queryFn: () => allItems<SubsidyDossier>(DOSSIER_URLS.mine) });
export const dossierQuery = (id: number) =>
  queryOptions<SubsidyDossier>({ queryKey: [DOSSIER_URLS.one(id)] });
export const companyRequestsQuery = () =>
  queryOptions({
    queryKey: [DOSSIER_URLS.companyRequests],
    queryFn: () => allItems<CompanySubsidyRequest>(DOSSIER_URLS.companyRequests),
  });

/** After any change: both sides' lists and the dossier itself are refetched. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (id?: number) => {
    void queryClient.invalidateQueries({ queryKey: [DOSSIER_URLS.mine] });
    void queryClient.invalidateQueries({ queryKey: [DOSSIER_URLS.companyRequests] });
    if (id !== undefined) void queryClient.invalidateQueries({ queryKey: [DOSSIER_URLS.one(id)] });
  };
}

export function useStartDossier() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateApplicationBody) => apiJson<SubsidyDossier>('POST', DOSSIER_URLS.start, body),
    onSuccess: () => refresh(),
  });
}

export function useRecordStep(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UpdateApplicationBody) => apiJson<SubsidyDossier>('PATCH', DOSSIER_URLS.one(id), body),
    onSuccess: () => refresh(id),
  });
}

export function useAskEmployer(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: EmployerRequestBody) =>
      apiJson<SubsidyDossier>('POST', DOSSIER_URLS.askEmployer(id), body),
    onSuccess: () => refresh(id),
  });
}

export function useDecideRequest(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: SubsidyRequestDecisionBody) =>
      apiJson<SubsidyDossier>('POST', DOSSIER_URLS.decide(id), body),
    onSuccess: () => refresh(id),
  });
}
