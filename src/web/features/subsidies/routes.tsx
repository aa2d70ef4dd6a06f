import { t } from '../../i18n/index.ts';
import { lazyPage } from '../../i18n/use-language.tsx';
import type { FeatureRoute, NavEntry } from '../../lib/feature-routes.ts';

const SubsidiesPage = lazyPage(() => import('./SubsidiesPage.tsx'));

/** This feature's screens (and menu entries), found by the app shell (lib/feature-routes.ts). */
export const routes: FeatureRoute[] = [
  { path: '/subsidies', element: <SubsidiesPage />, sweep: { as: ['talent'] } },
];

export const nav: NavEntry[] = [
  { to: '/subsidies', label: () => t.nav.subsidies, order: 60, shows: (user) => !!user },
];
