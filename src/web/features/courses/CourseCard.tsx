import { CalendarDays, Clock, Star } from 'lucide-react';
import type { Course } from '../../../contracts/courses.ts';
import { categoryLabel, levelLabel } from '../../../domain/courses.ts';
import { getLanguage, pt as i18n, publicSection as section } from '../../i18n/language.ts';
import { formatDay, formatRating } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Card } from '../../ui/Card.tsx';
import { Link } from '../../ui/Link.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';

const t = section((m) => m.courses.catalog);
const tStart = section((m) => m.learning.start);

/** "Start 12 januari 2027", or "Start op afroep" without an upcoming run. */
export const startText = (nextStart: string | null) =>
  nextStart ? tStart.on(formatDay(nextStart)) : tStart.onDemand;

/** "TechAcademie Nederland" → "TN"; words without a capital ("&", "voor") are skipped. */
const nameInitials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Z0-9]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('') || name.slice(0, 1).toUpperCase();

/** The provider's "logo": its initials on a coloured tile (institutes have no uploaded logos). */
export function ProviderLogo({ name, size = 'sm' }: { name: string; size?: 'sm' | 'lg' }) {
  return (
    <span
      role="img"
      aria-label={t.providerLogo(name)}
      className={`inline-flex shrink-0 items-center justify-center rounded-lg bg-brand-600 font-semibold text-white ${
        size === 'lg' ? 'h-12 w-12 text-base' : 'h-8 w-8 text-xs'
      }`}
    >
      {nameInitials(name)}
    </span>
  );
}

export const levelTone = (level: string) =>
  level === 'Beginner' ? 'green' : level === 'Intermediate' ? 'blue' : ('amber' as const);

export function CourseCard({ course }: { course: Course }) {
  const provider = course.instituteName ?? i18n.common.unknownInstitute;
  return (
    <Card className="group flex h-full flex-col transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md">
      <Link
        to={`/courses/${course.id}`}
        className="flex h-full flex-col gap-3 rounded-2xl p-5 focus-visible:outline-none"
      >
        <div className="flex flex-wrap gap-2">
          <Badge tone={levelTone(course.level)}>{levelLabel(course.level, getLanguage())}</Badge>
          <Badge tone="neutral">{categoryLabel(course.category, getLanguage())}</Badge>
        </div>
        <h2 className="text-lg leading-snug font-semibold text-slate-900 group-hover:text-brand-700">
          {course.title}
        </h2>
        <p className="line-clamp-3 text-sm text-slate-600">{course.description}</p>
        <p
          className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-800"
          data-testid="course-start"
        >
          <CalendarDays className="h-4 w-4 text-brand-600" aria-hidden="true" />
          {startText(course.nextStart)}
        </p>
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-3 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1.5">
            <Clock className="h-4 w-4 text-slate-500" aria-hidden="true" />
            {t.weeks(course.duration)}
          </span>
          {course.ratingCount > 0 ? (
            <span className="inline-flex items-center gap-1">
              <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
              <span aria-hidden="true">{formatRating(course.rating)}</span>
              <span className="sr-only">{t.ratingLabel(formatRating(course.rating))}</span>
            </span>
          ) : (
            <span className="text-xs text-slate-600">{t.notRated}</span>
          )}
        </div>
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <ProviderLogo name={provider} />
          <span className="truncate">{provider}</span>
        </div>
      </Link>
    </Card>
  );
}

export function CourseCardSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex gap-2">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-24 rounded-full" />
      </div>
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-4 w-1/2" />
      <div className="flex items-center gap-2 pt-3">
        <Skeleton className="h-8 w-8" />
        <Skeleton className="h-4 w-32" />
      </div>
    </Card>
  );
}
