import { useInfiniteQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { CourseDetail } from '../../../contracts/courses.ts';
import { section } from '../../i18n/index.ts';
import { formatRating } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { TextareaField } from '../../ui/Field.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { courseReviewsQuery, usePostReview } from './api.ts';
import { ReviewItem } from './ReviewItem.tsx';

const t = section((m) => m.reviews);

/** Only a result the institute confirmed allows a review (decision 306). */
const FINISHED = new Set(['passed']);

/** The course page's reviews: the mean, the written reviews, and a form for learners who finished. */
export function CourseReviews({ course }: { course: CourseDetail }) {
  const query = useInfiniteQuery(courseReviewsQuery(course.id));
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const first = pages[0];
  const mine = items.find((r) => r.mine);
  const finished = !!course.myEnrollment && FINISHED.has(course.myEnrollment.status);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>
          {t.summary(formatRating(first?.rating ?? course.rating), first?.ratingCount ?? course.ratingCount)}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {query.isLoading && <Skeleton className="h-16 w-full" />}
        {query.isError && <QueryError title={t.loadError} query={query} />}
        {query.isSuccess && items.length === 0 && <p className="text-sm text-slate-600">{t.none}</p>}
        {items.length > 0 && (
          <ul className="divide-y divide-slate-100" data-testid="course-reviews">
            {items.map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
          </ul>
        )}
        {query.hasNextPage && (
          <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {t.more}
          </Button>
        )}
        {finished && query.isSuccess && (
          <ReviewForm
            key={mine?.id ?? 'new'}
            courseId={course.id}
            initial={mine ? { rating: mine.rating, comment: mine.comment ?? '' } : undefined}
          />
        )}
        {course.myEnrollment && !finished && <p className="text-sm text-slate-600">{t.onlyFinished}</p>}
      </CardContent>
    </Card>
  );
}

function ReviewForm({
  courseId,
  initial,
}: {
  courseId: number;
  initial?: { rating: number; comment: string };
}) {
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [error, setError] = useState<string>();
  const post = usePostReview(courseId, (created) => toast({ title: created ? t.saved : t.updated }));
  const name = useId();
  const errorId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (rating < 1) {
      setError(t.ratingRequired);
      return;
    }
    setError(undefined);
    post.mutate({ rating, comment: comment.trim() || undefined });
  };

  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 p-4" noValidate>
      <div>
        <h3 className="font-semibold text-slate-900">{initial ? t.formTitleUpdate : t.formTitle}</h3>
        <p className="text-sm text-slate-600">{t.formHint}</p>
      </div>
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-900">{t.ratingLegend}</legend>
        <div className="flex flex-wrap gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="sr-only"
              />
              <span className="sr-only">{t.starOption(n)}</span>
              <Star
                className={n <= rating ? 'h-7 w-7 fill-amber-400 text-amber-500' : 'h-7 w-7 text-slate-400'}
                aria-hidden="true"
              />
            </label>
          ))}
        </div>
        {error && (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
      <TextareaField
        label={t.comment}
        value={comment}
        maxLength={2000}
        rows={3}
        onChange={(e) => setComment(e.target.value)}
      />
      <Button type="submit" disabled={post.isPending}>
        {initial ? t.submitUpdate : t.submit}
      </Button>
    </form>
  );
}
