import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { t } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/use-language.tsx';
import { deferredPopup } from '../../ui/deferred-popup.tsx';
import { notificationsQuery } from './api.ts';
import { badgeText } from './badge.ts';

// The panel (Radix popover, tabs, the settings dialog) loads on first use, not with every page.
const NotificationPanel = deferredPopup(() => import('./NotificationPanel.tsx'), 'dialog');

/** The bell with its unread badge, polling every 30 s; a click opens the Meldingen panel. */
export function NotificationBell() {
  const query = useQuery(notificationsQuery(useLanguage()));
  const tn = t.notifications;
  const unread = query.data?.unread ?? 0;
  return (
    <NotificationPanel
      trigger={{
        className:
          'relative inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'aria-label': unread > 0 ? tn.bellUnread(unread) : tn.bell,
        'data-testid': 'notification-bell',
        children: (
          <>
            <Bell className="h-5 w-5" aria-hidden="true" />
            {unread > 0 && (
              <span
                className="absolute -top-1 -right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-5 font-semibold text-white"
                data-testid="notification-badge"
                aria-hidden="true"
              >
                {badgeText(unread)}
              </span>
            )}
          </>
        ),
      }}
    />
  );
}
