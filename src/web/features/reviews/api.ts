import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstituteReviewPage, ReviewInput, ReviewPage } from '../../../contracts/reviews.ts';
import { apiJson, errorText } from '../../lib/api.ts';
import { toast } from '../../ui/toast.tsx';

/** Reviews of one course (public) and of the institute's own courses (issue 21 §5). */
export const courseReviewsUrl = (courseId: number) => `/api/courses/${courseId}/reviews`;
export const INSTITUTE_REVIEWS_URL = '/api/institute/reviews';
const PAGE = 10;

interface Paged<T> {
  items: T[];
  total: number;
}

const nextOffset = <T>(last: Paged<T>, all: Paged<T>[]) => {
  const seen = all.reduce((n, p) => n + p.items.length, 0);
  return last.items.length > 0 && seen < last.total ? seen : undefined;
};

export const courseReviewsQuery = (courseId: number) =>
  infiniteQueryOptions({
    queryKey: [courseReviewsUrl(courseId)],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      apiJson<ReviewPage>('GET', `${courseReviewsUrl(courseId)}?limit=${PAGE}&offset=${pageParam}`),
    getNextPageParam: nextOffset,
  });

export const instituteReviewsQuery = () =>
  infiniteQueryOptions({
    queryKey: [INSTITUTE_REVIEWS_URL],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      apiJson<InstituteReviewPage>('GET', `${INSTITUTE_REVIEWS_URL}?limit=${PAGE}&offset=${pageParam}`),
    getNextPageParam: nextOffset,
  });

/** Posts (or updates) the caller's review; the course (its mean rating) and every review list refetch. */
export function usePostReview(courseId: number, onSaved: (created: boolean) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) =>
      apiJson<{ id: number; created: boolean; rating: number; ratingCount: number }>(
        'POST',
        courseReviewsUrl(courseId),
        body,
      ),
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
