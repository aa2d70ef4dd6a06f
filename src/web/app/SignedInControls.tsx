import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicUser } from '../../contracts/auth.ts';
import { displayName } from '../../domain/user-display.ts';
import { NotificationBell } from '../features/notifications/index.ts';
import { t } from '../i18n/index.ts';
import { useLogout } from '../lib/use-logout.ts';
import { Button } from '../ui/Button.tsx';
import { UserMenu } from './UserMenu.tsx';

/**
 * The header's controls for a signed-in user: notifications, profile link, user menu, logout.
 * Header.tsx loads this file lazily, so a signed-out first visit does not download the
 * notification centre (its settings form pulls in zod and react-hook-form) or the user menu.
 */
export default function SignedInControls({ user }: { user: PublicUser }) {
  const logout = useLogout();
  return (
    <>
      <NotificationBell />
      <Link
        to="/profile"
        title={displayName(user)}
        className="hidden max-w-24 truncate 2xl:max-w-32 rounded-full bg-slate-100 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-200 md:inline-block"
      >
        {displayName(user)}
      </Link>
      <UserMenu user={user} />
      {/* Below 640 px the user menu holds Uitloggen (cn does not merge `hidden` over the button's
          own `inline-flex`, so the wrapper hides it). */}
      <span className="hidden sm:inline-flex">
        <Button variant="ghost" size="sm" onClick={() => logout.mutate()}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          {/* Its name stays for assistive technology; shown from 1536 px, where the bar has room. */}
          <span className="sr-only 2xl:not-sr-only">{t.nav.logout}</span>
        </Button>
      </span>
    </>
  );
}
