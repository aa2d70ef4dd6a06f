import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCourseBody, UpdateCourseBody } from '../../../contracts/courses.ts';
import type { CompleteEnrollmentBody, CreateRunBody } from '../../../contracts/enrollments.ts';
import type { InstituteSettingsBody } from '../../../contracts/institute.ts';
import type { LicenceTier } from '../../../domain/institute/licences.ts';
import { api, apiListQuery, apiPagedQuery, apiQuery } from '../../lib/api.ts';
import { invalidateCourses } from '../courses/index.ts';

/** The institute feature's queries and mutations (one query per resource). */
/** The institute's own courses (the portal's Mijn Cursussen and the dashboard). */
export const instituteCoursesQuery = () => apiListQuery('/api/institute/courses');
/**
 * The course list of the portal, newest first, 20 cards at a time behind "Meer laden": an
 * institute (or an administrator, who sees every course) with hundreds of courses does not load
 * and render them all at once.
 */
export const instituteCoursePagesQuery = () => apiPagedQuery('/api/institute/courses', 20);
export const instituteStatsQuery = () => apiQuery('/api/institute/stats');
export const instituteDashboardQuery = () => apiQuery('/api/institute/dashboard');
/** The inbox: information requests for the institute's own courses. */
export const infoRequestsQuery = () => apiListQuery('/api/institute/info-requests');
/** Name, website, KvK number, description, logo (GET and PATCH). */
export const instituteSettingsQuery = () => apiQuery('/api/institute/settings');
/** Whether an administrator verified the institute (its courses are in the catalogue only then). */
export const instituteVerificationQuery = () => apiQuery('/api/institute/verification');
/** The institute's licence: tier, limits, use and the newest request (decision 243). */
export const licenceQuery = () => apiQuery('/api/institute/licence');
/** Every run of a course, past ones too (the institute's own view). */
export const courseRunsQuery = (courseId: number) =>
  apiListQuery('/api/courses/{id}/runs', { path: { id: courseId } });
/** The learners of one course, or of all the institute's courses (courseId null), a page at a time. */
export const instituteEnrollmentsQuery = (courseId: number | null) =>
  apiPagedQuery('/api/institute/enrollments', undefined, { query: { courseId: courseId ?? undefined } });
const ENROLLMENTS_PREFIX = '/api/institute/enrollments';
/** What the institute issued, a page at a time: searched by learner or course, filtered by status. */
export const instituteCredentialsQuery = (q: string, status: 'valid' | 'revoked' | '') =>
  apiPagedQuery('/api/institute/credentials', undefined, {
    query: { q: q || undefined, status: status || undefined },
  });
const CREDENTIALS_PREFIX = '/api/institute/credentials';
const refreshCredentials = (qc: QueryClient) =>
  qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(CREDENTIALS_PREFIX) });

/** Revoke a credential with a reason (the learner is told; the status list changes at once). */
export function useRevokeCredential(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api('post', '/api/credentials/{id}/revoke', { path: { id }, body: { reason } }),
    onSuccess: () => refreshCredentials(qc),
  });
}

/** Re-issue a credential after a correction: a new one with today's data, the old one revoked. */
export function useReissueCredential(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api('post', '/api/institute/credentials/{id}/reissue', { path: { id }, body: { reason } }),
    onSuccess: () => refreshCredentials(qc),
  });
}

/**
 * After a course is created or switched on/off: every view of courses and the institute's figures,
 * the licence card's use ("1 van 10 actieve cursussen") too.
 */
export const invalidateCourseViews = (qc: QueryClient) =>
  Promise.all([
    invalidateCourses(qc),
    qc.invalidateQueries({ queryKey: licenceQuery().queryKey }),
    qc.invalidateQueries({ queryKey: instituteCoursesQuery().queryKey }),
    qc.invalidateQueries({ queryKey: instituteStatsQuery().queryKey }),
    qc.invalidateQueries({ queryKey: instituteDashboardQuery().queryKey }),
  ]);

export function useCreateCourse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCourseBody) => api('post', '/api/courses', { body }),
    onSuccess: () => invalidateCourseViews(qc),
  });
}

export function useSetCourseActive(courseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) =>
      api('patch', '/api/institute/courses/{id}', { path: { id: courseId }, body: { isActive } }),
    onSuccess: () => invalidateCourseViews(qc),
  });
}

export function useMarkInfoRequestHandled(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api('patch', '/api/institute/info-requests/{id}', { path: { id }, body: { handled: true } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: infoRequestsQuery().queryKey }),
  });
}

/** Edit a course (any field, status). */
export function useUpdateCourse(courseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCourseBody) =>
      api('patch', '/api/courses/{id}', { path: { id: courseId }, body }),
    onSuccess: () => invalidateCourseViews(qc),
  });
}

export function useCreateRun(courseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRunBody) =>
      api('post', '/api/courses/{id}/runs', { path: { id: courseId }, body }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: courseRunsQuery(courseId).queryKey }),
        invalidateCourseViews(qc),
      ]),
  });
}

export function useDeleteRun(courseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (runId: number) =>
      api('delete', '/api/courses/{id}/runs/{runId}', { path: { id: courseId, runId } }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: courseRunsQuery(courseId).queryKey }),
        invalidateCourseViews(qc),
      ]),
  });
}

/** Confirm a learner's result (passed / failed): the lists, the figures and the course views change. */
export function useConfirmResult(enrollmentId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteEnrollmentBody) =>
      api('post', '/api/institute/enrollments/{id}/complete', { path: { id: enrollmentId }, body }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(ENROLLMENTS_PREFIX) }),
        refreshCredentials(qc),
        invalidateCourseViews(qc),
      ]),
  });
}

/** Saves the settings; the name shows on the institute's courses (and in the session) at once. */
export function useSaveInstituteSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: InstituteSettingsBody) => api('patch', '/api/institute/settings', { body }),
    onSuccess: async (saved) => {
      qc.setQueryData(instituteSettingsQuery().queryKey, saved);
      await Promise.all([invalidateCourseViews(qc), qc.invalidateQueries({ queryKey: ['/api/user'] })]);
    },
  });
}

/** Upgraden: asks for another tier; the card shows the pending request at once. */
export function useRequestLicence() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { tier: LicenceTier; note: string | null }) =>
      api('post', '/api/institute/licence/requests', { body }),
    onSuccess: (state) => qc.setQueryData(licenceQuery().queryKey, state),
  });
}
