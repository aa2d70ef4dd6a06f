import type { QueryClient } from '@tanstack/react-query';
import { lazyPage } from '../../i18n/use-language.tsx';
import { type FeatureRoute, primeHere, withFirstLoadData } from '../../lib/feature-routes.ts';
import { queryClient } from '../../lib/query-client.ts';

const prime = (client: QueryClient, pathname: string) =>
  import('./api.ts').then((m) => m.primeVerifyPage(client, pathname));
const VerifyPage = lazyPage(() =>
  withFirstLoadData(import('./VerifyPage.tsx'), primeHere(prime, queryClient)),
);
const VerifyPastePage = lazyPage(() => import('./VerifyPastePage.tsx'));

/** This feature's screens (and menu entries), found by the app shell (lib/feature-routes.ts). */
export const routes: FeatureRoute[] = [
  { path: '/verify', element: <VerifyPastePage /> },
  {
    path: '/verify/:id',
    element: <VerifyPage />,
    preload: VerifyPage.preload,
    prime,
    sweep: { as: [], why: 'e2e/credentials.spec.ts checks it with axe on a certificate it issues' },
  },
];
