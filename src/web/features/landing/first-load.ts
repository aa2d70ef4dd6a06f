import type { FirstLoadPage } from '../../../contracts/first-load.ts';

/** `/` for a visitor not signed in (decision 488): no data of its own, its chunks announced. */
export const LANDING = {
  paths: ['/'],
  visitors: 'signedOut',
  module: 'features/landing/LandingPage.tsx',
  group: 'landing',
  rendered: 'landing',
} as const satisfies FirstLoadPage;
