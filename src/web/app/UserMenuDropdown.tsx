import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicUser } from '../../contracts/auth.ts';
import { displayName, roleBadge } from '../../domain/user-display.ts';
import { getLanguage, t } from '../i18n/index.ts';
import { useLogout } from '../lib/use-logout.ts';
import { Badge } from '../ui/Badge.tsx';
import type { DeferredPopupProps } from '../ui/deferred-popup.tsx';
import { Avatar } from './Avatar.tsx';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100';

/** The user menu's dropdown (Radix); UserMenu.tsx loads it on first use. */
export default function UserMenuDropdown({
  user,
  trigger,
  defaultOpen,
}: { user: PublicUser } & DeferredPopupProps) {
  const logout = useLogout();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger {...trigger} />
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        <div className="flex items-center gap-3 px-2 py-2">
          <Avatar user={user} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900">{displayName(user)}</p>
            <Badge tone="brand">{roleBadge(user, getLanguage())}</Badge>
          </div>
        </div>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to="/dashboard">
            <LayoutDashboard className="h-4 w-4" aria-hidden="true" /> {t.nav.dashboard}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to="/profile">
            <UserRound className="h-4 w-4" aria-hidden="true" /> {t.nav.profile}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item className={itemClass} onSelect={() => logout.mutate()}>
          <LogOut className="h-4 w-4" aria-hidden="true" /> {t.nav.logout}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
