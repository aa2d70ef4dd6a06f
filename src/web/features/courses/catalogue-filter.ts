import { CATALOGUE_PAGE_SIZE } from '../../../contracts/boot.ts';
import { apiPathUrl } from '../../../contracts/first-load.ts';
import { COURSE_CATEGORIES, COURSE_LEVELS } from '../../../domain/courses.ts';

export interface CatalogueFilters {
  search: string;
  category: string;
  level: string;
  /** "Start binnen 3 maanden". */
  startsSoon?: boolean;
}

/** The months the catalogue's start filter looks ahead. */
export const STARTS_SOON_MONTHS = 3;

/** The filters as the query of GET /api/courses (an unknown category or level is no filter). */
export const catalogueFilter = (f: CatalogueFilters) => ({
  category: COURSE_CATEGORIES.find((c) => c === f.category),
  level: COURSE_LEVELS.find((l) => l === f.level),
  search: f.search.trim() || undefined,
  startsWithinMonths: f.startsSoon ? STARTS_SOON_MONTHS : undefined,
});

/**
 * A page of the catalogue (GET /api/courses), for the public pages' client (decision 500): the URL
 * the app's `catalogueQuery` asks (the first page without filters is the one the HTML embeds).
 */
export const cataloguePageUrl = (filters: CatalogueFilters, cursor: string | null) =>
  apiPathUrl('/api/courses', undefined, {
    ...catalogueFilter(filters),
    limit: CATALOGUE_PAGE_SIZE,
    cursor: cursor ?? undefined,
  });
