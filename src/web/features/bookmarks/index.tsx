import { useQuery } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useRef } from 'react';
import { t } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { focusResult } from '../../ui/announce.tsx';
import { Button } from '../../ui/Button.tsx';
import { toast } from '../../ui/toast.tsx';
import { bookmarksQuery, useSetBookmark } from './api.ts';

/**
 * "Cursus bewaren" / "Niet meer bewaren" on the course page (courses/CourseActions.tsx loads it for a
 * signed-in user who may enrol). After either the focus is on the button, with its new label
 * (decision 460); it is not disabled while saving, which would drop the focus (aria-busy says it).
 */
export function BookmarkButton({ courseId }: { courseId: number }) {
  const list = useQuery(bookmarksQuery());
  const setBookmark = useSetBookmark(courseId);
  const button = useRef<HTMLButtonElement>(null);
  const saved = !!list.data?.some((b) => b.courseId === courseId);
  const b = t.bookmarks;
  const Icon = saved ? BookmarkCheck : Bookmark;
  const toggle = () => {
    if (setBookmark.isPending) return;
    setBookmark.mutate(!saved, {
      onSuccess: () => {
        toast(saved ? { title: b.removed } : { title: b.saved, description: b.savedText });
        focusResult(() => button.current);
      },
      onError: (err) => toast({ title: b.failed, description: errorText(err), variant: 'destructive' }),
    });
  };
  return (
    <Button
      ref={button}
      variant="outline"
      disabled={list.isPending}
      aria-busy={setBookmark.isPending}
      onClick={toggle}
    >
      <Icon className="mr-2 h-4 w-4" aria-hidden="true" />
      {saved ? b.unsave : b.save}
    </Button>
  );
}
