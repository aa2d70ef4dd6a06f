import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MfaGate } from '../features/auth/index.ts';
import { CoachWidget } from '../features/coach/index.ts';
import { t } from '../i18n/index.ts';
import { useLanguage } from '../i18n/use-language.tsx';
import { useSession } from '../lib/session.ts';
import { LiveRegion } from '../ui/announce.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { useFocusOnRouteChange } from './route-focus.ts';
import { useScrollTopOnRouteChange } from './route-scroll.ts';

/** Header + page. While the session loads, only a spinner shows (spec §2.1). */
export function Layout() {
  useLanguage(); // the shell re-renders in the new language at once
  useFocusOnRouteChange();
  useScrollTopOnRouteChange();
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner label={t.common.sessionLoading} className="min-h-screen" />;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t.nav.skipToContent}
      </a>
      <Header user={user} />
      {/* At least a screen high (less the 4rem header): the footer starts below the fold, so a page
          growing as its chunk and data arrive does not push a visible footer down (layout shift). */}
      <main
        id="main"
        className="mx-auto min-h-[calc(100vh-4rem)] w-full max-w-7xl flex-1 px-3 py-6 sm:px-6 sm:py-8"
      >
        <Suspense fallback={<Spinner />}>
          {user ? (
            <MfaGate>
              <Outlet />
            </MfaGate>
          ) : (
            <Outlet />
          )}
        </Suspense>
      </main>
      <Footer signedIn={!!user} />
      {user && <CoachWidget />}
      {/* The one polite live region: what an action changed is said here (ui/announce.tsx). */}
      <LiveRegion />
    </div>
  );
}
