import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { CATALOGUE_PAGE_SIZE, catalogueFirstPageUrl } from '../../../contracts/boot.ts';
import type { CataloguePage, Course, CourseDetail } from '../../../contracts/courses.ts';
import type { MyInfoRequest } from '../../../contracts/institute.ts';
import type { TalentEnrollment } from '../../../contracts/talent.ts';
import { getLanguage } from '../../i18n/index.ts';
import { apiJson, throwIfNotOk } from '../../lib/api.ts';
import { fetchFirstLoad, hasBootAnswer } from '../../lib/boot.ts';
import { allItems } from '../../lib/paging.ts';

/**
 * The courses feature's URLs, query keys and mutations (one URL per resource). Every course query
 * key starts with COURSES_URL, so `invalidateCourses` refreshes catalogue, detail and lists at once.
 */
export const COURSES_URL = '/api/courses';
/** The caller's enrolments; the only enrolments URL the web app uses (not /api/enrollments/user). */
export const ENROLLMENTS_URL = '/api/user/enrollments';

const courseUrl = (id: number | string) => `${COURSES_URL}/${id}`;
const infoRequestUrl = (courseId: number) => `${courseUrl(courseId)}/info-request`;

export interface CatalogueFilters {
  search: string;
  category: string;
  level: string;
  /** "Start binnen 3 maanden" (issue 21). */
  startsSoon?: boolean;
}

/** The months the catalogue's start filter looks ahead. */
export const STARTS_SOON_MONTHS = 3;

/** `?category=…&level=…&search=…`: the filters only; paging is added per fetch. */
export function catalogueParams(f: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.category) params.set('category', f.category);
  if (f.level) params.set('level', f.level);
  if (f.search.trim()) params.set('search', f.search.trim());
  if (f.startsSoon) params.set('startsWithinMonths', String(STARTS_SOON_MONTHS));
  return params;
}

/** Filtered on the server, 24 cards a page, the next page by its cursor (decision 360). */
export const catalogueQuery = (filters: CatalogueFilters) =>
  infiniteQueryOptions({
    queryKey: [COURSES_URL, 'catalogue', catalogueParams(filters).toString()],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<CataloguePage> => {
      const params = catalogueParams(filters);
      params.set('limit', String(CATALOGUE_PAGE_SIZE));
      if (pageParam) params.set('cursor', pageParam);
      const res = await fetchFirstLoad(`${COURSES_URL}?${params}`, {
        credentials: 'include',
        signal,
        headers: { 'Accept-Language': getLanguage() },
      });
      await throwIfNotOk(res);
      return (await res.json()) as CataloguePage;
    },
    getNextPageParam: (last) => last.nextCursor,
  });

/**
 * The data the first HTML embedded for a courses page (decision 158) into the cache before the page
 * renders: the catalogue's first page on /courses, the course on /courses/:id. The page then renders
 * once, with its content, instead of skeletons and then content. Nothing embedded: nothing to do.
 */
export function primeFirstLoad(client: QueryClient, pathname: string): Promise<void> | undefined {
  if (pathname === '/courses') {
    if (!hasBootAnswer(catalogueFirstPageUrl())) return undefined;
    return client.prefetchInfiniteQuery(catalogueQuery({ search: '', category: '', level: '' }));
  }
  const id = pathname.split('/').pop() ?? '';
  if (!hasBootAnswer(courseUrl(id))) return undefined;
  return client.prefetchQuery(courseQuery(id));
}

/** Every active course (the Coach's knowledge of the catalogue). */
export const allCoursesQuery = () =>
  queryOptions({
    queryKey: [COURSES_URL, 'all'],
    // The Coach reads the whole catalogue: every page, by cursor.
    queryFn: () => allItems<Course>(COURSES_URL),
  });

export const courseQuery = (id: string) =>
  queryOptions({
    queryKey: [COURSES_URL, 'detail', id],
    queryFn: () => apiJson<CourseDetail>('GET', courseUrl(id)),
  });

/** The signed-in user's own information request for a course (open or not). */
export const myInfoRequestQuery = (courseId: number) =>
  queryOptions({
    queryKey: [COURSES_URL, 'detail', String(courseId), 'info-request'],
    queryFn: () => apiJson<MyInfoRequest>('GET', infoRequestUrl(courseId)),
  });

export const enrollmentsQuery = () =>
  queryOptions({ queryKey: [ENROLLMENTS_URL], queryFn: () => allItems<TalentEnrollment>(ENROLLMENTS_URL) });

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
    mutationFn: (runId: number | null) => apiJson('POST', `${courseUrl(courseId)}/enroll`, { runId }),
    onSuccess: () => qc.invalidateQueries(),
  });
}

/** Cancel an enrolment that has not started (issue 25): frees the seat; everything derived is stale. */
export function useCancelEnrollment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (enrollmentId: number) => apiJson('DELETE', `/api/enrollments/${enrollmentId}`),
    onSuccess: () => qc.invalidateQueries(),
  });
}

export function useSendInfoRequest(courseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (message: string | null) =>
      apiJson<{ message: string }>('POST', infoRequestUrl(courseId), { message }),
    onSuccess: () => qc.invalidateQueries({ queryKey: myInfoRequestQuery(courseId).queryKey }),
  });
}

/** Finished: the learner's own 100% or a result the institute confirmed (issue 21). */
export const isCompleted = (e: TalentEnrollment) => e.status !== 'enrolled' || e.progress >= 100;
