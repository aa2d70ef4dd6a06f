import { BrowserRouter, matchRoutes, Route, Routes } from 'react-router';
import { Layout } from './app/Layout.tsx';
import { RouterLinks } from './app/router-links.tsx';
import { lazyPage } from './i18n/use-language.tsx';
import { type FeatureRoute, type FeatureRoutesModule, withFirstLoadData } from './lib/feature-routes.ts';
import { queryClient } from './lib/query-client.ts';
import { useSession } from './lib/session.ts';

// One chunk per route: a visitor downloads only the screens they open. Each page re-renders on a
// language switch (lazyPage), keeping its state. The shell's own routes are here; every feature
// declares its screens in its `routes.tsx`, found by the glob below.
const LandingPage = lazyPage(() => import('./features/landing/LandingPage.tsx'));
const primeDashboard = () =>
  import('./features/talent/prime.ts').then((m) => m.primeTalentDashboard(queryClient));
const Dashboard = lazyPage(() =>
  withFirstLoadData(import('./features/dashboard/DashboardPage.tsx'), primeDashboard()),
);
const NotFoundPage = lazyPage(() => import('./features/common/NotFoundPage.tsx'));
const features = import.meta.glob<FeatureRoutesModule>('./features/*/routes.tsx', { eager: true });

/** `/`: the dashboard when signed in, the landing page when signed out. */
function HomeRoute() {
  const { user } = useSession();
  return user ? <Dashboard /> : <LandingPage />;
}

/** `/dashboard`: signed in only, otherwise the not-found page (spec §2.1). */
function DashboardRoute() {
  const { user } = useSession();
  return user ? <Dashboard /> : <NotFoundPage />;
}

const routes: FeatureRoute[] = [
  // A first visit to `/` is usually signed out: the landing page.
  { path: '/', element: <HomeRoute />, preload: LandingPage.preload },
  { path: '/dashboard', element: <DashboardRoute />, preload: Dashboard.preload },
  { path: '/skills-passport-pdf', element: <NotFoundPage /> },
  ...Object.values(features).flatMap((m) => m.routes ?? []),
  { path: '*', element: <NotFoundPage /> },
];

/** The route of a path (its last match), if any. */
export const routeOf = (pathname: string): FeatureRoute | undefined =>
  matchRoutes(routes, pathname)?.at(-1)?.route as FeatureRoute | undefined;

/**
 * Starts downloading the page of the current address at start-up, beside the session request:
 * otherwise React asks for it only after the session has loaded (one more round trip). Resolves
 * when the page's chunk (and its first-load data) is there.
 */
export function preloadCurrentPage(): Promise<unknown> {
  return (
    routeOf(window.location.pathname)
      ?.preload?.()
      .catch(() => undefined) ?? Promise.resolve()
  );
}

/** The routes inside the shell's layout, under whichever router: the browser's or the server's. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes.map((r) => (
          <Route key={r.path} path={r.path} element={r.element} />
        ))}
      </Route>
    </Routes>
  );
}

/**
 * The routes, in declarative mode: the app uses no loaders or actions, and BrowserRouter leaves the
 * data router (createBrowserRouter, ~10 KB gzip) out of the first-load JavaScript.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <RouterLinks>
        <AppRoutes />
      </RouterLinks>
    </BrowserRouter>
  );
}
