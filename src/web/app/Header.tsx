import { lazy, Suspense } from 'react';
import type { PublicUser } from '../../contracts/auth.ts';
import { t } from '../i18n/index.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { NavLinks } from './NavLinks.tsx';

// Signed-in only: its own chunk, so the first visit of a signed-out visitor stays small.
const SignedInControls = lazy(() => import('./SignedInControls.tsx'));

export function Header({ user }: { user: PublicUser | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6">
        <MobileMenu user={user} />
        <Logo />
        <NavLinks user={user} look="bar" />
        {/* Never shrinks: a long name is truncated in its chip, Uitloggen always shows. */}
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <LanguagePicker />
          {user ? (
            <>
              <Suspense fallback={<span className="inline-block h-9 w-9" aria-hidden="true" />}>
                <SignedInControls user={user} />
              </Suspense>
              {/* On a phone the Coach button sits here, in the sticky header, not over the page
                  (a floating button there covered cards and tabs); from sm up it floats. */}
              <span className="inline-block h-10 w-10 shrink-0 sm:hidden" aria-hidden="true" />
            </>
          ) : (
            <ButtonLink to="/auth" size="sm">
              {t.nav.login}
            </ButtonLink>
          )}
        </div>
      </div>
    </header>
  );
}
