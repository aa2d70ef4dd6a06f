import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Course,
  CreateCourseBody,
  InstituteStats,
  UpdateCourseBody,
} from '../../../contracts/courses.ts';
import type {
  CompleteEnrollmentBody,
  CourseRun,
  CreateRunBody,
  InstituteEnrollment,
} from '../../../contracts/enrollments.ts';
import type {
  InfoRequestItem,
  InstituteSettings,
  InstituteSettingsBody,
  InstituteVerification,
} from '../../../contracts/institute.ts';
import type { LicenceState } from '../../../contracts/licences.ts';
import type { LicenceTier } from '../../../domain/institute/licences.ts';
import { apiJson } from '../../lib/api.ts';
import { allItems, pagedListQuery } from '../../lib/paging.ts';
import { invalidateCourses } from '../courses/index.ts';

/** The institute feature's URLs, query keys and mutations (one URL per resource). */
export const INSTITUTE_URLS = {
  /** The institute's own courses (the portal's Mijn Cursussen). */
  courses: '/api/institute/courses',
  stats: '/api/institute/stats',
  dashboard: '/api/institute/dashboard',
  /** The inbox: information requests for the institute's own courses. */
  infoRequests: '/api/institute/info-requests',
  /** Name, website, KvK number, description, logo (GET and PATCH). */
  settings: '/api/institute/settings',
  /** Whether an administrator verified the institute (issue 25). */
  verification: '/api/institute/verification',
  /** Course creation is the courses resource's POST. */
  createCourse: '/api/courses',
  /** The learners of the institute's courses (issue 21). */
  enrollments: '/api/institute/enrollments',
} as const;

const courseUrl = (id: number) => `${INSTITUTE_URLS.createCourse}/${id}`;
const runsUrl = (courseId: number) => `${courseUrl(courseId)}/runs`;
/**
 * The institute dashboard still reads its course list from this second URL of the same resource;
 * it is refreshed with the others until the dashboard reads instituteCoursesQuery.
 */
const DASHBOARD_COURSES_URL = '/api/courses/institute';

export const instituteCoursesQuery = () =>
  queryOptions({
    queryKey: [INSTITUTE_URLS.courses],
    queryFn: () => allItems<Course>(INSTITUTE_URLS.courses),
  });
export const instituteStatsQuery = () => queryOptions<InstituteStats>({ queryKey: [INSTITUTE_URLS.stats] });
export const infoRequestsQuery = () =>
  queryOptions({
    queryKey: [INSTITUTE_URLS.infoRequests],
    queryFn: () => allItems<InfoRequestItem>(INSTITUTE_URLS.infoRequests),
  });

/** After a course is created or switched on/off: every view of courses and the institute's figures. */
const invalidateCourseViews = (qc: QueryClient) =>
  Promise.all([
    invalidateCourses(qc),
    qc.invalidateQueries({ queryKey: [INSTITUTE_URLS.courses] }),
    qc.invalidateQueries({ queryKey: [INSTITUTE_URLS.stats] }),
    qc.invalidateQueries({ queryKey: [INSTITUTE_URLS.dashboard] }),
    qc.invalidateQueries({ queryKey: [DASHBOARD_COURSES_URL] }),
  ]);

export function useCreateCourse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCourseBody) => apiJson<Course>('POST', INSTITUTE_URLS.createCourse, body),
    onSuccess: () => invalidateCourseViews(qc),
  });
}

export function useSetCourseActive(courseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) =>
      apiJson<Course>('PATCH', `${INSTITUTE_URLS.courses}/${courseId}`, { isActive }),
    onSuccess: () => invalidateCourseViews(qc),
  });
}

export function useMarkInfoRequestHandled(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiJson<InfoRequestItem>('PATCH', `${INSTITUTE_URLS.infoRequests}/${id}`, { handled: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: infoRequestsQuery().queryKey }),
  });
}

/** Edit a course (any field, status). */
export function useUpdateCourse(courseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCourseBody) => apiJson<Course>('PATCH', courseUrl(courseId), body),
    onSuccess: () => invalidateCourseViews(qc),
  });
}

/** Every run of a course, past ones too (the institute's own view). */
export const courseRunsQuery = (courseId: number) =>
  queryOptions({ queryKey: [runsUrl(courseId)], queryFn: () => allItems<CourseRun>(runsUrl(courseId)) });

export function useCreateRun(courseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRunBody) => apiJson<CourseRun>('POST', runsUrl(courseId), body),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: [runsUrl(courseId)] }), invalidateCourseViews(qc)]),
  });
}

export function useDeleteRun(courseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (runId: number) => apiJson('DELETE', `${runsUrl(courseId)}/${runId}`),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: [runsUrl(courseId)] }), invalidateCourseViews(qc)]),
  });
}

/** The learners of one course, or of all the institute's courses (courseId null). */
export const instituteEnrollmentsQuery = (courseId: number | null) =>
  pagedListQuery<InstituteEnrollment>(
    courseId === null ? INSTITUTE_URLS.enrollments : `${INSTITUTE_URLS.enrollments}?courseId=${courseId}`,
  );

/** Confirm a learner's result (passed / failed): the lists, the figures and the course views change. */
export function useConfirmResult(enrollmentId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteEnrollmentBody) =>
      apiJson<InstituteEnrollment & { changed: boolean }>(
        'POST',
        `${INSTITUTE_URLS.enrollments}/${enrollmentId}/complete`,
        body,
      ),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({
          predicate: (q) => String(q.queryKey[0]).startsWith(INSTITUTE_URLS.enrollments),
        }),
        invalidateCourseViews(qc),
      ]),
  });
}

/** The institute's settings (issue 24). */
export const instituteSettingsQuery = () =>
  queryOptions<InstituteSettings>({ queryKey: [INSTITUTE_URLS.settings] });

/** Saves the settings; the name shows on the institute's courses (and in the session) at once. */
export function useSaveInstituteSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: InstituteSettingsBody) =>
      apiJson<InstituteSettings>('PATCH', INSTITUTE_URLS.settings, body),
    onSuccess: async (saved) => {
      qc.setQueryData([INSTITUTE_URLS.settings], saved);
      await Promise.all([invalidateCourseViews(qc), qc.invalidateQueries({ queryKey: ['/api/user'] })]);
    },
  });
}

/** The institute's licence: tier, limits, use and the newest request (issue 24, decision 243). */
export const LICENCE_URL = '/api/institute/licence';
export const licenceQuery = () => queryOptions<LicenceState>({ queryKey: [LICENCE_URL] });

/** Upgraden: asks for another tier; the card shows the pending request at once. */
export function useRequestLicence() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { tier: LicenceTier; note: string | null }) =>
      apiJson<LicenceState>('POST', `${LICENCE_URL}/requests`, body),
    onSuccess: (state) => qc.setQueryData([LICENCE_URL], state),
  });
}
/** Issue 25: whether the institute is verified (its courses are in the catalogue only then). */
export const instituteVerificationQuery = () =>
  queryOptions<InstituteVerification>({ queryKey: [INSTITUTE_URLS.verification] });
