import { useQueries } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { section } from '../../i18n/index.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { courseQuery } from './api.ts';
import { CourseCard, CourseCardSkeleton } from './CourseCard.tsx';

const t = section((m) => m.courses.catalog);

/** The recommended course ids in `/courses?aanbevolen=3,7,12` (at most 12, in their order); none: []. */
export function recommendedIds(param: string | null): string[] {
  if (!param) return [];
  return [...new Set(param.split(',').filter((id) => /^[1-9]\d{0,9}$/.test(id)))].slice(0, 12);
}

/**
 * The catalogue filtered to the courses the scan recommended (the scan result's "Bekijk Passende
 * Cursussen"), best match first; one click shows the whole catalogue again.
 */
export function RecommendedCatalogue({ ids }: { ids: string[] }) {
  const courses = useQueries({ queries: ids.map((id) => ({ ...courseQuery(id), retry: false })) });
  const loaded = courses.flatMap((q) => (q.data ? [q.data] : []));
  const pending = courses.some((q) => q.isPending);
  return (
    <div>
      <PageTitle title={t.title} subtitle={t.subtitle} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <p className="flex items-center gap-2 font-medium" aria-live="polite" data-testid="course-count">
          <Sparkles className="h-4 w-4 shrink-0" aria-hidden="true" />
          {pending ? t.loading : t.recommendedFilter(loaded.length)}
        </p>
        <ButtonLink to="/courses" variant="outline" size="sm">
          {t.showAll}
        </ButtonLink>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {courses.map((q, i) =>
          q.data ? (
            <li key={ids[i]}>
              <CourseCard course={q.data} />
            </li>
          ) : q.isPending ? (
            <li key={ids[i]}>
              <CourseCardSkeleton />
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}
