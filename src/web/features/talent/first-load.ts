import { RECENT_ACTIVITY_PAGE_SIZE } from '../../../contracts/boot.ts';
import type { FirstLoadPage } from '../../../contracts/first-load.ts';

/**
 * `/` and `/dashboard` for someone signed in (decision 488): the dashboard page, which loads the
 * talent dashboard (this feature) lazily by role; for a talent its tiles, cards and scan card (asked
 * after the first render, the scan card pushed the cards below it down: CLS). Primed by prime.ts.
 */
export const DASHBOARD = {
  paths: ['/', '/dashboard'],
  visitors: 'signedIn',
  module: 'features/dashboard/DashboardPage.tsx',
  group: 'signed-in',
  lazy: { module: 'features/talent/index.ts', roles: ['talent'] },
  withoutQuery: true,
  reads: [
    { api: '/api/user/enrollments', for: ['talent'] },
    { api: '/api/user/credentials', for: ['talent'] },
    { api: '/api/user/skills-match', for: ['talent'] },
    { api: '/api/user/assessments', for: ['talent'] },
    { api: '/api/user/recent-activity', query: { limit: RECENT_ACTIVITY_PAGE_SIZE }, for: ['talent'] },
    { api: '/api/user/scan-result', for: ['talent'] },
  ],
} as const satisfies FirstLoadPage;
