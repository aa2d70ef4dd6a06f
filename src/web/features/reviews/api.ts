import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '../../../contracts/reviews.ts';
import { api, apiUrl, errorText } from '../../lib/api.ts';
import { toast } from '../../ui/toast.tsx';

/** Reviews of one course (public) and of the institute's own courses. */
const INSTITUTE_REVIEWS_URL = '/api/institute/reviews';
const PAGE = 10;

const nextCursor = (last: { nextCursor: string | null }) => last.nextCursor ?? undefined;

export const courseReviewsQuery = (courseId: number) =>
  infiniteQueryOptions({
    queryKey: [apiUrl('get', '/api/courses/{id}/reviews', { path: { id: courseId } })],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api(
        'get',
        '/api/courses/{id}/reviews',
        { path: { id: courseId }, query: { limit: PAGE, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    getNextPageParam: nextCursor,
  });

export const instituteReviewsQuery = () =>
  infiniteQueryOptions({
    queryKey: [INSTITUTE_REVIEWS_URL],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api(
        'get',
        INSTITUTE_REVIEWS_URL,
        { query: { limit: PAGE, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    getNextPageParam: nextCursor,
  });

/** Posts (or updates) the caller's review; the course (its mean rating) and every review list refetch. */
export function usePostReview(courseId: number, onSaved: (created: boolean) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) =>
      api('post', '/api/courses/{id}/reviews', { path: { id: courseId }, body }),
    // Told before the lists refetch: the refetch may replace the form that asked (its own review now).
    onSuccess: (res) => {
      onSaved(res.created);
      return qc.invalidateQueries({
        predicate: (q) =>
          typeof q.queryKey[0] === 'string' &&
          (q.queryKey[0].startsWith('/api/courses') || q.queryKey[0] === INSTITUTE_REVIEWS_URL),
      });
    },
    onError: (err) => toast({ title: errorText(err), variant: 'destructive' }),
  });
}
