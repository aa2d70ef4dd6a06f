import { lazyPage } from '../../i18n/use-language.tsx';
import type { FeatureRoute } from '../../lib/feature-routes.ts';

const UnsubscribePage = lazyPage(() => import('./UnsubscribePage.tsx'));

/** This feature's screens (and menu entries), found by the app shell (lib/feature-routes.ts). */
export const routes: FeatureRoute[] = [{ path: '/unsubscribe', element: <UnsubscribePage /> }];
