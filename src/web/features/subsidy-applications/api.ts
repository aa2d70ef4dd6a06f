import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateApplicationBody,
  EmployerRequestBody,
  SubsidyRequestDecisionBody,
  UpdateApplicationBody,
} from '../../../contracts/subsidy-applications.ts';
import { api, apiListQuery, apiQuery } from '../../lib/api.ts';
import { subsidyApplicationsQuery } from '../subsidies/index.ts';

export const dossierQuery = (id: number) => apiQuery('/api/subsidies/applications/{id}', { path: { id } });
export const companyRequestsQuery = () => apiListQuery('/api/company/subsidy-requests');

/** After any change: both sides' lists and the dossier itself are refetched. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (id?: number) => {
    void queryClient.invalidateQueries({ queryKey: subsidyApplicationsQuery().queryKey });
    void queryClient.invalidateQueries({ queryKey: companyRequestsQuery().queryKey });
    if (id !== undefined) void queryClient.invalidateQueries({ queryKey: dossierQuery(id).queryKey });
  };
}

export function useStartDossier() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateApplicationBody) => api('post', '/api/subsidies/applications', { body }),
    onSuccess: () => refresh(),
  });
}

export function useRecordStep(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UpdateApplicationBody) =>
      api('patch', '/api/subsidies/applications/{id}', { path: { id }, body }),
    onSuccess: () => refresh(id),
  });
}

export function useAskEmployer(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: EmployerRequestBody) =>
      api('post', '/api/subsidies/applications/{id}/employer-request', { path: { id }, body }),
    onSuccess: () => refresh(id),
  });
}

export function useDecideRequest(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: SubsidyRequestDecisionBody) =>
      api('post', '/api/company/subsidy-requests/{id}', { path: { id }, body }),
    onSuccess: () => refresh(id),
  });
}
