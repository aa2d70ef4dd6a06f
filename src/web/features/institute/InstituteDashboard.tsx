import { useQuery } from '@tanstack/react-query';
import { Award, BarChart3, BookOpen, Euro, MessageSquare, Plus, Star, Users } from 'lucide-react';
import type { PublicUser } from '../../../contracts/auth.ts';
import { getLocale, section } from '../../i18n/index.ts';
import { formatRating } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { StatTile } from '../../ui/StatTile.tsx';
import { instituteCoursesQuery, instituteDashboardQuery } from './api.ts';
import { UnverifiedNotice } from './UnverifiedNotice.tsx';

const t = section((m) => m.courses.dashboard);
/**
 * 12525 → "€ 12,5K" (nl) or "€12.5k" (en): the spec's short form (§2.13) in the locale's format
 * (numbers and money in the locale's format everywhere).
 */
const kEuro = (n: number) =>
  new Intl.NumberFormat(getLocale(), {
    style: 'currency',
    currency: 'EUR',
    notation: n >= 1000 ? 'compact' : 'standard',
    maximumFractionDigits: n >= 1000 ? 1 : 0,
  }).format(n);
const icon = (I: typeof BookOpen) => <I className="h-5 w-5" aria-hidden="true" />;

/** Spec §2.13, every figure from GET /api/institute/dashboard and the institute's own courses. */
export default function InstituteDashboard({ user: _user }: { user: PublicUser }) {
  const dash = useQuery(instituteDashboardQuery());
  const courses = useQuery(instituteCoursesQuery());
  const d = dash.data;
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-2xl bg-gradient-to-r from-brand-700 to-brand-600 p-5 text-white shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">{t.bannerTitle}</h1>
        <p className="mt-1 text-brand-50">{t.bannerText}</p>
      </section>
      <UnverifiedNotice />
      {dash.isError && <p className="text-red-700">{t.loadFailed}</p>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={dash.isPending}>
        <StatTile
          icon={icon(BookOpen)}
          label={t.tiles.activeCourses}
          value={d ? String(d.activeCourses) : '–'}
        />
        <StatTile icon={icon(Users)} label={t.tiles.students} value={d ? String(d.totalStudents) : '–'} />
        <StatTile icon={icon(Star)} label={t.tiles.rating} value={d ? formatRating(d.averageRating) : '–'} />
        <StatTile icon={icon(Euro)} label={t.tiles.revenue} value={d ? kEuro(d.monthlyRevenue) : '–'} />
      </div>

      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle>{t.overview}</CardTitle>
            <ButtonLink to="/institute" size="sm">
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t.addCourse}
            </ButtonLink>
          </CardHeader>
          <CardContent>
            {courses.isPending ? (
              <Skeleton className="h-40 w-full" />
            ) : (courses.data ?? []).length === 0 ? (
              <p className="py-2 text-sm text-slate-600" data-testid="overview-empty">
                {t.overviewEmpty}
              </p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {(courses.data ?? []).map((c) => (
                  <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <div className="min-w-0">
                      <p className="font-medium break-words text-slate-900">{c.title}</p>
                      <p className="text-sm text-slate-600">
                        {t.enrollments(c.enrollments)} ·{' '}
                        <span className="inline-flex items-center gap-1">
                          <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
                          {formatRating(c.rating)}
                        </span>
                      </p>
                    </div>
                    <Badge
                      tone={c.status === 'active' ? 'green' : c.status === 'draft' ? 'amber' : 'neutral'}
                    >
                      {c.status === 'active'
                        ? t.statusActive
                        : c.status === 'draft'
                          ? t.statusDraft
                          : t.statusArchived}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>

        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t.activity}</CardTitle>
            </CardHeader>
            <CardContent>
              {!d ? (
                <Skeleton className="h-28 w-full" />
              ) : d.recentActivity.length === 0 ? (
                <p className="text-sm text-slate-600">{t.noActivity}</p>
              ) : (
                <ul className="flex flex-col gap-3" data-testid="student-activity">
                  {d.recentActivity.map((a) => (
                    <li key={a.kind} className="flex items-start justify-between gap-3 text-sm">
                      <span className="text-slate-700">
                        {t.activityText[a.kind](a.studentName, a.courseTitle)}
                      </span>
                      <Badge tone={a.kind === 'active' ? 'green' : a.kind === 'new' ? 'blue' : 'amber'}>
                        {t.badges[a.kind]}
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t.quickActions}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2">
              <ButtonLink to="/institute" variant="outline" className="justify-start">
                {icon(Plus)}
                {t.actions.newCourse}
              </ButtonLink>
              <ButtonLink to="/institute?tab=learners" variant="outline" className="justify-start">
                {icon(Users)}
                {t.actions.progress}
              </ButtonLink>
              <ButtonLink to="/institute?tab=analytics" variant="outline" className="justify-start">
                {icon(BarChart3)}
                {t.actions.analytics}
              </ButtonLink>
              <ButtonLink to="/institute?tab=reviews" variant="outline" className="justify-start">
                {icon(MessageSquare)}
                {t.actions.reviews}
              </ButtonLink>
            </CardContent>
          </Card>
        </div>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t.performance}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="performance">
            <Perf
              label={t.growth}
              value={d ? `${d.monthlyGrowthPercent >= 0 ? '+' : ''}${d.monthlyGrowthPercent}%` : '–'}
            />
            <Perf label={t.completion} value={d ? `${d.completionRatePercent}%` : '–'} />
            <Perf label={t.satisfaction} value={d ? `${formatRating(d.satisfaction)}/5` : '–'} />
            <Perf
              label={t.certificates}
              value={d ? String(d.certificatesThisMonth) : '–'}
              icon={<Award className="h-5 w-5 text-amber-500" aria-hidden="true" />}
            />
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

function Perf({ label, value, icon: i }: { label: string; value: string; icon?: React.ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 flex items-center gap-2 text-2xl font-bold text-slate-900">
        {i}
        {value}
      </dd>
    </div>
  );
}
