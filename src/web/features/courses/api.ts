import { infiniteQueryOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { CATALOGUE_PAGE_SIZE } from '../../../contracts/boot.ts';
import type { Enrollment } from '../../../contracts/courses.ts';
import { api, apiListQuery, apiQuery, apiUrl } from '../../lib/api.ts';
import { type FirstLoadPrimers, primeFirstLoad } from '../../lib/boot.ts';
import { type CatalogueFilters, catalogueFilter } from './catalogue-filter.ts';
import { CATALOGUE, COURSE_DETAIL } from './first-load.ts';

/**
 * The courses feature's queries and mutations (one query per resource). Every course query key
 * starts with COURSES_URL, so `invalidateCourses` refreshes catalogue, detail and lists at once.
 */
const COURSES_URL = '/api/courses';

/** Filtered on the server, 24 cards at a time, page by page by cursor; each page says the total. */
export const catalogueQuery = (filters: CatalogueFilters) =>
  infiniteQueryOptions({
    queryKey: [COURSES_URL, 'catalogue', apiUrl('get', COURSES_URL, { query: catalogueFilter(filters) })],
    initialPageParam: null as string | null,
    // The query in this order is the URL the first page embeds (CATALOGUE in first-load.ts).
    queryFn: ({ pageParam, signal }) =>
      api(
        'get',
        COURSES_URL,
        {
          query: { ...catalogueFilter(filters), limit: CATALOGUE_PAGE_SIZE, cursor: pageParam ?? undefined },
        },
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

const catalogueFirstLoad: FirstLoadPrimers<typeof CATALOGUE> = {
  '/api/courses': (client) =>
    client.prefetchInfiniteQuery(catalogueQuery({ search: '', category: '', level: '' })),
};
const courseFirstLoad: FirstLoadPrimers<typeof COURSE_DETAIL> = {
  '/api/courses/{id}': (client, { id }) => client.prefetchQuery(courseQuery(id)),
};

/**
 * The data the first HTML embedded for a courses page (first-load.ts, decision 158) into the cache
 * before the page renders: the catalogue's first page on /courses, the course on /courses/:id. The
 * page then renders once, with its content, instead of skeletons and then content.
 */
export const primeCatalogue = (client: QueryClient, pathname: string) =>
  primeFirstLoad(CATALOGUE, catalogueFirstLoad, client, pathname);
export const primeCourse = (client: QueryClient, pathname: string) =>
  primeFirstLoad(COURSE_DETAIL, courseFirstLoad, client, pathname);

export const courseQuery = (id: string) => ({
  ...apiQuery('/api/courses/{id}', { path: { id: Number(id) } }),
  queryKey: [COURSES_URL, 'detail', id],
});

/** The signed-in user's own information request for a course (open or not). */
export const myInfoRequestQuery = (courseId: number) => ({
  ...apiQuery('/api/courses/{id}/info-request', { path: { id: courseId } }),
  queryKey: [COURSES_URL, 'detail', String(courseId), 'info-request'],
});

/** The caller's enrolments (GET /api/user/enrollments): the one query of this resource in the web app. */
export const enrollmentsQuery = () => apiListQuery('/api/user/enrollments');

/** Refetch every course query (catalogue, details, the Coach's list). */
export const invalidateCourses = (qc: QueryClient) => qc.invalidateQueries({ queryKey: [COURSES_URL] });

/**
 * Enrol the caller. An enrolment changes the course (its count and my enrolment), my enrolments,
 * and what other features derive from them (dashboard activity, Coach, passport), which this
 * feature cannot name without an import cycle: everything is marked stale, only what is on screen
 * refetches (docs/decisions/120).
 */
export function useEnroll(courseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (runId: number | null) =>
      api('post', '/api/courses/{id}/enroll', { path: { id: courseId }, body: { runId } }),
    onSuccess: () => qc.invalidateQueries(),
  });
}

/** Cancel an enrolment that has not started: frees the seat; everything derived is stale. */
export function useCancelEnrollment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (enrollmentId: number) =>
      api('delete', '/api/enrollments/{id}', { path: { id: enrollmentId } }),
    onSuccess: () => qc.invalidateQueries(),
  });
}

export function useSendInfoRequest(courseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (message: string | null) =>
      api('post', '/api/courses/{id}/info-request', { path: { id: courseId }, body: { message } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: myInfoRequestQuery(courseId).queryKey }),
  });
}

/** Finished: the learner's own 100% or a result the institute confirmed. */
export const isCompleted = (e: Pick<Enrollment, 'status' | 'progress'>) =>
  e.status !== 'enrolled' || e.progress >= 100;
