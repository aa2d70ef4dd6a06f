import { useInfiniteQuery } from '@tanstack/react-query';
import { t } from '../../i18n/index.ts';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { feedQuery } from './api.ts';
import { PostCard } from './PostCard.tsx';
import { PostComposer } from './PostComposer.tsx';

/** Activiteiten: the composer and the feed, newest first, 10 at a time. */
export function FeedTab() {
  const feed = useInfiniteQuery(feedQuery());
  const posts = feed.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <PostComposer />
      {feed.isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : feed.isError ? (
        <QueryError query={feed} title={t.community.loadFailed} />
      ) : posts.length === 0 ? (
        <p className="text-sm text-slate-600">{t.community.emptyFeed}</p>
      ) : (
        posts.map((post) => <PostCard key={post.id} post={post} />)
      )}
      <LoadMore query={feed} />
    </div>
  );
}
