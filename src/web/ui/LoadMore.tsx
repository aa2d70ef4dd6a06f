import { t } from '../i18n/index.ts';
import { Button } from './Button.tsx';

/** "Meer laden" under a paged list (an infinite query): shown while the server has a next page. */
export function LoadMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="mt-3"
      onClick={() => query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
    >
      {t.common.loadMore}
    </Button>
  );
}
