import { useQuery } from '@tanstack/react-query';
import { t } from '../../i18n/index.ts';
import { useSession } from '../../lib/session.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { cn } from '../../ui/cn.ts';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { leaderboardQuery } from './api.ts';
import { RankMark } from './Medal.tsx';
import { PersonAvatar } from './PersonAvatar.tsx';

/** Ranglijst: rank (medals 1–3), name, points, completed courses and a badge. */
export function LeaderboardTab() {
  const tl = t.community.leaderboard;
  const { user } = useSession();
  const query = useQuery(leaderboardQuery());
  if (query.isLoading) return <Skeleton className="h-60 w-full" />;
  if (query.isError || !query.data) return <QueryError query={query} title={t.community.loadFailed} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{tl.title}</CardTitle>
        <CardDescription>{tl.rule}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.data.length === 0 ? (
          <p className="text-sm text-slate-600">{tl.empty}</p>
        ) : (
          <ol className="divide-y divide-slate-100" data-testid="leaderboard">
            {query.data.map((e) => (
              <li
                key={e.id}
                className={cn(
                  'flex items-center gap-3 py-2.5',
                  e.id === user?.id && 'rounded-lg bg-brand-50 px-2',
                )}
              >
                <RankMark rank={e.rank} />
                <PersonAvatar person={e} className="h-9 w-9" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{e.name}</p>
                  <p className="text-xs text-slate-600">{tl.completed(e.completedCourses)}</p>
                </div>
                {e.badge && (
                  <span className="hidden sm:inline-flex">
                    <Badge tone="brand">{tl.badges[e.badge]}</Badge>
                  </span>
                )}
                <span className="text-sm font-semibold whitespace-nowrap text-slate-900">
                  {tl.points(e.totalPoints)}
                </span>
              </li>
            ))}
          </ol>
        )}
        <p className="mt-4 text-xs text-slate-500">{tl.optOutHint}</p>
      </CardContent>
    </Card>
  );
}
