import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course, CreateCourseBody, InstituteStats } from '../../../contracts/courses.ts';
import type {
  InfoRequestItem,
  InstituteSettings,
  InstituteSettingsBody,
} from '../../../contracts/institute.ts';
import { apiJson } from '../../lib/api.ts';
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
  /** Course creation is the courses resource's POST. */
  createCourse: '/api/courses',
} as const;
/**
 * The institute dashboard still reads its course list from this second URL of the same resource;
 * it is refreshed with the others until the dashboard reads instituteCoursesQuery.
 */
const DASHBOARD_COURSES_URL = '/api/courses/institute';

export const instituteCoursesQuery = () => queryOptions<Course[]>({ queryKey: [INSTITUTE_URLS.courses] });
export const instituteStatsQuery = () => queryOptions<InstituteStats>({ queryKey: [INSTITUTE_URLS.stats] });
export const infoRequestsQuery = () =>
  queryOptions<InfoRequestItem[]>({ queryKey: [INSTITUTE_URLS.infoRequests] });

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
