import { Medal as MedalIcon } from 'lucide-react';
import { medalFor } from '../../../domain/community/points.ts';
import { t } from '../../i18n/index.ts';
import { cn } from '../../ui/cn.ts';

const COLORS = { gold: 'text-amber-500', silver: 'text-slate-400', bronze: 'text-orange-700' } as const;

/** A medal for ranks 1–3 (named for screen readers), else the rank number. */
export function RankMark({ rank }: { rank: number }) {
  const medal = medalFor(rank);
  if (!medal)
    return (
      <span className="inline-flex h-8 w-8 items-center justify-center text-sm font-semibold text-slate-600">
        {rank}
      </span>
    );
  return (
    <span
      className="inline-flex h-8 w-8 items-center justify-center"
      role="img"
      aria-label={`${t.community.leaderboard.rank(rank)}: ${t.community.leaderboard.medal[medal]}`}
      data-testid={`medal-${medal}`}
    >
      <MedalIcon className={cn('h-6 w-6', COLORS[medal])} aria-hidden="true" />
    </span>
  );
}
