import { lazyPage } from '../../i18n/use-language.tsx';
import type { FeatureRoute } from '../../lib/feature-routes.ts';

const VerifyPage = lazyPage(() => import('./VerifyPage.tsx'));
const VerifyPastePage = lazyPage(() => import('./VerifyPastePage.tsx'));

/** This feature's screens (and menu entries), found by the app shell (lib/feature-routes.ts). */
export const routes: FeatureRoute[] = [
  { path: '/verify', element: <VerifyPastePage /> },
  { path: '/verify/:id', element: <VerifyPage />, preload: VerifyPage.preload },
];
