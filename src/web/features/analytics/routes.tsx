import { lazyPage } from '../../i18n/use-language.tsx';
import type { FeatureRoute } from '../../lib/feature-routes.ts';

const AnalyticsPage = lazyPage(() => import('./AnalyticsPage.tsx'));

/** This feature's screens (and menu entries), found by the app shell (lib/feature-routes.ts). */
export const routes: FeatureRoute[] = [
  { path: '/analytics', element: <AnalyticsPage />, sweep: { as: ['company'] } },
];
