import { useQuery } from '@tanstack/react-query';
import { BookOpen, Building2, GraduationCap, Users } from 'lucide-react';
import { t } from '../../i18n/index.ts';
import { formatNumber as nf } from '../../lib/format.ts';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { StatTile } from '../../ui/StatTile.tsx';
import { platformStatsQuery } from './api.ts';

/** Beheer: platform figures counted in the database. */
export function PlatformStatsCards() {
  const ta = t.admin;
  const query = useQuery(platformStatsQuery);
  if (query.isPending) return <Skeleton className="h-24 w-full rounded-2xl" />;
  if (query.isError) return <QueryError query={query} />;
  const s = query.data;
  return (
    <section aria-labelledby="platform-stats">
      <h2 id="platform-stats" className="mb-3 text-lg font-semibold text-slate-900">
        {ta.platformStats}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatTile icon={<Users className="h-5 w-5" />} label={ta.stats.users} value={nf(s.totalUsers)} />
        <StatTile
          icon={<BookOpen className="h-5 w-5" />}
          label={ta.stats.activeCourses}
          value={nf(s.activeCourses)}
        />
        <StatTile
          icon={<GraduationCap className="h-5 w-5" />}
          label={ta.stats.completedCourses}
          value={nf(s.completedCourses)}
        />
        <StatTile
          icon={<Building2 className="h-5 w-5" />}
          label={ta.stats.companies}
          value={nf(s.companies)}
        />
      </div>
    </section>
  );
}
