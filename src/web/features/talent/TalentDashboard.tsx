import { useQuery } from '@tanstack/react-query';
import { Activity, Award, BookOpen, Target } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicUser } from '../../../contracts/auth.ts';
import type { ScanResult } from '../../../contracts/scan.ts';
import { categoryLabel, levelLabel } from '../../../domain/courses.ts';
import { isActiveEnrollment } from '../../../domain/enrollments/index.ts';
import { displayName, isNewAccount } from '../../../domain/user-display.ts';
import { t as all, getLanguage, section } from '../../i18n/index.ts';
import { formatDate } from '../../lib/format.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { CourseProgress } from '../../ui/CourseProgress.tsx';
import { cn } from '../../ui/cn.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { ScoreBar } from '../../ui/ScoreBar.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { enrollmentsQuery } from '../courses/index.ts';
import { myCredentialsQuery } from '../credentials/index.ts';
import { assessmentsQuery, scanDraftQuery, scanResultQuery } from '../scan/index.ts';
import { recentActivityQuery, skillsMatchQuery } from './api.ts';

const t = section((m) => m.talentDashboard);

const DOT: Record<string, string> = {
  green: 'bg-emerald-500',
  blue: 'bg-sky-500',
  orange: 'bg-orange-500',
};

function Tile({
  icon: Icon,
  label,
  value,
  hint,
  loading,
  link,
}: {
  icon: typeof Award;
  label: string;
  value: string;
  hint?: string;
  loading: boolean;
  link?: { to: string; text: string };
}) {
  return (
    <Card className="flex min-w-0 items-center gap-4 p-5">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600">{label}</p>
        {loading ? (
          <Skeleton className="mt-1 h-7 w-12" />
        ) : (
          <p className="text-2xl font-bold text-slate-900 tabular-nums">{value}</p>
        )}
        {hint && !loading && <p className="line-clamp-2 text-xs text-slate-500">{hint}</p>}
        {link && (
          <Link to={link.to} className="text-xs font-medium text-brand-700 hover:underline">
            {link.text}
          </Link>
        )}
      </div>
    </Card>
  );
}

/** The three strongest RIASEC interests of the latest scan, with their names in the UI language. */
function topInterests(result: ScanResult): [string, number][] {
  const labels = all.passport.riasec;
  return (Object.keys(labels) as (keyof typeof labels)[])
    .map((k) => [labels[k], Math.round(result[k])] as [string, number])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3);
}

/** The talent dashboard (spec §2.11). All its queries start at once (no waterfall). */
export default function TalentDashboard({ user }: { user: PublicUser }) {
  const enrollments = useQuery(enrollmentsQuery());
  // Certificates are the learner's valid Open Badges credentials.
  const certificates = useQuery({
    ...myCredentialsQuery(),
    select: (list) => list.filter((c) => c.status === 'valid'),
  });
  const match = useQuery(skillsMatchQuery());
  const assessments = useQuery(assessmentsQuery());
  const activity = useQuery(recentActivityQuery());
  const scan = useQuery(scanResultQuery());

  const running = (enrollments.data ?? []).filter((e) => isActiveEnrollment(e.status));
  const hasAssessment = (assessments.data?.length ?? 0) > 0;
  // A scan half done: the button resumes it (the spec's Start assessment would start it over).
  const draft = useQuery(scanDraftQuery());
  const scanInProgress = Object.keys(draft.data?.answers ?? {}).length > 0;
  // A new account that has done nothing yet (no scan, no course) is welcomed, not welcomed back.
  const firstVisit =
    isNewAccount(user) &&
    assessments.isSuccess &&
    !hasAssessment &&
    enrollments.isSuccess &&
    enrollments.data.length === 0;

  return (
    <div className="space-y-6">
      <PageTitle title={(firstVisit ? t.welcomeNew : t.welcome)(displayName(user))} subtitle={t.subtitle} />

      <section className="grid gap-4 sm:grid-cols-3" aria-label={t.tilesLabel}>
        <Tile
          icon={BookOpen}
          label={t.tiles.active}
          value={enrollments.isError ? '–' : String(running.length)}
          loading={enrollments.isLoading}
        />
        <Tile
          icon={Award}
          label={t.tiles.certificates}
          value={certificates.isError ? '–' : String(certificates.data?.length ?? 0)}
          loading={certificates.isLoading}
        />
        <Tile
          icon={Target}
          label={t.tiles.skillsMatch}
          value={match.isError ? '–' : match.data ? `${Math.round(match.data.matchPercentage)}%` : t.none}
          hint={match.data ? t.matchAt(match.data.vacancyTitle, match.data.companyName) : undefined}
          loading={match.isLoading}
          link={{ to: '/vacatures', text: t.viewVacancies }}
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader className="flex-row items-center justify-between">
            <CardTitle>{t.currentCourses}</CardTitle>
            <ButtonLink to="/progress" variant="ghost" size="sm">
              {t.allCourses}
            </ButtonLink>
          </CardHeader>
          <CardContent>
            {enrollments.isLoading ? (
              <Skeleton className="h-24 w-full" />
            ) : enrollments.isError ? (
              <QueryError query={enrollments} title={t.coursesLoadError} />
            ) : running.length === 0 ? (
              <div className="space-y-3">
                <p className="text-sm text-slate-600">{t.noCourses}</p>
                <ButtonLink to="/courses" variant="outline" size="sm">
                  {t.findCourses}
                </ButtonLink>
              </div>
            ) : (
              <ul className="space-y-4">
                {running.slice(0, 3).map((e) => (
                  <li key={e.id} className="rounded-xl border border-slate-200 p-4">
                    <CourseProgress
                      title={e.course.title}
                      to={`/progress#course-${e.courseId}`}
                      detail={`${categoryLabel(e.course.category, getLanguage())} · ${levelLabel(e.course.level, getLanguage())}`}
                      progress={e.progress}
                      label={t.progressOf(e.course.title)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t.skillsProfile}</CardTitle>
            {scan.data && <p className="text-xs text-slate-500">{t.skillsFromScan}</p>}
          </CardHeader>
          <CardContent className="space-y-4">
            {scan.isLoading ? (
              <Skeleton className="h-20 w-full" />
            ) : scan.isError ? (
              <QueryError query={scan} title={t.skillsLoadError} />
            ) : scan.data ? (
              topInterests(scan.data).map(([label, value]) => (
                <ScoreBar key={label} label={label} value={value} />
              ))
            ) : (
              <p className="text-sm text-slate-600">{t.skillsNoScan}</p>
            )}
            <ButtonLink to="/assessment" variant="outline" className="w-full">
              {scanInProgress ? t.resumeScan : hasAssessment ? t.renewAssessment : t.startAssessment}
            </ButtonLink>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Activity className="h-5 w-5 text-brand-600" aria-hidden="true" />
            {t.recentActivity}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {activity.isLoading ? (
            <Skeleton className="h-20 w-full" />
          ) : activity.isError ? (
            <QueryError query={activity} title={t.activityLoadError} />
          ) : (activity.data?.items ?? []).length === 0 ? (
            <p className="text-sm text-slate-600">{t.noActivity}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {(activity.data?.items ?? []).map((a) => (
                <li key={a.id} className="flex gap-3 py-3">
                  <span
                    aria-hidden="true"
                    className={cn('mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full', DOT[a.color] ?? 'bg-slate-400')}
                  />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">{a.title}</p>
                    <p className="text-sm text-slate-600">{a.description}</p>
                  </div>
                  <time dateTime={a.timestamp} className="shrink-0 text-xs text-slate-500">
                    {formatDate(a.timestamp)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
