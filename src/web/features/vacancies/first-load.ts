import type { FirstLoadPage } from '../../../contracts/first-load.ts';

/**
 * The vacancies list for someone signed in (decision 488): the list without a search, and a talent's
 * own applications. Primed by prime.ts.
 */
export const VACANCIES = {
  paths: ['/vacatures'],
  visitors: 'signedIn',
  module: 'features/vacancies/VacanciesPage.tsx',
  group: 'signed-in',
  withoutQuery: true,
  reads: [
    { api: '/api/vacancies', for: 'signedIn' },
    { api: '/api/user/applications', for: ['talent'] },
  ],
} as const satisfies FirstLoadPage;
