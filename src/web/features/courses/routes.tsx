import { t } from '../../i18n/index.ts';
import { lazyPage } from '../../i18n/use-language.tsx';
import { type FeatureRoute, type NavEntry, withFirstLoadData } from '../../lib/feature-routes.ts';
import { queryClient } from '../../lib/query-client.ts';

const primeCourses = () =>
  import('./api.ts').then((m) => m.primeFirstLoad(queryClient, window.location.pathname));
const CatalogPage = lazyPage(() => withFirstLoadData(import('./CatalogPage.tsx'), primeCourses()));
const CourseDetailPage = lazyPage(() => withFirstLoadData(import('./CourseDetailPage.tsx'), primeCourses()));

/** This feature's screens (and menu entries), found by the app shell (lib/feature-routes.ts). */
export const routes: FeatureRoute[] = [
  { path: '/courses', element: <CatalogPage />, preload: CatalogPage.preload },
  { path: '/courses/:id', element: <CourseDetailPage />, preload: CourseDetailPage.preload },
];

export const nav: NavEntry[] = [{ to: '/courses', label: () => t.nav.courses, order: 40, shows: () => true }];
