import { lazyPage } from '../../i18n/use-language.tsx';
import type { FeatureRoute } from '../../lib/feature-routes.ts';

const AuthPage = lazyPage(() => import('./AuthPage.tsx'));
const ResetPasswordPage = lazyPage(() => import('./ResetPasswordPage.tsx'));

/** This feature's screens (and menu entries), found by the app shell (lib/feature-routes.ts). */
export const routes: FeatureRoute[] = [
  { path: '/auth', element: <AuthPage />, preload: AuthPage.preload },
  { path: '/auth/reset', element: <ResetPasswordPage />, preload: ResetPasswordPage.preload },
];
