import { isTalent } from '../../../domain/roles.ts';
import { t } from '../../i18n/index.ts';
import { lazyPage } from '../../i18n/use-language.tsx';
import type { FeatureRoute, NavEntry } from '../../lib/feature-routes.ts';

const ProgressPage = lazyPage(() => import('./ProgressPage.tsx'));

/** This feature's screens (and menu entries), found by the app shell (lib/feature-routes.ts). */
export const routes: FeatureRoute[] = [
  { path: '/progress', element: <ProgressPage />, sweep: { as: ['talent'] } },
];

export const nav: NavEntry[] = [{ to: '/progress', label: () => t.nav.progress, order: 30, shows: isTalent }];
