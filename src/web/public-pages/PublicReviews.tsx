import { useEffect, useState } from 'react';
import type { CourseDetail } from '../../contracts/courses.ts';
import { apiPathUrl } from '../../contracts/first-load.ts';
import { ReviewItem } from '../features/reviews/index.ts';
import { publicSection } from '../i18n/language.ts';
import type { ApiAnswer } from '../lib/api.ts';
import { formatRating } from '../lib/format.ts';
import { getJson } from '../lib/public-get.ts';
import { Button } from '../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/Card.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';

const t = publicSection((m) => m.reviews);
type ReviewPage = ApiAnswer<'get', '/api/courses/{id}/reviews'>;
/** As many as the app's course page asks at a time (features/reviews/api.ts). */
const PAGE = 10;

/**
 * A course's reviews for a visitor (decision 500): the mean (from the course's answer, so the
 * server writes it too), then the written reviews, asked once the page is there, ten at a time.
 * Writing one is for learners who finished, signed in: the app's CourseReviews.
 */
export function PublicReviews({ course }: { course: CourseDetail }) {
  const [pages, setPages] = useState<ReviewPage[]>([]);
  const [state, setState] = useState<'loading' | 'idle' | 'error'>('loading');
  const load = (cursor?: string) => {
    setState('loading');
    const url = apiPathUrl('/api/courses/{id}/reviews', { id: course.id }, { limit: PAGE, cursor });
    getJson<ReviewPage>(url).then(
      (page) => {
        setPages((p) => (cursor ? [...p, page] : [page]));
        setState('idle');
      },
      () => setState('error'),
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page, once per course
  useEffect(() => load(), [course.id]);
  const items = pages.flatMap((p) => p.items);
  const first = pages[0];
  const next = pages.at(-1)?.nextCursor;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>
          {t.summary(formatRating(first?.rating ?? course.rating), first?.ratingCount ?? course.ratingCount)}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {state === 'loading' && pages.length === 0 && <Skeleton className="h-16 w-full" />}
        {state === 'error' && (
          <p className="text-sm text-slate-600" role="alert">
            {t.loadError}
          </p>
        )}
        {first && items.length === 0 && <p className="text-sm text-slate-600">{t.none}</p>}
        {items.length > 0 && (
          <ul className="divide-y divide-slate-100" data-testid="course-reviews">
            {items.map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
          </ul>
        )}
        {next && (
          <Button variant="outline" onClick={() => load(next)} disabled={state === 'loading'}>
            {t.more}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
