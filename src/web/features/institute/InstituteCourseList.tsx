import { useInfiniteQuery } from '@tanstack/react-query';
import { CalendarDays, Eye, Pencil, Power } from 'lucide-react';
import { useState } from 'react';
import type { Course } from '../../../contracts/courses.ts';
import { categoryLabel, levelLabel } from '../../../domain/courses.ts';
import { getLanguage, section } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { formatEuro, formatRating } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { instituteCoursePagesQuery, useSetCourseActive } from './api.ts';
import { NewCourseDialog } from './NewCourseDialog.tsx';
import { RunsDialog } from './RunsDialog.tsx';

const courseTexts = section((m) => m.courses);

const t = section((m) => m.courses.portal);
const tm = section((m) => m.learning.manage);
const STATUS_TONE = { active: 'green', draft: 'amber', archived: 'neutral' } as const;

/** Tab Mijn Cursussen: the institute's own courses, newest first, with activate/deactivate. */
export function InstituteCourseList() {
  const query = useInfiniteQuery(instituteCoursePagesQuery());
  if (query.isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (query.isError) return <QueryError query={query} title={t.loadError} />;
  const courses = query.data.pages.flatMap((p) => p.items);
  if (courses.length === 0)
    return (
      <Card>
        <CardContent className="py-10 text-center text-slate-600">{t.noCourses}</CardContent>
      </Card>
    );
  return (
    <div>
      <ul className="flex flex-col gap-4" aria-label={t.tabs.courses}>
        {courses.map((c) => (
          <li key={c.id}>
            <CourseRow course={c} />
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
    </div>
  );
}

function CourseRow({ course: c }: { course: Course }) {
  const toggle = useSetCourseActive(c.id);
  const [dialog, setDialog] = useState<'edit' | 'runs' | null>(null);
  const onToggle = () =>
    toggle.mutate(!c.isActive, {
      onSuccess: () => toast({ title: c.isActive ? t.deactivated : t.activated, description: c.title }),
      onError: (err) =>
        toast({
          title: t.toggleFailed,
          description: err instanceof ApiError ? err.serverMessage : String(err),
          variant: 'destructive',
        }),
    });
  const facts: [string, string][] = [
    // In the interface language, as in the catalogue.
    [t.labels.category, categoryLabel(c.category, getLanguage())],
    [t.labels.level, levelLabel(c.level, getLanguage())],
    [t.labels.duration, courseTexts.catalog.weeks(c.duration)],
    [t.labels.price, formatEuro(c.price)],
    [t.labels.max, c.maxParticipants === null ? t.unlimited : String(c.maxParticipants)],
    [t.labels.rating, c.ratingCount > 0 ? `${formatRating(c.rating)}/5.0` : t.na],
    [t.labels.enrollments, String(c.enrollments)],
  ];
  return (
    <Card data-testid="institute-course">
      <CardContent className="flex flex-col gap-3 pt-5 sm:pt-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 text-lg font-semibold break-words text-slate-900">{c.title}</h2>
          <Badge tone={STATUS_TONE[c.status]}>{tm.statuses[c.status]}</Badge>
        </div>
        <p className="line-clamp-2 text-sm text-slate-600">{c.description}</p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4 lg:grid-cols-7">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          <ButtonLink
            to={`/courses/${c.id}`}
            variant="outline"
            size="sm"
            aria-label={`${t.view}: ${c.title}`}
          >
            <Eye className="h-4 w-4" aria-hidden="true" />
            {t.view}
          </ButtonLink>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setDialog('edit')}
            aria-label={`${t.edit}: ${c.title}`}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t.edit}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setDialog('runs')}
            aria-label={`${tm.runs}: ${c.title}`}
          >
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            {tm.runs}
          </Button>
          <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
            {dialog === 'edit' && <NewCourseDialog course={c} onDone={() => setDialog(null)} />}
            {dialog === 'runs' && <RunsDialog course={c} onDone={() => setDialog(null)} />}
          </Dialog>
          <Button
            variant="ghost"
            size="sm"
            onClick={onToggle}
            disabled={toggle.isPending}
            aria-label={`${c.isActive ? t.deactivate : t.activate}: ${c.title}`}
          >
            <Power className="h-4 w-4" aria-hidden="true" />
            {c.isActive ? t.deactivate : t.activate}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
