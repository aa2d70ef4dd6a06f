import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import type { InfoRequestItem } from '../../../contracts/institute.ts';
import { t as i18n } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { infoRequestsQuery, useMarkInfoRequestHandled } from './api.ts';

/** The portal's Berichten: information requests from students, open ones first. */
export function InboxPanel() {
  const t = i18n.courses.rough;
  const inbox = useQuery(infoRequestsQuery());
  const items = inbox.data ?? [];
  const openCount = items.filter((r) => !r.handled).length;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t.inboxTitle}</CardTitle>
          {inbox.isSuccess && (
            <Badge tone={openCount ? 'amber' : 'neutral'}>{t.inboxOpenCount(openCount)}</Badge>
          )}
        </div>
        <CardDescription>{t.inboxText}</CardDescription>
      </CardHeader>
      <CardContent>
        {inbox.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        ) : inbox.isError ? (
          <QueryError query={inbox} title={t.inboxLoadError} text={t.inboxLoadErrorText} />
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-slate-600">{t.inboxEmpty}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <InboxItem key={item.id} item={item} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function InboxItem({ item }: { item: InfoRequestItem }) {
  const t = i18n.courses.rough;
  const mark = useMarkInfoRequestHandled(item.id);
  const onMark = () =>
    mark.mutate(undefined, {
      onSuccess: () => toast({ title: t.markedHandled }),
      onError: (err) => toast({ title: t.markFailed, description: errorText(err), variant: 'destructive' }),
    });
  return (
    <li
      className={`rounded-xl border p-4 ${item.handled ? 'border-slate-200 bg-slate-50' : 'border-brand-200 bg-white'}`}
    >
      <article aria-label={`${item.senderName}: ${item.courseTitle}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold break-words text-slate-900">{item.courseTitle}</h3>
            <p className="text-sm break-words text-slate-700">
              {item.senderName} ·{' '}
              <a
                href={`mailto:${item.senderEmail}`}
                className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
                aria-label={t.replyByMail(item.senderName)}
              >
                {item.senderEmail}
              </a>
            </p>
          </div>
          <Badge tone={item.handled ? 'green' : 'amber'}>{item.handled ? t.handled : t.open}</Badge>
        </div>
        <p
          className={`mt-2 text-sm whitespace-pre-line ${item.message ? 'text-slate-800' : 'text-slate-500 italic'}`}
        >
          {item.message ?? t.noMessage}
        </p>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
          <span>
            {t.received(formatDate(item.createdAt))}
            {item.handledAt ? ` · ${t.handledOn(formatDate(item.handledAt))}` : ''}
          </span>
          {!item.handled && (
            <Button
              size="sm"
              variant="outline"
              onClick={onMark}
              disabled={mark.isPending}
              aria-label={t.markHandledFor(item.senderName)}
            >
              <Check className="h-4 w-4" aria-hidden="true" />
              {t.markHandled}
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}
