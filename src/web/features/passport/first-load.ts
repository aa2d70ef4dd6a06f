import type { FirstLoadPage } from '../../../contracts/first-load.ts';

/** The skills passport (decision 488): a talent's scan and courses, primed by prime.ts. */
export const PASSPORT = {
  paths: ['/skills-passport'],
  visitors: 'signedIn',
  module: 'features/passport/PassportPage.tsx',
  group: 'signed-in',
  withoutQuery: true,
  reads: [
    { api: '/api/user/scan-result', for: ['talent'] },
    { api: '/api/user/enrollments', for: ['talent'] },
  ],
} as const satisfies FirstLoadPage;
