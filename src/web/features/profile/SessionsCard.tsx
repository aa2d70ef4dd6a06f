import { useQuery } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import { t } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { sessionsQuery, useEndSession } from './api.ts';

const dateTime = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

/** Beveiliging: the user's active sessions, with sign-out of one or all others. */
export function SessionsCard() {
  const ts = t.profile.sessions;
  const query = useQuery(sessionsQuery);
  const end = useEndSession();
  const run = (id: string | 'others') =>
    end.mutate(id, {
      onSuccess: () => toast({ title: id === 'others' ? ts.endedOthers : ts.endedOne }),
      onError: (err) => toast({ title: ts.failed, description: errorText(err), variant: 'destructive' }),
    });
  const others = query.data?.filter((s) => !s.current) ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{ts.title}</CardTitle>
        <CardDescription>{ts.intro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {query.isPending && <Skeleton className="h-16 w-full" />}
        {query.isError && <QueryError query={query} compact />}
        <ul className="flex flex-col divide-y divide-slate-100" aria-label={ts.title}>
          {query.data?.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="session">
              <Monitor className="h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  {s.browser}
                  {s.current && <Badge tone="green">{ts.current}</Badge>}
                </p>
                <p className="text-sm text-slate-600">
                  {ts.started}: {dateTime(s.createdAt)} · {ts.lastUsed}: {dateTime(s.lastUsedAt)}
                </p>
              </div>
              {!s.current && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => run(s.id)}
                  disabled={end.isPending}
                  aria-label={`${ts.endOne}: ${s.browser}, ${dateTime(s.lastUsedAt)}`}
                >
                  {ts.endOne}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {query.data &&
          (others.length > 0 ? (
            <Button
              variant="outline"
              className="self-start"
              onClick={() => run('others')}
              disabled={end.isPending}
            >
              {ts.endOthers}
            </Button>
          ) : (
            <p className="text-sm text-slate-600">{ts.none}</p>
          ))}
      </CardContent>
    </Card>
  );
}
