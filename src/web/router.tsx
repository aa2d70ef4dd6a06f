import type { ReactElement } from 'react';
import { BrowserRouter, matchRoutes, Route, Routes } from 'react-router';
import { Layout } from './app/Layout.tsx';
import { lazyPage } from './i18n/use-language.tsx';
import { queryClient } from './lib/query-client.ts';
import { useSession } from './lib/session.ts';

/**
 * A page's chunk, ready once the data the first HTML embedded for it is in the query cache too
 * (decision 158): the page's first render then shows its content, not skeletons. The priming is a
 * no-op, resolved at once, when nothing was embedded (a later, in-app navigation).
 */
function withFirstLoadData<T>(page: Promise<T>, prime: Promise<unknown>): Promise<T> {
  return Promise.all([page, prime.catch(() => undefined)]).then(([loaded]) => loaded);
}

// One chunk per route: a visitor downloads only the screens they open. Each page re-renders on a
// language switch (lazyPage), keeping its state.
const LandingPage = lazyPage(() => import('./features/landing/LandingPage.tsx'));
const primeDashboard = () =>
  import('./features/talent/prime.ts').then((m) => m.primeTalentDashboard(queryClient));
const Dashboard = lazyPage(() =>
  withFirstLoadData(import('./features/dashboard/DashboardPage.tsx'), primeDashboard()),
);
const AuthPage = lazyPage(() => import('./features/auth/AuthPage.tsx'));
const ResetPasswordPage = lazyPage(() => import('./features/auth/ResetPasswordPage.tsx'));
const NotFoundPage = lazyPage(() => import('./features/common/NotFoundPage.tsx'));
const primeCourses = () =>
  import('./features/courses/api.ts').then((m) => m.primeFirstLoad(queryClient, window.location.pathname));
const CatalogPage = lazyPage(() =>
  withFirstLoadData(import('./features/courses/CatalogPage.tsx'), primeCourses()),
);
const CourseDetailPage = lazyPage(() =>
  withFirstLoadData(import('./features/courses/CourseDetailPage.tsx'), primeCourses()),
);
const InstitutePortalPage = lazyPage(() => import('./features/institute/InstitutePortalPage.tsx'));
const ScanPage = lazyPage(() => import('./features/scan/ScanPage.tsx'));
const primePassport = () => import('./features/passport/prime.ts').then((m) => m.primePassport(queryClient));
const PassportPage = lazyPage(() =>
  withFirstLoadData(import('./features/passport/PassportPage.tsx'), primePassport()),
);
const SubsidiesPage = lazyPage(() => import('./features/subsidies/SubsidiesPage.tsx'));
const DossierPage = lazyPage(() => import('./features/subsidy-applications/DossierPage.tsx'));
const CompanyRequestsPage = lazyPage(() => import('./features/subsidy-applications/CompanyRequestsPage.tsx'));
const CommunityPage = lazyPage(() => import('./features/community/CommunityPage.tsx'));
const ProfilePage = lazyPage(() => import('./features/profile/ProfilePage.tsx'));
const AccountDeletedPage = lazyPage(() => import('./features/profile/AccountDeletedPage.tsx'));
const AdminSettingsPage = lazyPage(() => import('./features/admin/AdminSettingsPage.tsx'));
const primeVacancies = () =>
  import('./features/vacancies/prime.ts').then((m) => m.primeVacancies(queryClient));
const VacanciesPage = lazyPage(() =>
  withFirstLoadData(import('./features/vacancies/VacanciesPage.tsx'), primeVacancies()),
);
const VacancyDetailPage = lazyPage(() => import('./features/vacancies/VacancyDetailPage.tsx'));
const AccessibilityPage = lazyPage(() => import('./features/about/AccessibilityPage.tsx'));
const CreditsPage = lazyPage(() => import('./features/about/CreditsPage.tsx'));
const VerifyPage = lazyPage(() => import('./features/credentials/VerifyPage.tsx'));
const VerifyPastePage = lazyPage(() => import('./features/credentials/VerifyPastePage.tsx'));
const ProgressPage = lazyPage(() => import('./features/progress/ProgressPage.tsx'));
const AnalyticsPage = lazyPage(() => import('./features/analytics/AnalyticsPage.tsx'));
const UnsubscribePage = lazyPage(() => import('./features/notifications/UnsubscribePage.tsx'));

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

interface AppRoute {
  path: string;
  element: ReactElement;
  /** The page chunk to fetch at start-up when the visitor lands on this path. */
  preload?: () => Promise<unknown>;
}

const routes: AppRoute[] = [
  // A first visit to `/` is usually signed out: the landing page.
  { path: '/', element: <HomeRoute />, preload: LandingPage.preload },
  { path: '/dashboard', element: <DashboardRoute />, preload: Dashboard.preload },
  { path: '/auth', element: <AuthPage />, preload: AuthPage.preload },
  { path: '/auth/reset', element: <ResetPasswordPage />, preload: ResetPasswordPage.preload },
  { path: '/courses', element: <CatalogPage />, preload: CatalogPage.preload },
  { path: '/courses/:id', element: <CourseDetailPage />, preload: CourseDetailPage.preload },
  { path: '/assessment', element: <ScanPage /> },
  { path: '/enhanced-assessment', element: <ScanPage /> },
  { path: '/scan', element: <ScanPage />, preload: ScanPage.preload },
  { path: '/skills-passport', element: <PassportPage />, preload: PassportPage.preload },
  { path: '/skills-passport-pdf', element: <NotFoundPage /> },
  { path: '/institute', element: <InstitutePortalPage /> },
  { path: '/social', element: <CommunityPage /> },
  { path: '/subsidies', element: <SubsidiesPage /> },
  { path: '/subsidies/dossiers/:id', element: <DossierPage /> },
  { path: '/subsidieverzoeken', element: <CompanyRequestsPage /> },
  { path: '/profile', element: <ProfilePage /> },
  { path: '/account-verwijderd', element: <AccountDeletedPage /> },
  { path: '/vacatures', element: <VacanciesPage />, preload: VacanciesPage.preload },
  { path: '/vacatures/:id', element: <VacancyDetailPage /> },
  { path: '/toegankelijkheid', element: <AccessibilityPage /> },
  { path: '/accessibility', element: <AccessibilityPage /> },
  { path: '/bronnen', element: <CreditsPage /> },
  { path: '/verify', element: <VerifyPastePage /> },
  { path: '/verify/:id', element: <VerifyPage />, preload: VerifyPage.preload },
  { path: '/progress', element: <ProgressPage /> },
  { path: '/analytics', element: <AnalyticsPage /> },
  { path: '/unsubscribe', element: <UnsubscribePage /> },
  { path: '/admin/settings', element: <AdminSettingsPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * Starts downloading the page of the current address at start-up, beside the session request:
 * otherwise React asks for it only after the session has loaded (one more round trip).
 */
export function preloadCurrentPage() {
  const match = matchRoutes(routes, window.location)?.at(-1);
  void (match?.route as AppRoute | undefined)?.preload?.().catch(() => undefined);
}

/**
 * The routes, in declarative mode: the app uses no loaders or actions, and BrowserRouter leaves the
 * data router (createBrowserRouter, ~10 KB gzip) out of the first-load JavaScript.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
