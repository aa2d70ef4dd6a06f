import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyInstituteBody } from '../../../contracts/admin.ts';
import { type ApiInput, api, apiListQuery, apiPagedQuery, apiQuery } from '../../lib/api.ts';

/** The admin feature's queries and mutations (one query per resource). */
export const skillsStatsQuery = apiQuery('/api/admin/skills-stats');
export const platformStatsQuery = apiQuery('/api/admin/stats');
/** The audit log, 20 rows a page ("Meer laden"). */
export const auditLogQuery = apiPagedQuery('/api/admin/audit-log', 20);
export const pendingInstitutesQuery = apiListQuery('/api/admin/institutes', { query: { status: 'pending' } });
export const verifiedInstitutesQuery = apiListQuery('/api/admin/institutes', {
  query: { status: 'verified' },
});
export const userSearchQuery = (search: string) => apiQuery('/api/admin/users', { query: { search } });
/** A verified institute's change of name, KvK number or website waiting for an admin. */
export const instituteChangesQuery = apiListQuery('/api/admin/institute-changes');
/** Licence requests of institutes (decision 243): pending first, then the latest decisions. */
export const licenceRequestsQuery = apiListQuery('/api/admin/licence-requests');

const isAdminQuery = (key: unknown) => String(key).startsWith('/api/admin/');
const isAdminOrCourseQuery = (key: unknown) => isAdminQuery(key) || String(key).startsWith('/api/courses');

export function useChangeUserType() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiInput<'patch', '/api/admin/user/type'>['body']) =>
      api('patch', '/api/admin/user/type', { body }),
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => isAdminQuery(q.queryKey[0]) }),
  });
}

export function useVerifyInstitute() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, checked }: { id: string; checked: VerifyInstituteBody }) =>
      api('post', '/api/admin/institutes/{id}/verify', { path: { id }, body: checked }),
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => isAdminOrCourseQuery(q.queryKey[0]) }),
  });
}

export function useDecideInstituteChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      accept
        ? api('post', '/api/admin/institutes/{id}/changes/accept', { path: { id } })
        : api('post', '/api/admin/institutes/{id}/changes/reject', { path: { id } }),
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => isAdminOrCourseQuery(q.queryKey[0]) }),
  });
}

export function useDecideLicence() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, reason }: { id: number; approve: boolean; reason: string | null }) =>
      api('post', '/api/admin/licence-requests/{id}', { path: { id }, body: { approve, reason } }),
    // Not awaited: the decided row leaves the list on the refetch, and the caller's toast must come first.
    onSuccess: () => void qc.invalidateQueries({ predicate: (q) => isAdminQuery(q.queryKey[0]) }),
  });
}

/** Beheer: resets a user's second factor with a reason (audited; mails the user; ends sessions and tokens). */
export function useResetSecondFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api('delete', '/api/admin/users/{id}/mfa', { path: { id }, body: { reason } }),
    onSuccess: () => void qc.invalidateQueries({ predicate: (q) => isAdminQuery(q.queryKey[0]) }),
  });
}

/** Vertrouwde uitgevers (decision 405): whose credentials from elsewhere count. */
export const trustedIssuersQuery = apiListQuery('/api/admin/trusted-issuers');

export function useAddTrustedIssuer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiInput<'post', '/api/admin/trusted-issuers'>['body']) =>
      api('post', '/api/admin/trusted-issuers', { body }),
    // Trust changes scores everywhere: the admin's lists and any match shown.
    onSuccess: () => qc.invalidateQueries(),
  });
}

export function useRemoveTrustedIssuer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('delete', '/api/admin/trusted-issuers/{id}', { path: { id } }),
    onSuccess: () => qc.invalidateQueries(),
  });
}
