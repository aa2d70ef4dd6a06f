import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { PublicUser } from '../../contracts/auth.ts';
import type { Role } from '../../domain/roles.ts';

/**
 * What a web feature adds to the app shell, declared in its own `routes.tsx` (`routes`, `nav`): the
 * shell finds every `src/web/features/<feature>/routes.tsx` itself (Vite's `import.meta.glob` in
 * router.tsx and app/nav.ts), so a new screen or menu entry is registered nowhere else.
 */
export interface FeatureRoute {
  path: string;
  element: ReactElement;
  /** The page chunk to fetch at start-up when the visitor lands on this path. */
  preload?: () => Promise<unknown>;
  /**
   * Puts the data the first HTML embedded for `pathname` into a query cache (decision 158): the
   * browser's, before the page's first render, and the server's, before it renders a public page
   * (issue 48 part 5), so both render the same content.
   */
  prime?: (client: QueryClient, pathname: string) => Promise<unknown>;
  /** Who the accessibility sweep (e2e/a11y.spec.ts) opens this screen as; a signed-out visitor when absent. */
  sweep?: RouteSweep;
}

/**
 * The accessibility sweep's use of a screen (issue 52 part 2: the sweep's routes are read from this
 * table, e2e/web-routes.ts): the visitors it is opened as (a role, or `anonymous`), at `at` when
 * the path has a parameter (a seeded record), or by nobody (`as: []`) with `why` (another spec
 * sweeps it on its own fresh data, or it is another path of a swept screen).
 */
export interface RouteSweep {
  as: readonly (Role | 'anonymous')[];
  at?: string;
  why?: string;
}

/** A menu entry (spec §2.2): shown to the users `shows` accepts, at `order` among the others. */
export interface NavEntry {
  /** The path, with a query when the item opens a tab (`/profile?tab=employees`). */
  to: string;
  /** Read per call: labels are in the active language. */
  label: () => string;
  /** Extra paths that also make this item active (spec §2.1). */
  alsoActiveFor?: string[];
  /** Place in the menu, low first (Home is 0); per role where the roles order it differently. */
  order: number | ((role: Role | 'anonymous') => number);
  shows: (user: PublicUser | null) => boolean;
}

/** The module shape of a feature's `routes.tsx`. */
export interface FeatureRoutesModule {
  routes?: FeatureRoute[];
  nav?: NavEntry[];
}

/**
 * A page's chunk, ready once the data the first HTML embedded for it is in the query cache too
 * (decision 158): the page's first render then shows its content, not skeletons. The priming is a
 * no-op, resolved at once, when nothing was embedded (a later, in-app navigation).
 */
export function withFirstLoadData<T>(page: Promise<T>, prime: Promise<unknown>): Promise<T> {
  return Promise.all([page, prime.catch(() => undefined)]).then(([loaded]) => loaded);
}

/**
 * A route's priming for the page the browser is on, with the app's query cache; nothing on the
 * server, whose render primes its own cache per request (entry-server.tsx).
 */
export function primeHere(prime: NonNullable<FeatureRoute['prime']>, client: QueryClient): Promise<unknown> {
  if (typeof window === 'undefined') return Promise.resolve();
  return prime(client, window.location.pathname);
}
