import { isTalent } from '../../../domain/roles.ts';
import { t } from '../../i18n/index.ts';
import { lazyPage } from '../../i18n/use-language.tsx';
import type { FeatureRoute, NavEntry } from '../../lib/feature-routes.ts';

const BookmarksPage = lazyPage(() => import('./BookmarksPage.tsx'));

/** This feature's screen and menu entry, found by the app shell (lib/feature-routes.ts). */
export const routes: FeatureRoute[] = [
  { path: '/bookmarks', element: <BookmarksPage />, sweep: { as: ['talent'] } },
];

export const nav: NavEntry[] = [
  { to: '/bookmarks', label: () => t.bookmarks.nav, order: 35, shows: isTalent },
];
