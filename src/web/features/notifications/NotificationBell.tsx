import { Bell } from 'lucide-react';

/** Placeholder of issue 8: the bell with its unread badge and the Meldingen panel (spec §2.5). */
export function NotificationBell() {
  return (
    <span
      className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-500"
      title="Meldingen"
      data-testid="notification-bell-slot"
    >
      <Bell className="h-5 w-5" aria-hidden="true" />
      <span className="sr-only">Meldingen</span>
    </span>
  );
}
