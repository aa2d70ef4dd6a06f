import { Trash2 } from 'lucide-react';
import type { Notification } from '../../../contracts/notifications.ts';
import { relativeTime } from '../../../domain/relative-time.ts';
import { getLanguage, t } from '../../i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { cn } from '../../ui/cn.ts';

const TONES = { achievement: 'green', reminder: 'amber', social: 'blue', system: 'brand' } as const;

/** The type badge: the four known types by name, anything else as Melding (spec §2.5). */
export function typeLabel(type: string): string {
  const labels = t.notifications.typeBadge;
  return type in TONES ? labels[type as keyof typeof TONES] : labels.other;
}

/** One notification: click opens it (marks read, follows actionUrl); a separate delete button. */
export function NotificationItem({
  item,
  onOpen,
  onDelete,
}: {
  item: Notification;
  onOpen: (item: Notification) => void;
  onDelete: (item: Notification) => void;
}) {
  const tone = TONES[item.type as keyof typeof TONES] ?? 'neutral';
  return (
    <li
      className={cn(
        'flex items-start gap-2 border-b border-slate-100 last:border-0',
        !item.isRead && 'bg-brand-50/60',
      )}
      data-testid="notification-item"
    >
      <button
        type="button"
        onClick={() => onOpen(item)}
        className="flex min-w-0 flex-1 items-start gap-2 px-3 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className="mt-1.5 flex h-2 w-2 shrink-0" aria-hidden={item.isRead}>
          {!item.isRead && (
            <span className="h-2 w-2 rounded-full bg-brand-600" data-testid="unread-dot">
              <span className="sr-only">{t.notifications.unread}</span>
            </span>
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold text-slate-900 text-sm">{item.title}</span>
            <Badge tone={tone}>{typeLabel(item.type)}</Badge>
          </span>
          <span className="mt-0.5 block text-sm text-slate-700">{item.message}</span>
          <time className="mt-1 block text-xs text-slate-600" dateTime={item.createdAt}>
            {relativeTime(item.createdAt, new Date(), getLanguage())}
          </time>
        </span>
      </button>
      <button
        type="button"
        onClick={() => onDelete(item)}
        aria-label={t.notifications.deleteLabel(item.title)}
        title={t.notifications.delete}
        className="m-2 rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </button>
    </li>
  );
}
