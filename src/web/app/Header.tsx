import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { PublicUser } from '../../contracts/auth.ts';
import { displayName } from '../../domain/user-display.ts';
import { NotificationBell } from '../features/notifications/index.ts';
import { t } from '../i18n/index.ts';
import { useLogout } from '../lib/use-logout.ts';
import { Button, ButtonLink } from '../ui/Button.tsx';
import { cn } from '../ui/cn.ts';
import { LanguagePicker } from './LanguagePicker.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { isActive, navItems } from './nav.ts';
import { UserMenu } from './UserMenu.tsx';

export function Header({ user }: { user: PublicUser | null }) {
  const { pathname } = useLocation();
  const logout = useLogout();
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
            <>
              <NotificationBell />
              <Link
                to="/profile"
                className="hidden max-w-40 truncate rounded-full bg-slate-100 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-200 md:inline-block"
              >
                {displayName(user)}
              </Link>
              <UserMenu user={user} />
              {/* Below 640 px the user menu holds Uitloggen (cn does not merge `hidden` over the
                  button's own `inline-flex`, so the wrapper hides it). */}
              <span className="hidden sm:inline-flex">
                <Button variant="ghost" size="sm" onClick={() => logout.mutate()}>
                  <LogOut className="h-4 w-4" aria-hidden="true" /> {t.nav.logout}
                </Button>
              </span>
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
