import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { catalogueQuery } from './api.ts';
import { type CatalogueResults, CatalogueSearch } from './CatalogueSearch.tsx';
import type { CatalogueFilters } from './catalogue-filter.ts';
import { RecommendedCatalogue, recommendedIds } from './RecommendedCatalogue.tsx';

/** /courses: the whole catalogue, or (with ?aanbevolen=ids, from the scan result) the recommended courses. */
export default function CatalogPage() {
  const [params] = useSearchParams();
  const recommended = recommendedIds(params.get('aanbevolen'));
  return recommended.length > 0 ? (
    <RecommendedCatalogue ids={recommended} />
  ) : (
    <CatalogueSearch useResults={useCatalogue} />
  );
}

/** The catalogue's pages from the query cache (the first one primed from the first HTML). */
function useCatalogue(filters: CatalogueFilters): CatalogueResults {
  const query = useInfiniteQuery(catalogueQuery(filters));
  return {
    courses: query.data?.pages.flatMap((p) => p.items) ?? [],
    total: query.data?.pages[0]?.total ?? 0,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    isFetching: query.isFetching,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
    refetch: query.refetch,
  };
}
