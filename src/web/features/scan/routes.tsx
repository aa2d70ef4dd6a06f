import { isTalent } from '../../../domain/roles.ts';
import { t } from '../../i18n/index.ts';
import { lazyPage } from '../../i18n/use-language.tsx';
import type { FeatureRoute, NavEntry } from '../../lib/feature-routes.ts';

const ScanPage = lazyPage(() => import('./ScanPage.tsx'));

/** This feature's screens (and menu entries), found by the app shell (lib/feature-routes.ts). */
export const routes: FeatureRoute[] = [
  {
    path: '/assessment',
    element: <ScanPage />,
    sweep: { as: [], why: 'the scan page of /scan under an older path' },
  },
  {
    path: '/enhanced-assessment',
    element: <ScanPage />,
    sweep: { as: [], why: 'the scan page of /scan under an older path' },
  },
  { path: '/scan', element: <ScanPage />, preload: ScanPage.preload, sweep: { as: ['anonymous', 'talent'] } },
];

export const nav: NavEntry[] = [
  {
    to: '/scan',
    label: () => t.nav.scan,
    alsoActiveFor: ['/assessment', '/enhanced-assessment'],
    order: 10,
    shows: isTalent,
  },
];
