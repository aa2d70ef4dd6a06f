import { lazyPage } from '../../i18n/use-language.tsx';
import type { FeatureRoute } from '../../lib/feature-routes.ts';

const DossierPage = lazyPage(() => import('./DossierPage.tsx'));
const CompanyRequestsPage = lazyPage(() => import('./CompanyRequestsPage.tsx'));

/** This feature's screens (and menu entries), found by the app shell (lib/feature-routes.ts). */
export const routes: FeatureRoute[] = [
  {
    path: '/subsidies/dossiers/:id',
    element: <DossierPage />,
    sweep: { as: [], why: 'e2e/subsidy-dossiers.spec.ts checks it with axe on a dossier it makes' },
  },
  { path: '/subsidieverzoeken', element: <CompanyRequestsPage />, sweep: { as: ['company'] } },
];
