import { BarChart3, BookOpen, Euro, Star, TrendingUp } from 'lucide-react';
import type { PublicUser } from '../../../contracts/auth.ts';
import type { InstituteStats } from '../../../contracts/courses.ts';
import { section } from '../../i18n/index.ts';
import { formatEuro, formatRating } from '../../lib/format.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { StatTile } from '../../ui/StatTile.tsx';
import { TrendsChart } from '../analytics/index.ts';
import { InstituteSettingsForm } from './InstituteSettingsForm.tsx';
import { LicenceCard } from './LicenceCard.tsx';
import { OoapiSourceCard } from './OoapiSourceCard.tsx';

const t = section((m) => m.courses.portal);

/** Tab Analytics: totals and Groeitrends (a chart per month or week, with a table alternative). */
export function AnalyticsTab({ stats }: { stats: InstituteStats | undefined }) {
  const a = t.analytics;
  const icon = (I: typeof BookOpen) => <I className="h-5 w-5" aria-hidden="true" />;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatTile
        icon={icon(BarChart3)}
        label={a.totalEnrollments}
        value={String(stats?.totalEnrollments ?? 0)}
      />
      <StatTile icon={icon(Star)} label={a.averageRating} value={formatRating(stats?.averageRating)} />
      <StatTile icon={icon(Euro)} label={a.totalRevenue} value={formatEuro(stats?.revenue ?? 0)} />
      <StatTile icon={icon(BookOpen)} label={a.activeCourses} value={String(stats?.activeCourses ?? 0)} />
      <Card className="min-w-0 sm:col-span-2 lg:col-span-4">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <TrendingUp className="h-5 w-5 text-brand-600" aria-hidden="true" />
            {a.trendsTitle}
          </CardTitle>
          <CardDescription>{a.trendsText}</CardDescription>
        </CardHeader>
        <CardContent>
          <TrendsChart owner="institute" />
        </CardContent>
      </Card>
    </div>
  );
}

/** Tab Instellingen: the institute's settings (saved through the API) and the licence card (real tier, Upgraden). */
export function SettingsTab(_props: { user: PublicUser }) {
  const s = t.settings;
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
      <Card>
        <CardHeader>
          <CardTitle>{s.title}</CardTitle>
        </CardHeader>
        <CardContent>
          <InstituteSettingsForm />
        </CardContent>
      </Card>
      <LicenceCard />
      <OoapiSourceCard />
    </div>
  );
}
