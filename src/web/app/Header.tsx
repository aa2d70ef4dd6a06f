import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import type { PublicUser } from '../../contracts/auth.ts';
import { t } from '../i18n/index.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { cn } from '../ui/cn.ts';
import { LanguagePicker } from './LanguagePicker.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { isActive, navItems } from './nav.ts';

// Signed-in only: its own chunk, so the first visit of a signed-out visitor stays small.
const SignedInControls = lazy(() => import('./SignedInControls.tsx'));

export function Header({ user }: { user: PublicUser | null }) {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6">
        <MobileMenu user={user} />
        <Logo />
        <nav aria-label={t.nav.mainNav} className="ml-4 hidden items-center gap-1 lg:flex">
          {navItems(user).map((item) => (
            <Link
              key={item.to}
              to={item.to}
              aria-current={isActive(item, pathname) ? 'page' : undefined}
              className={cn(
                'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                isActive(item, pathname)
                  ? 'bg-brand-50 text-brand-800'
                  : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguagePicker />
          {user ? (
            <Suspense fallback={<span className="inline-block h-9 w-9" aria-hidden="true" />}>
              <SignedInControls user={user} />
            </Suspense>
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
