import { useQuery } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { t } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { Button } from '../../ui/Button.tsx';
import { toast } from '../../ui/toast.tsx';
import { bookmarksQuery, useSetBookmark } from './api.ts';

/**
 * "Cursus bewaren" / "Niet meer bewaren" on the course page (courses/CourseActions.tsx loads it for a
 * signed-in user who may enrol). The button stays where it is, so the focus stays on it.
 */
export function BookmarkButton({ courseId }: { courseId: number }) {
  const list = useQuery(bookmarksQuery());
  const setBookmark = useSetBookmark(courseId);
  const saved = !!list.data?.some((b) => b.courseId === courseId);
  const b = t.bookmarks;
  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <Button
      variant="outline"
      disabled={list.isPending || setBookmark.isPending}
      onClick={() =>
        setBookmark.mutate(!saved, {
          onSuccess: () => toast(saved ? { title: b.removed } : { title: b.saved, description: b.savedText }),
          onError: (err) => toast({ title: b.failed, description: errorText(err), variant: 'destructive' }),
        })
      }
    >
      <Icon className="mr-2 h-4 w-4" aria-hidden="true" />
      {saved ? b.unsave : b.save}
    </Button>
  );
}
