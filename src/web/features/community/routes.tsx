import { t } from '../../i18n/index.ts';
import { lazyPage } from '../../i18n/use-language.tsx';
import type { FeatureRoute, NavEntry } from '../../lib/feature-routes.ts';

const CommunityPage = lazyPage(() => import('./CommunityPage.tsx'));

/** This feature's screens (and menu entries), found by the app shell (lib/feature-routes.ts). */
export const routes: FeatureRoute[] = [
  { path: '/social', element: <CommunityPage />, sweep: { as: ['talent', 'company'] } },
];

export const nav: NavEntry[] = [
  { to: '/social', label: () => t.nav.community, order: 50, shows: (user) => !!user },
];
