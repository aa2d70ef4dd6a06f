import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  COMMENT_MAX_LENGTH,
  type CreateCommentBody,
  createCommentBody,
} from '../../../contracts/community.ts';
import { relativeTime } from '../../../domain/relative-time.ts';
import { getLanguage, t } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { Button } from '../../ui/Button.tsx';
import { Input } from '../../ui/Field.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { commentsQuery, useCommunityMutations } from './api.ts';
import { PersonAvatar } from './PersonAvatar.tsx';

/** A post's comments (oldest first) and the form to add one. */
export function PostComments({ postId }: { postId: number }) {
  const tc = t.community;
  const query = useQuery(commentsQuery(postId));
  const { comment, deleteComment } = useCommunityMutations();
  const form = useForm<CreateCommentBody>({
    resolver: zodResolver(createCommentBody),
    defaultValues: { content: '' },
  });
  const fail = (err: Error) =>
    toast({ title: tc.likeFailed, description: errorText(err), variant: 'destructive' });
  const submit = form.handleSubmit((body) =>
    comment.mutate(
      { postId, body },
      {
        onSuccess: () => {
          toast({ title: tc.commentToast });
          form.reset({ content: '' });
        },
        onError: fail,
      },
    ),
  );
  const error = form.formState.errors.content?.message;
  return (
    <div className="mt-3 border-t border-slate-100 pt-3">
      {query.isLoading ? (
        <Skeleton className="h-12 w-full" />
      ) : query.isError ? (
        <QueryError query={query} title={t.community.loadFailed} compact />
      ) : query.data?.length ? (
        <ul className="flex flex-col gap-3">
          {query.data.map((c) => (
            <li key={c.id} className="flex gap-2">
              <PersonAvatar person={c.author} className="h-8 w-8" />
              <div className="min-w-0 flex-1 rounded-xl bg-slate-50 px-3 py-2">
                <div className="flex items-start justify-between gap-2">
                  <p className="text-sm">
                    <span className="font-semibold text-slate-900">{c.author.name}</span>{' '}
                    <time className="text-xs text-slate-500" dateTime={c.timestamp}>
                      {relativeTime(c.timestamp, new Date(), getLanguage())}
                    </time>
                  </p>
                  {c.canDelete && (
                    <button
                      type="button"
                      aria-label={tc.deleteComment}
                      title={tc.deleteComment}
                      onClick={() => deleteComment.mutate(c, { onError: fail })}
                      className="rounded p-1 text-slate-500 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
                    </button>
                  )}
                </div>
                <p className="text-sm whitespace-pre-line break-words text-slate-700">{c.content}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">{tc.noComments}</p>
      )}
      <form onSubmit={submit} className="mt-3 flex items-start gap-2">
        <div className="flex-1">
          <label htmlFor={`comment-${postId}`} className="sr-only">
            {tc.commentLabel}
          </label>
          <Input
            id={`comment-${postId}`}
            placeholder={tc.commentPlaceholder}
            maxLength={COMMENT_MAX_LENGTH}
            aria-invalid={!!error}
            aria-describedby={error ? `comment-${postId}-error` : undefined}
            {...form.register('content')}
          />
          {error && (
            <p id={`comment-${postId}-error`} className="mt-1 text-xs font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" size="md" disabled={comment.isPending}>
          {tc.commentSubmit}
        </Button>
      </form>
    </div>
  );
}
