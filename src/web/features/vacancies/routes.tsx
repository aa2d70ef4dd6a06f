import { roleOf } from '../../../domain/roles.ts';
import { t } from '../../i18n/index.ts';
import { lazyPage } from '../../i18n/use-language.tsx';
import { type FeatureRoute, type NavEntry, withFirstLoadData } from '../../lib/feature-routes.ts';
import { queryClient } from '../../lib/query-client.ts';

const primeVacancies = () => import('./prime.ts').then((m) => m.primeVacancies(queryClient));
const VacanciesPage = lazyPage(() => withFirstLoadData(import('./VacanciesPage.tsx'), primeVacancies()));
const VacancyDetailPage = lazyPage(() => import('./VacancyDetailPage.tsx'));

/** This feature's screens (and menu entries), found by the app shell (lib/feature-routes.ts). */
export const routes: FeatureRoute[] = [
  {
    path: '/vacatures',
    element: <VacanciesPage />,
    preload: VacanciesPage.preload,
    sweep: { as: ['anonymous', 'talent', 'company'] },
  },
  {
    path: '/vacatures/:id',
    element: <VacancyDetailPage />,
    sweep: { as: ['anonymous', 'talent', 'company'], at: '/vacatures/1' },
  },
];

export const nav: NavEntry[] = [
  {
    to: '/vacatures',
    label: () => t.nav.vacancies,
    // Second for a company (its own vacancies), after the shared items for a talent.
    order: (role) => (role === 'company' ? 12 : 70),
    shows: (user) => !!user && ['talent', 'company'].includes(roleOf(user)),
  },
];
