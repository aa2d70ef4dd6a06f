import { Link, useLocation } from 'react-router';
import type { PublicUser } from '../../contracts/auth.ts';
import { t } from '../i18n/index.ts';
import { cn } from '../ui/cn.ts';
import { isActive, navItems } from './nav.ts';

const LOOK = {
  bar: {
    nav: 'ml-2 hidden min-w-0 items-center gap-0.5 xl:flex',
    idle: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  },
  menu: { nav: 'flex flex-col gap-1', idle: 'text-slate-700 hover:bg-slate-100' },
};

/** The main navigation (spec §2.2): in the header's bar on wide screens, in the mobile menu. */
export function NavLinks({
  user,
  look,
  onNavigate,
}: {
  user: PublicUser | null;
  look: keyof typeof LOOK;
  onNavigate?: () => void;
}) {
  const { pathname, search } = useLocation();
  return (
    <nav aria-label={t.nav.mainNav} className={LOOK[look].nav}>
      {navItems(user).map((item) => {
        const active = isActive(item, pathname, search);
        return (
          <Link
            key={item.to}
            to={item.to}
            onClick={onNavigate}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors',
              active ? 'bg-brand-50 text-brand-800' : LOOK[look].idle,
            )}
          >
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}
