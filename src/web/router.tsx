import { createBrowserRouter } from 'react-router';
import { Layout } from './app/Layout.tsx';
import { lazyPage } from './i18n/use-language.tsx';
import { useSession } from './lib/session.ts';

// One chunk per route: a visitor downloads only the screens they open. Each page re-renders on a
// language switch (lazyPage), keeping its state.
const LandingPage = lazyPage(() => import('./features/landing/LandingPage.tsx'));
const Dashboard = lazyPage(() => import('./features/dashboard/DashboardPage.tsx'));
const AuthPage = lazyPage(() => import('./features/auth/AuthPage.tsx'));
const NotFoundPage = lazyPage(() => import('./features/common/NotFoundPage.tsx'));
const CatalogPage = lazyPage(() => import('./features/courses/CatalogPage.tsx'));
const CourseDetailPage = lazyPage(() => import('./features/courses/CourseDetailPage.tsx'));
const InstitutePortalPage = lazyPage(() => import('./features/institute/InstitutePortalPage.tsx'));
const ScanPage = lazyPage(() => import('./features/scan/ScanPage.tsx'));
const PassportPage = lazyPage(() => import('./features/passport/PassportPage.tsx'));
const SubsidiesPage = lazyPage(() => import('./features/subsidies/SubsidiesPage.tsx'));
const CommunityPage = lazyPage(() => import('./features/community/CommunityPage.tsx'));
const ProfilePage = lazyPage(() => import('./features/profile/ProfilePage.tsx'));
const AdminSettingsPage = lazyPage(() => import('./features/admin/AdminSettingsPage.tsx'));
const VacanciesPage = lazyPage(() => import('./features/vacancies/VacanciesPage.tsx'));
const VacancyDetailPage = lazyPage(() => import('./features/vacancies/VacancyDetailPage.tsx'));
const AccessibilityPage = lazyPage(() => import('./features/about/AccessibilityPage.tsx'));
const CreditsPage = lazyPage(() => import('./features/about/CreditsPage.tsx'));
const ComingSoon = lazyPage(() => import('./features/common/ComingSoonRoutes.tsx'));

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

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/dashboard', element: <DashboardRoute /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/courses', element: <CatalogPage /> },
      { path: '/courses/:id', element: <CourseDetailPage /> },
      { path: '/assessment', element: <ScanPage /> },
      { path: '/enhanced-assessment', element: <ScanPage /> },
      { path: '/scan', element: <ScanPage /> },
      { path: '/skills-passport', element: <PassportPage /> },
      { path: '/skills-passport-pdf', element: <NotFoundPage /> },
      { path: '/institute', element: <InstitutePortalPage /> },
      { path: '/social', element: <CommunityPage /> },
      { path: '/subsidies', element: <SubsidiesPage /> },
      { path: '/profile', element: <ProfilePage /> },
      { path: '/vacatures', element: <VacanciesPage /> },
      { path: '/vacatures/:id', element: <VacancyDetailPage /> },
      { path: '/toegankelijkheid', element: <AccessibilityPage /> },
      { path: '/accessibility', element: <AccessibilityPage /> },
      { path: '/bronnen', element: <CreditsPage /> },
      { path: '/progress', element: <ComingSoon screen="progress" /> },
      { path: '/analytics', element: <ComingSoon screen="progress" /> },
      { path: '/admin/settings', element: <AdminSettingsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
