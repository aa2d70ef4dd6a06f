import { BarChart3, BookOpen, Euro, Star, TrendingUp } from 'lucide-react';
import { useId, useState } from 'react';
import type { PublicUser } from '../../../contracts/auth.ts';
import type { InstituteStats } from '../../../contracts/courses.ts';
import { section } from '../../i18n/index.ts';
import { formatEuro, formatRating } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { Field, Input, inputClass } from '../../ui/Field.tsx';
import { StatTile } from '../../ui/StatTile.tsx';
import { toast } from '../../ui/toast.tsx';

const t = section((m) => m.courses.portal);

/** Tab Analytics: totals and a coming-soon growth card. */
export function AnalyticsTab({ stats }: { stats: InstituteStats | undefined }) {
  const a = t.analytics;
  const icon = (I: typeof BookOpen) => <I className="h-5 w-5" aria-hidden="true" />;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatTile
        icon={icon(BarChart3)}
        label={a.totalEnrollments}
        value={String(stats?.totalEnrollments ?? 0)}
      />
      <StatTile icon={icon(Star)} label={a.averageRating} value={formatRating(stats?.averageRating)} />
      <StatTile icon={icon(Euro)} label={a.totalRevenue} value={formatEuro(stats?.revenue ?? 0)} />
      <StatTile icon={icon(BookOpen)} label={a.activeCourses} value={String(stats?.activeCourses ?? 0)} />
      <Card className="sm:col-span-2 lg:col-span-4">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <TrendingUp className="h-5 w-5 text-brand-600" aria-hidden="true" />
            {a.trendsTitle}
          </CardTitle>
          <CardDescription>{a.trendsText}</CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}

/** Tab Instellingen: name, licence type, save and a licence card; none of it makes a call (spec §2.15). */
export function SettingsTab({ user }: { user: PublicUser }) {
  const s = t.settings;
  const [name, setName] = useState(user.instituteName ?? '');
  const [licence, setLicence] = useState('starter');
  const licenceId = useId();
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
      <Card>
        <CardHeader>
          <CardTitle>{s.title}</CardTitle>
        </CardHeader>
        <CardContent>
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              toast({ title: s.saveSoon });
            }}
          >
            <Field label={s.name}>
              {(p) => <Input id={p.id} value={name} onChange={(e) => setName(e.target.value)} />}
            </Field>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={licenceId} className="text-sm font-medium text-slate-800">
                {s.licence}
              </label>
              <select
                id={licenceId}
                value={licence}
                onChange={(e) => setLicence(e.target.value)}
                className={`${inputClass} h-10`}
              >
                <option value="starter">{s.starter}</option>
                <option value="professional">{s.professional}</option>
                <option value="enterprise">{s.enterprise}</option>
              </select>
            </div>
            <div>
              <Button type="submit">{s.save}</Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{s.licenceTitle}</CardTitle>
          <CardDescription>{s.noLicence}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <p className="flex items-center justify-between text-sm">
            <span className="text-slate-600">{s.status}</span>
            <Badge tone="green">{s.statusActive}</Badge>
          </p>
          <Button variant="outline" onClick={() => toast({ title: s.saveSoon })}>
            {s.upgrade}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
