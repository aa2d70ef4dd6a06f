import { hasInstitutePortal, roleOf } from '../../../domain/roles.ts';
import { t } from '../../i18n/index.ts';
import { lazyPage } from '../../i18n/use-language.tsx';
import type { FeatureRoute, NavEntry } from '../../lib/feature-routes.ts';

const InstitutePortalPage = lazyPage(() => import('./InstitutePortalPage.tsx'));

/** This feature's screens (and menu entries), found by the app shell (lib/feature-routes.ts). */
export const routes: FeatureRoute[] = [
  { path: '/institute', element: <InstitutePortalPage />, sweep: { as: ['company', 'institute'] } },
];

export const nav: NavEntry[] = [
  {
    to: '/institute',
    label: () => t.nav.institute,
    order: 16,
    shows: (user) => !!user && !['talent', 'company'].includes(roleOf(user)) && hasInstitutePortal(user),
  },
];
