import type { QueryClient } from '@tanstack/react-query';
import { t } from '../../i18n/index.ts';
import { lazyPage } from '../../i18n/use-language.tsx';
import { type FeatureRoute, type NavEntry, primeHere, withFirstLoadData } from '../../lib/feature-routes.ts';
import { queryClient } from '../../lib/query-client.ts';

const primeCatalogue = (client: QueryClient, pathname: string) =>
  import('./api.ts').then((m) => m.primeCatalogue(client, pathname));
const primeCourse = (client: QueryClient, pathname: string) =>
  import('./api.ts').then((m) => m.primeCourse(client, pathname));
const CatalogPage = lazyPage(() =>
  withFirstLoadData(import('./CatalogPage.tsx'), primeHere(primeCatalogue, queryClient)),
);
const CourseDetailPage = lazyPage(() =>
  withFirstLoadData(import('./CourseDetailPage.tsx'), primeHere(primeCourse, queryClient)),
);

/** This feature's screens (and menu entries), found by the app shell (lib/feature-routes.ts). */
export const routes: FeatureRoute[] = [
  {
    path: '/courses',
    element: <CatalogPage />,
    preload: CatalogPage.preload,
    prime: primeCatalogue,
    sweep: { as: ['anonymous', 'talent'] },
  },
  {
    path: '/courses/:id',
    element: <CourseDetailPage />,
    preload: CourseDetailPage.preload,
    prime: primeCourse,
    sweep: { as: ['anonymous', 'talent'], at: '/courses/1' },
  },
];

export const nav: NavEntry[] = [{ to: '/courses', label: () => t.nav.courses, order: 40, shows: () => true }];
