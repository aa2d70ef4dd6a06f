import { Heart, MessageCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { PostType, SocialPost } from '../../../contracts/community.ts';
import { t } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent } from '../../ui/Card.tsx';
import { cn } from '../../ui/cn.ts';
import { toast } from '../../ui/toast.tsx';
import { useCommunityMutations } from './api.ts';
import { PersonAvatar } from './PersonAvatar.tsx';
import { PostComments } from './PostComments.tsx';

const TONES: Record<PostType, 'green' | 'blue' | 'amber' | 'brand' | 'neutral'> = {
  achievement: 'green',
  question: 'blue',
  tip: 'amber',
  celebration: 'brand',
  other: 'neutral',
};

/** One post of the feed: author, type badge, content, optional course, date, likes and comments. */
export function PostCard({ post }: { post: SocialPost }) {
  const tc = t.community;
  const [showComments, setShowComments] = useState(false);
  const { like, deletePost } = useCommunityMutations();
  const toggleLike = () =>
    like.mutate(
      { id: post.id, liked: post.likedByMe },
      {
        onSuccess: () => {
          if (!post.likedByMe) toast({ title: tc.likeToast });
        },
        onError: () =>
          toast({ title: tc.likeFailed, description: tc.likeFailedText, variant: 'destructive' }),
      },
    );
  return (
    <Card data-testid="post" data-post-id={post.id}>
      <CardContent className="pt-5 sm:pt-6">
        <article aria-labelledby={`post-${post.id}-author`}>
          <header className="flex items-start gap-3">
            <PersonAvatar person={post.author} />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <h3 id={`post-${post.id}-author`} className="font-semibold text-slate-900">
                  {post.author.name}
                </h3>
                <Badge tone={TONES[post.type] ?? 'neutral'}>
                  {tc.postTypes[post.type] ?? tc.postTypes.other}
                </Badge>
              </div>
              <p className="text-xs text-slate-500">
                {post.author.title} · <time dateTime={post.timestamp}>{formatDate(post.timestamp)}</time>
              </p>
            </div>
            {post.canDelete && (
              <button
                type="button"
                aria-label={tc.deletePost}
                title={tc.deletePost}
                onClick={() =>
                  deletePost.mutate(post.id, {
                    onSuccess: () => toast({ title: tc.deleted }),
                    onError: (err) =>
                      toast({ title: tc.deleteFailed, description: errorText(err), variant: 'destructive' }),
                  })
                }
                className="rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </button>
            )}
          </header>
          <p className="mt-3 whitespace-pre-line break-words text-slate-800">{post.content}</p>
          {post.courseTitle && (
            <p className="mt-2 text-sm text-slate-600">
              <span className="font-medium">{tc.course}:</span> {post.courseTitle}
            </p>
          )}
          <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
            <Button
              variant="ghost"
              size="sm"
              onClick={toggleLike}
              disabled={like.isPending}
              aria-pressed={post.likedByMe}
              aria-label={`${post.likedByMe ? tc.unlike : tc.like} (${tc.likes(post.likes)})`}
              data-testid="like-button"
            >
              <Heart
                className={cn('h-4 w-4', post.likedByMe && 'fill-red-500 text-red-500')}
                aria-hidden="true"
              />
              <span data-testid="like-count">{post.likes}</span>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setShowComments((v) => !v)}
              aria-expanded={showComments}
              aria-label={`${showComments ? tc.hideComments : tc.showComments} (${tc.comments(post.comments)})`}
            >
              <MessageCircle className="h-4 w-4" aria-hidden="true" />
              <span>{post.comments}</span>
            </Button>
          </div>
          {showComments && <PostComments postId={post.id} />}
        </article>
      </CardContent>
    </Card>
  );
}
