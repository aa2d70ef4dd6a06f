import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminInstituteRow,
  AdminUserRow,
  AuditLogRow,
  ChangeUserTypeBody,
  PlatformStats,
  SkillsStats,
  VerifyInstituteBody,
} from '../../../contracts/admin.ts';
import type { Page } from '../../../contracts/common.ts';
import type { InstitutePendingChangeRow } from '../../../contracts/institute.ts';
import type { LicenceRequest } from '../../../contracts/licences.ts';
import { apiJson } from '../../lib/api.ts';
import { allItems, pagedListQuery } from '../../lib/paging.ts';

/** The admin feature's URLs, queries and mutations (one URL per resource). */
export const SKILLS_STATS_URL = '/api/admin/skills-stats';
export const PLATFORM_STATS_URL = '/api/admin/stats';
export const USERS_URL = '/api/admin/users';
export const USER_TYPE_URL = '/api/admin/user/type';
export const AUDIT_LOG_URL = '/api/admin/audit-log';
export const INSTITUTES_URL = '/api/admin/institutes';

export const skillsStatsQuery = queryOptions<SkillsStats>({ queryKey: [SKILLS_STATS_URL] });
export const platformStatsQuery = queryOptions<PlatformStats>({ queryKey: [PLATFORM_STATS_URL] });
/** The audit log, 20 rows a page ("Meer laden"). */
export const auditLogQuery = pagedListQuery<AuditLogRow>(AUDIT_LOG_URL, 20);
export const pendingInstitutesQuery = queryOptions({
  queryKey: [`${INSTITUTES_URL}?status=pending`],
  queryFn: () => allItems<AdminInstituteRow>(`${INSTITUTES_URL}?status=pending`),
});
export const verifiedInstitutesQuery = queryOptions({
  queryKey: [`${INSTITUTES_URL}?status=verified`],
  queryFn: () => allItems<AdminInstituteRow>(`${INSTITUTES_URL}?status=verified`),
});
export const userSearchQuery = (search: string) =>
  queryOptions<Page<AdminUserRow>>({ queryKey: [`${USERS_URL}?search=${encodeURIComponent(search)}`] });

const isAdminQuery = (key: unknown) => String(key).startsWith('/api/admin/');

export function useChangeUserType() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeUserTypeBody) => apiJson('PATCH', USER_TYPE_URL, body),
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => isAdminQuery(q.queryKey[0]) }),
  });
}

export function useVerifyInstitute() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, checked }: { id: string; checked: VerifyInstituteBody }) =>
      apiJson('POST', `${INSTITUTES_URL}/${encodeURIComponent(id)}/verify`, checked),
    onSuccess: () =>
      qc.invalidateQueries({
        predicate: (q) => isAdminQuery(q.queryKey[0]) || String(q.queryKey[0]).startsWith('/api/courses'),
      }),
  });
}

/** A verified institute's change of name, KvK number or website waiting for an admin. */
export const INSTITUTE_CHANGES_URL = '/api/admin/institute-changes';
export const instituteChangesQuery = queryOptions({
  queryKey: [INSTITUTE_CHANGES_URL],
  queryFn: () => allItems<InstitutePendingChangeRow>(INSTITUTE_CHANGES_URL),
});

export function useDecideInstituteChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      apiJson('POST', `${INSTITUTES_URL}/${encodeURIComponent(id)}/changes/${accept ? 'accept' : 'reject'}`),
    onSuccess: () =>
      qc.invalidateQueries({
        predicate: (q) => isAdminQuery(q.queryKey[0]) || String(q.queryKey[0]).startsWith('/api/courses'),
      }),
  });
}

/** Licence requests of institutes (issue 24, decision 243): pending first, then the latest decisions. */
export const LICENCE_REQUESTS_URL = '/api/admin/licence-requests';
export const licenceRequestsQuery = queryOptions({
  queryKey: [LICENCE_REQUESTS_URL],
  queryFn: () => allItems<LicenceRequest>(LICENCE_REQUESTS_URL),
});

export function useDecideLicence() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, reason }: { id: number; approve: boolean; reason: string | null }) =>
      apiJson<LicenceRequest>('POST', `${LICENCE_REQUESTS_URL}/${id}`, { approve, reason }),
    // Not awaited: the decided row leaves the list on the refetch, and the caller's toast must come first.
    onSuccess: () => void qc.invalidateQueries({ predicate: (q) => isAdminQuery(q.queryKey[0]) }),
  });
}
