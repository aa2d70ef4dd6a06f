import { Menu } from 'lucide-react';
import type { PublicUser } from '../../contracts/auth.ts';
import { t } from '../i18n/index.ts';
import { buttonClass } from '../ui/Button.tsx';
import { deferredPopup } from '../ui/deferred-popup.tsx';

const MobileMenuDialog = deferredPopup(() => import('./MobileMenuDialog.tsx'), 'dialog');

/** The menu button for small screens; the side menu itself loads on first use. */
export function MobileMenu({ user }: { user: PublicUser | null }) {
  return (
    <MobileMenuDialog
      user={user}
      trigger={{
        className: buttonClass('ghost', 'icon', 'xl:hidden'),
        'aria-label': t.nav.menu,
        children: <Menu className="h-5 w-5" aria-hidden="true" />,
      }}
    />
  );
}
