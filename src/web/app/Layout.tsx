import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { t } from '../i18n/index.ts';
import { useSession } from '../lib/session.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { Header } from './Header.tsx';

const CoachWidget = lazy(() => import('../features/coach/CoachWidget.tsx'));

/** Header + page. While the session loads, only a spinner shows (spec §2.1). */
export function Layout() {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner label="Sessie laden..." className="min-h-screen" />;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Naar de inhoud
      </a>
      <Header user={user} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-3 py-6 sm:px-6 sm:py-8">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="border-t border-slate-200 bg-white py-6 text-center text-xs text-slate-500">
        © 2026 SkillsPlatform · Leren, werken en groeien in Nederland ·{' '}
        <Link to="/bronnen" className="underline underline-offset-2 hover:text-slate-800">
          {t.about.credits.footerLink}
        </Link>
      </footer>
      {user && (
        <Suspense fallback={null}>
          <CoachWidget user={user} />
        </Suspense>
      )}
    </div>
  );
}
