import { isTalent } from '../../../domain/roles.ts';
import { t } from '../../i18n/index.ts';
import { lazyPage } from '../../i18n/use-language.tsx';
import { type FeatureRoute, type NavEntry, withFirstLoadData } from '../../lib/feature-routes.ts';
import { queryClient } from '../../lib/query-client.ts';

const primePassport = () => import('./prime.ts').then((m) => m.primePassport(queryClient));
const PassportPage = lazyPage(() => withFirstLoadData(import('./PassportPage.tsx'), primePassport()));

/** This feature's screens (and menu entries), found by the app shell (lib/feature-routes.ts). */
export const routes: FeatureRoute[] = [
  {
    path: '/skills-passport',
    element: <PassportPage />,
    preload: PassportPage.preload,
    sweep: { as: ['talent'] },
  },
];

export const nav: NavEntry[] = [
  { to: '/skills-passport', label: () => t.nav.passport, order: 20, shows: isTalent },
];

/** README: a page over the server's `scan`, `talent`, `documents` and `credentials` data */
