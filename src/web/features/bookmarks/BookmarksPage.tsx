import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { t } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { useRequireSignIn } from '../../lib/use-require-sign-in.ts';
import { focusResult } from '../../ui/announce.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent } from '../../ui/Card.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { toast } from '../../ui/toast.tsx';
import { bookmarksQuery, useSetBookmark } from './api.ts';

/** /bookmarks: the talent's saved courses, last saved first, each with a link and "Verwijderen". */
export default function BookmarksPage() {
  const user = useRequireSignIn(t.toasts.loginRequired);
  const list = useQuery({ ...bookmarksQuery(), enabled: !!user });
  const b = t.bookmarks;
  if (!user || list.isPending) return <Spinner />;
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle title={b.title} subtitle={b.subtitle} />
      {list.isError ? (
        <QueryError query={list} />
      ) : list.data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-3 pt-6 sm:pt-6">
            <p className="text-slate-700">{b.empty}</p>
            <ButtonLink to="/courses">{b.browse}</ButtonLink>
          </CardContent>
        </Card>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="bookmarks">
          {list.data.map((item) => (
            <Saved key={item.courseId} {...item} />
          ))}
        </ul>
      )}
    </div>
  );
}

function Saved({ courseId, title, savedAt }: { courseId: number; title: string; savedAt: string }) {
  const remove = useSetBookmark(courseId);
  const b = t.bookmarks;
  return (
    <li>
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6 sm:pt-6">
          <div className="min-w-0">
            <Link
              to={`/courses/${courseId}`}
              className="font-semibold break-words text-brand-700 hover:underline"
            >
              {title}
            </Link>
            <p className="text-sm text-slate-600">{b.savedOn(formatDate(savedAt))}</p>
          </div>
          <Button
            variant="outline"
            size="sm"
            aria-label={b.remove(title)}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(false, {
                onSuccess: () => {
                  toast({ title: b.removed });
                  focusResult('h1');
                },
                onError: (err) =>
                  toast({ title: b.failed, description: errorText(err), variant: 'destructive' }),
              })
            }
          >
            {b.unsave}
          </Button>
        </CardContent>
      </Card>
    </li>
  );
}
