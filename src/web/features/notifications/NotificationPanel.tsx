import * as Popover from '@radix-ui/react-popover';
import { useQuery } from '@tanstack/react-query';
import { CheckCheck, Clock, Inbox, Settings, Trophy, Users, Wrench } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Notification } from '../../../contracts/notifications.ts';
import { t } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/use-language.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogContent } from '../../ui/Dialog.tsx';
import type { DeferredPopupProps } from '../../ui/deferred-popup.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { toast } from '../../ui/toast.tsx';
import { notificationsQuery, useNotificationMutations } from './api.ts';
import { NotificationItem } from './NotificationItem.tsx';

// The settings form (zod, react-hook-form) loads when its dialog opens, not with the panel.
const UserSettingsPanel = lazy(() =>
  import('./UserSettingsPanel.tsx').then((m) => ({ default: m.UserSettingsPanel })),
);

const FILTERS = [
  { value: 'all', icon: Inbox },
  { value: 'achievement', icon: Trophy },
  { value: 'reminder', icon: Clock },
  { value: 'social', icon: Users },
  { value: 'system', icon: Wrench },
] as const;
type Filter = (typeof FILTERS)[number]['value'];

/** The Meldingen panel (spec §2.5) on the bell; NotificationBell.tsx loads it on first use. */
export default function NotificationPanel({ trigger, defaultOpen }: DeferredPopupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [filter, setFilter] = useState<Filter>('all');
  const navigate = useNavigate();
  const query = useQuery(notificationsQuery(useLanguage()));
  const tn = t.notifications;
  const { markRead, markAllRead, remove } = useNotificationMutations({
    read: tn.markReadFailed,
    allRead: tn.markAllReadFailed,
    remove: tn.deleteFailed,
  });
  const failed = (err: Error) => toast({ title: err.message, variant: 'destructive' });
  const unread = query.data?.unread ?? 0;
  const items = query.data?.items ?? [];

  const openItem = (item: Notification) => {
    if (!item.isRead) markRead.mutate(item.id, { onError: failed });
    if (item.actionUrl) {
      setOpen(false);
      navigate(item.actionUrl);
    }
  };

  return (
    <>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger {...trigger} />
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            collisionPadding={8}
            aria-label={tn.title}
            className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-2xl border border-slate-200 bg-white shadow-xl"
          >
            <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
              <h2 className="text-base font-semibold text-slate-900">{tn.title}</h2>
              {unread > 0 && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => markAllRead.mutate(undefined, { onError: failed })}
                  disabled={markAllRead.isPending}
                >
                  <CheckCheck className="h-4 w-4" aria-hidden="true" />
                  {tn.markAllRead}
                </Button>
              )}
            </div>
            <Tabs value={filter} onValueChange={(v) => setFilter(v as Filter)}>
              <div className="px-3 pt-3">
                <TabsList stretch aria-label={tn.tabsLabel}>
                  {FILTERS.map(({ value, icon: Icon }) => (
                    <TabsTrigger key={value} value={value} aria-label={tn.tabs[value]} title={tn.tabs[value]}>
                      <Icon className="mx-auto h-4 w-4" aria-hidden="true" />
                    </TabsTrigger>
                  ))}
                </TabsList>
              </div>
              {FILTERS.map(({ value }) => {
                const shown = value === 'all' ? items : items.filter((n) => n.type === value);
                return (
                  <TabsContent key={value} value={value} className="mt-2 max-h-[60vh] overflow-y-auto">
                    {query.isError ? (
                      <div className="p-3">
                        <QueryError query={query} title={tn.loadFailed} compact />
                      </div>
                    ) : shown.length === 0 ? (
                      <p className="px-4 py-8 text-center text-sm text-slate-500">
                        {query.isLoading ? '…' : tn.empty}
                      </p>
                    ) : (
                      <ul aria-label={tn.title}>
                        {shown.map((item) => (
                          <NotificationItem
                            key={item.id}
                            item={item}
                            onOpen={openItem}
                            onDelete={(n) => remove.mutate(n.id, { onError: failed })}
                          />
                        ))}
                      </ul>
                    )}
                  </TabsContent>
                );
              })}
            </Tabs>
            <div className="border-t border-slate-100 p-2">
              <Button
                variant="ghost"
                size="sm"
                className="w-full"
                onClick={() => {
                  setOpen(false);
                  setSettingsOpen(true);
                }}
              >
                <Settings className="h-4 w-4" aria-hidden="true" />
                {tn.settingsButton}
              </Button>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <Dialog open={settingsOpen} onOpenChange={setSettingsOpen}>
        <DialogContent title={tn.settings.title} description={tn.settings.description}>
          <Suspense fallback={<Skeleton className="h-40" />}>
            <UserSettingsPanel onSaved={() => setSettingsOpen(false)} />
          </Suspense>
        </DialogContent>
      </Dialog>
    </>
  );
}
