import { Bell } from 'lucide-react';

/**
 * Where the notification bell sits in the header (spec §2.5). The notifications feature replaces
 * this placeholder with the real bell and panel.
 */
export function NotificationBellSlot() {
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
