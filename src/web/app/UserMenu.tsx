import type { PublicUser } from '../../contracts/auth.ts';
import { t } from '../i18n/index.ts';
import { deferredPopup } from '../ui/deferred-popup.tsx';
import { Avatar } from './Avatar.tsx';

const UserMenuDropdown = deferredPopup(() => import('./UserMenuDropdown.tsx'), 'menu');

/** The avatar button of the header; its dropdown (Radix, floating-ui) loads on first use. */
export function UserMenu({ user }: { user: PublicUser }) {
  return (
    <UserMenuDropdown
      user={user}
      trigger={{
        className:
          'rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'aria-label': t.nav.userMenu,
        children: <Avatar user={user} />,
      }}
    />
  );
}
