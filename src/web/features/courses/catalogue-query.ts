import { useInfiniteQuery } from '@tanstack/react-query';
import type { Course } from '../../../contracts/courses.ts';
import { throwIfNotOk } from '../../lib/api.ts';

export const CATALOGUE_PAGE_SIZE = 24;

export interface CatalogueFilters {
  search: string;
  category: string;
  level: string;
}

/** `/api/courses?category=…&level=…&search=…`: the filters only, pages are added per fetch. */
export function catalogueUrl(f: CatalogueFilters): string {
  const params = new URLSearchParams();
  if (f.category) params.set('category', f.category);
  if (f.level) params.set('level', f.level);
  if (f.search.trim()) params.set('search', f.search.trim());
  const qs = params.toString();
  return `/api/courses${qs ? `?${qs}` : ''}`;
}

interface CataloguePage {
  courses: Course[];
  total: number;
  offset: number;
}

/** Filtered on the server, 24 cards at a time; the total comes from X-Total-Count. */
export function useCatalogue(filters: CatalogueFilters) {
  const url = catalogueUrl(filters);
  return useInfiniteQuery({
    queryKey: [url, 'paged'],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<CataloguePage> => {
      const sep = url.includes('?') ? '&' : '?';
      const res = await fetch(`${url}${sep}limit=${CATALOGUE_PAGE_SIZE}&offset=${pageParam}`, {
        credentials: 'include',
        signal,
      });
      await throwIfNotOk(res);
      const courses = (await res.json()) as Course[];
      return {
        courses,
        total: Number(res.headers.get('X-Total-Count') ?? courses.length),
        offset: pageParam,
      };
    },
    getNextPageParam: (last) => {
      const next = last.offset + last.courses.length;
      return last.courses.length > 0 && next < last.total ? next : undefined;
    },
  });
}
