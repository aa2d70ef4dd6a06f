import { lazyPage } from '../../i18n/use-language.tsx';
import type { FeatureRoute } from '../../lib/feature-routes.ts';

const AccessibilityPage = lazyPage(() => import('./AccessibilityPage.tsx'));
const CreditsPage = lazyPage(() => import('./CreditsPage.tsx'));

/** This feature's screens (and menu entries), found by the app shell (lib/feature-routes.ts). */
export const routes: FeatureRoute[] = [
  { path: '/toegankelijkheid', element: <AccessibilityPage /> },
  { path: '/accessibility', element: <AccessibilityPage /> },
  { path: '/bronnen', element: <CreditsPage /> },
];

/** README: static pages (accessibility, credits) */
