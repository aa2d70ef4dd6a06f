import { useInfiniteQuery } from '@tanstack/react-query';
import { section } from '../../i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { instituteReviewsQuery } from './api.ts';
import { ReviewItem } from './ReviewItem.tsx';

const t = section((m) => m.reviews);

/** The portal's Reviews tab ("Reviews en feedback"): every review of the institute's own courses. */
export function InstituteReviewsPanel() {
  const query = useInfiniteQuery(instituteReviewsQuery());
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.instituteTitle}</CardTitle>
        <CardDescription>{t.instituteHint}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {query.isLoading && <Skeleton className="h-24 w-full" />}
        {query.isError && <QueryError title={t.loadError} query={query} />}
        {query.isSuccess && items.length === 0 && <p className="text-sm text-slate-600">{t.instituteNone}</p>}
        {items.length > 0 && (
          <ul className="divide-y divide-slate-100" data-testid="institute-reviews">
            {items.map((r) => (
              <ReviewItem key={r.id} review={r} courseTitle={r.courseTitle} />
            ))}
          </ul>
        )}
        {query.hasNextPage && (
          <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {t.more}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
