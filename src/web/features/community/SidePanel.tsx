import { useQuery } from '@tanstack/react-query';
import { Settings } from 'lucide-react';
import { useState } from 'react';
import { TOP_CONTRIBUTORS } from '../../../contracts/community.ts';
import { t } from '../../i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { Dialog, DialogContent } from '../../ui/Dialog.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { UserSettingsPanel } from '../notifications/index.ts';
import { leaderboardQuery, statsQuery } from './api.ts';
import { RankMark } from './Medal.tsx';
import { PersonAvatar } from './PersonAvatar.tsx';

/** Own stats and the top 5 contributors (spec §2.16, §9). */
export function SidePanel() {
  const ts = t.community.side;
  const stats = useQuery(statsQuery());
  const board = useQuery(leaderboardQuery());
  const [settingsOpen, setSettingsOpen] = useState(false);
  const rows: [string, number | undefined][] = [
    [ts.activeCourses, stats.data?.activeCourses],
    [ts.completedCourses, stats.data?.completedCourses],
    [ts.certificates, stats.data?.certificates],
    [ts.communityMembers, stats.data?.communityMembers],
    [ts.points, stats.data?.totalPoints],
  ];
  return (
    <aside className="flex flex-col gap-4" aria-label={ts.myStats}>
      <Card>
        <CardHeader>
          <CardTitle>{ts.myStats}</CardTitle>
        </CardHeader>
        <CardContent>
          {stats.isError ? (
            <QueryError query={stats} title={t.community.loadFailed} compact />
          ) : (
            <dl className="grid grid-cols-2 gap-3" data-testid="my-stats">
              {rows.map(([label, value]) => (
                <div key={label} className="rounded-xl bg-slate-50 p-3">
                  <dt className="text-xs text-slate-600">{label}</dt>
                  <dd className="text-xl font-bold text-slate-900">{value ?? '–'}</dd>
                </div>
              ))}
            </dl>
          )}
          <Button variant="outline" size="sm" className="mt-4 w-full" onClick={() => setSettingsOpen(true)}>
            <Settings className="h-4 w-4" aria-hidden="true" />
            {ts.settings}
          </Button>
          <Dialog open={settingsOpen} onOpenChange={setSettingsOpen}>
            <DialogContent
              title={t.notifications.settings.title}
              description={t.notifications.settings.description}
            >
              <UserSettingsPanel onSaved={() => setSettingsOpen(false)} />
            </DialogContent>
          </Dialog>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{ts.topContributors}</CardTitle>
        </CardHeader>
        <CardContent>
          {board.isLoading ? (
            <Skeleton className="h-40 w-full" />
          ) : board.isError ? (
            <QueryError query={board} title={t.community.loadFailed} compact />
          ) : (
            <ol className="flex flex-col gap-2" data-testid="top-contributors">
              {(board.data ?? []).slice(0, TOP_CONTRIBUTORS).map((e) => (
                <li key={e.id} className="flex items-center gap-2">
                  <RankMark rank={e.rank} />
                  <PersonAvatar person={e} className="h-8 w-8" />
                  <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">{e.name}</span>
                  <span className="text-xs whitespace-nowrap text-slate-600">
                    {t.community.leaderboard.points(e.totalPoints)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </aside>
  );
}
