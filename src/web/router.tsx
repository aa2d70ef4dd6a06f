import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { Layout } from './app/Layout.tsx';
import { useSession } from './lib/session.ts';

// One chunk per route: a visitor downloads only the screens they open.
const LandingPage = lazy(() => import('./features/landing/LandingPage.tsx'));
const Dashboard = lazy(() => import('./features/dashboard/DashboardPage.tsx'));
const AuthPage = lazy(() => import('./features/auth/AuthPage.tsx'));
const NotFoundPage = lazy(() => import('./features/common/NotFoundPage.tsx'));
const CatalogPage = lazy(() => import('./features/courses/CatalogPage.tsx'));
const CourseDetailPage = lazy(() => import('./features/courses/CourseDetailPage.tsx'));
const InstitutePortalPage = lazy(() => import('./features/institute/InstitutePortalPage.tsx'));
const ScanPage = lazy(() => import('./features/scan/ScanPage.tsx'));
const PassportPage = lazy(() => import('./features/passport/PassportPage.tsx'));
const SubsidiesPage = lazy(() => import('./features/subsidies/SubsidiesPage.tsx'));
const CommunityPage = lazy(() => import('./features/community/CommunityPage.tsx'));
const ProfilePage = lazy(() => import('./features/profile/ProfilePage.tsx'));
const AdminSettingsPage = lazy(() => import('./features/admin/AdminSettingsPage.tsx'));
const VacanciesPage = lazy(() => import('./features/vacancies/VacanciesPage.tsx'));
const VacancyDetailPage = lazy(() => import('./features/vacancies/VacancyDetailPage.tsx'));
const AccessibilityPage = lazy(() => import('./features/about/AccessibilityPage.tsx'));
const CreditsPage = lazy(() => import('./features/about/CreditsPage.tsx'));
const ComingSoon = lazy(() => import('./features/common/ComingSoonRoutes.tsx'));

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
