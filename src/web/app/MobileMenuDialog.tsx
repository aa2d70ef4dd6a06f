import * as DialogPrimitive from '@radix-ui/react-dialog';
import { LogOut, UserRound, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PublicUser } from '../../contracts/auth.ts';
import { fullName, initials, roleLabel } from '../../domain/user-display.ts';
import { getLanguage, t } from '../i18n/index.ts';
import { useLogout } from '../lib/use-logout.ts';
import { buttonClass } from '../ui/Button.tsx';
import type { DeferredPopupProps } from '../ui/deferred-popup.tsx';
import { NavLinks } from './NavLinks.tsx';

/**
 * The side menu for small screens: initials, name and role label, then the navigation.
 * MobileMenu.tsx loads it on first use.
 */
export default function MobileMenuDialog({
  user,
  trigger,
  defaultOpen,
}: { user: PublicUser | null } & DeferredPopupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const logout = useLogout();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger {...trigger} />
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white p-4 shadow-xl">
          <div className="mb-4 flex items-center justify-between">
            <DialogPrimitive.Title className="text-base font-semibold">{t.nav.menu}</DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">{t.nav.mainNav}</DialogPrimitive.Description>
            <DialogPrimitive.Close className={buttonClass('ghost', 'icon')} aria-label={t.nav.close}>
              <X className="h-5 w-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          {user && (
            <div className="mb-4 rounded-xl bg-slate-50 p-3" data-testid="mobile-user">
              <div className="flex items-center gap-3">
                <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">
                  {initials(user)}
                </span>
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{fullName(user)}</p>
                  <p className="truncate text-sm text-slate-600">{roleLabel(user, getLanguage())}</p>
                </div>
              </div>
              <Link
                to="/profile"
                onClick={() => setOpen(false)}
                className={buttonClass('outline', 'sm', 'mt-3 w-full')}
              >
                <UserRound className="h-4 w-4" aria-hidden="true" /> {t.nav.profile}
              </Link>
            </div>
          )}
          <NavLinks user={user} look="menu" onNavigate={() => setOpen(false)} />
          <div className="mt-auto pt-4">
            {user ? (
              <button
                type="button"
                className={buttonClass('outline', 'md', 'w-full')}
                onClick={() => {
                  setOpen(false);
                  logout.mutate();
                }}
              >
                <LogOut className="h-4 w-4" aria-hidden="true" /> {t.nav.logout}
              </button>
            ) : (
              <Link
                to="/auth"
                onClick={() => setOpen(false)}
                className={buttonClass('primary', 'md', 'w-full')}
              >
                {t.nav.login}
              </Link>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
