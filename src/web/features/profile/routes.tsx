import { isCompany } from '../../../domain/roles.ts';
import { t } from '../../i18n/index.ts';
import { lazyPage } from '../../i18n/use-language.tsx';
import type { FeatureRoute, NavEntry } from '../../lib/feature-routes.ts';

const ProfilePage = lazyPage(() => import('./ProfilePage.tsx'));
const AccountDeletedPage = lazyPage(() => import('./AccountDeletedPage.tsx'));

/** This feature's screens (and menu entries), found by the app shell (lib/feature-routes.ts). */
export const routes: FeatureRoute[] = [
  {
    path: '/profile',
    element: <ProfilePage />,
    sweep: { as: ['talent', 'company', 'institute', 'admin', 'superadmin'] },
  },
  { path: '/account-verwijderd', element: <AccountDeletedPage /> },
];

export const nav: NavEntry[] = [
  {
    to: '/profile?tab=employees',
    label: () => t.nav.employees,
    order: 14,
    shows: isCompany,
  },
];
