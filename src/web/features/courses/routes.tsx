import type { QueryClient } from '@tanstack/react-query';
import { t } from '../../i18n/index.ts';
import { lazyPage } from '../../i18n/use-language.tsx';
import { type FeatureRoute, type NavEntry, primeHere, withFirstLoadData } from '../../lib/feature-routes.ts';
import { queryClient } from '../../lib/query-client.ts';

const prime = (client: QueryClient, pathname: string) =>
  import('./api.ts').then((m) => m.primeFirstLoad(client, pathname));
const CatalogPage = lazyPage(() =>
  withFirstLoadData(import('./CatalogPage.tsx'), primeHere(prime, queryClient)),
);
const CourseDetailPage = lazyPage(() =>
  withFirstLoadData(import('./CourseDetailPage.tsx'), primeHere(prime, queryClient)),
);

/** This feature's screens (and menu entries), found by the app shell (lib/feature-routes.ts). */
export const routes: FeatureRoute[] = [
  {
    path: '/courses',
    element: <CatalogPage />,
    preload: CatalogPage.preload,
    prime,
    sweep: { as: ['anonymous', 'talent'] },
  },
  {
    path: '/courses/:id',
    element: <CourseDetailPage />,
    preload: CourseDetailPage.preload,
    prime,
    sweep: { as: ['anonymous', 'talent'], at: '/courses/1' },
  },
];

export const nav: NavEntry[] = [{ to: '/courses', label: () => t.nav.courses, order: 40, shows: () => true }];
