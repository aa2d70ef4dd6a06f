import { LoaderCircle, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { Course } from '../../../contracts/courses.ts';
import { COURSE_CATEGORIES, COURSE_LEVELS, categoryLabel, levelLabel } from '../../../domain/courses.ts';
import { getLanguage, publicSection as section } from '../../i18n/language.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent } from '../../ui/Card.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { inputClass } from '../../ui/Field.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { CourseCard, CourseCardSkeleton } from './CourseCard.tsx';
import type { CatalogueFilters } from './catalogue-filter.ts';

const t = section((m) => m.courses.catalog);
const tRough = section((m) => m.courses.rough);
const tStart = section((m) => m.learning.start);

/** A page of results as the catalogue shows them, from the app's query cache or the public client's fetch. */
export interface CatalogueResults {
  courses: Course[];
  total: number;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * Spec §2.7: search, category and level filters (in SQL), a count, a card grid, 24 cards at a time.
 * The app's page (CatalogPage) and the public pages' light client (decision 500) render this with
 * their own way of asking for the results (`useResults`, a hook: the same one on every render).
 */
export function CatalogueSearch({
  useResults,
}: {
  useResults: (filters: CatalogueFilters) => CatalogueResults;
}) {
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [level, setLevel] = useState('');
  const [startsSoon, setStartsSoon] = useState(false);
  const ids = { search: useId(), category: useId(), level: useId(), startsSoon: useId() };

  // Debounce typing: one request per pause, not per key.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchInput), 250);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const query = useResults({ search, category, level, startsSoon });
  const tr = tRough;
  const { courses, total } = query;
  useEffect(() => {
    if (query.error) console.error('Cursusaanbod laden mislukt', query.error);
  }, [query.error]);

  return (
    <div>
      <PageTitle title={t.title} subtitle={t.subtitle} />
      <search className="mb-4 grid gap-3 md:grid-cols-[1fr_14rem_12rem]">
        <div className="relative">
          <label htmlFor={ids.search} className="sr-only">
            {t.searchLabel}
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={ids.search}
            type="search"
            value={searchInput}
            onChange={(e) => setSearchInput(e.target.value)}
            placeholder={t.searchPlaceholder}
            className={`${inputClass} h-10 pl-9`}
            maxLength={200}
          />
        </div>
        <div>
          <label htmlFor={ids.category} className="sr-only">
            {t.categoryLabel}
          </label>
          <select
            id={ids.category}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            className={`${inputClass} h-10`}
          >
            <option value="">{t.allCategories}</option>
            {COURSE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c, getLanguage())}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.level} className="sr-only">
            {t.levelLabel}
          </label>
          <select
            id={ids.level}
            value={level}
            onChange={(e) => setLevel(e.target.value)}
            className={`${inputClass} h-10`}
          >
            <option value="">{t.allLevels}</option>
            {COURSE_LEVELS.map((l) => (
              <option key={l} value={l}>
                {levelLabel(l, getLanguage())}
              </option>
            ))}
          </select>
        </div>
        <label
          htmlFor={ids.startsSoon}
          className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700 md:col-span-3"
        >
          <input
            id={ids.startsSoon}
            type="checkbox"
            checked={startsSoon}
            onChange={(e) => setStartsSoon(e.target.checked)}
            className="h-4 w-4 rounded border-slate-300 accent-brand-600"
          />
          {tStart.filter}
        </label>
      </search>

      <p className="mb-4 min-h-5 text-sm text-slate-600" aria-live="polite" data-testid="course-count">
        {query.isPending || query.isError ? '' : t.count(total)}
      </p>

      {query.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          <span className="sr-only" role="status">
            {t.loading}
          </span>
          {Array.from({ length: 6 }, (_, i) => (
            <CourseCardSkeleton key={i} />
          ))}
        </div>
      ) : query.isError && courses.length === 0 ? (
        <ErrorState
          title={tr.loadErrorTitle}
          text={tr.loadErrorText}
          retryLabel={tr.retry}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : courses.length === 0 ? (
        <Card>
          <CardContent className="py-12 text-center">
            <h2 className="text-lg font-semibold text-slate-900">{t.emptyTitle}</h2>
            <p className="mt-1 text-slate-600">{t.emptyText}</p>
          </CardContent>
        </Card>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {courses.map((c) => (
              <li key={c.id}>
                <CourseCard course={c} />
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <div className="mt-6 flex justify-center">
              <Button
                variant="outline"
                onClick={() => query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? (
                  <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
                ) : null}
                {t.loadMore}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
