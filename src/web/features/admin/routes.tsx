import { hasAdminMenu, isAdmin } from '../../../domain/roles.ts';
import { t } from '../../i18n/index.ts';
import { lazyPage } from '../../i18n/use-language.tsx';
import type { FeatureRoute, NavEntry } from '../../lib/feature-routes.ts';

const AdminSettingsPage = lazyPage(() => import('./AdminSettingsPage.tsx'));

/** This feature's screens (and menu entries), found by the app shell (lib/feature-routes.ts). */
export const routes: FeatureRoute[] = [
  { path: '/admin/settings', element: <AdminSettingsPage />, sweep: { as: ['admin', 'superadmin'] } },
];

export const nav: NavEntry[] = [
  { to: '/profile?tab=admin', label: () => t.nav.admin, order: 80, shows: isAdmin },
  { to: '/admin/settings', label: () => t.nav.settings, order: 90, shows: hasAdminMenu },
];
