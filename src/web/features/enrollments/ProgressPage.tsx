import { useQuery } from '@tanstack/react-query';
import { Award, ClipboardList, Coins, Compass } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { canEnrollInCourses } from '../../../domain/roles.ts';
import { t as i18n, section } from '../../i18n/index.ts';
import { formatDate, formatEuro } from '../../lib/format.ts';
import { useRequireSignIn } from '../../lib/use-require-sign-in.ts';
import { Badge } from '../../ui/Badge.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { EnrollmentStatusBadge, enrollmentsQuery } from '../courses/index.ts';
import { myCredentialsQuery } from '../credentials/index.ts';
import { assessmentsQuery } from '../scan/index.ts';
import { subsidyApplicationsQuery } from '../subsidies/index.ts';
import { EnrollmentProgressCard } from './EnrollmentProgressCard.tsx';

const t = section((m) => m.learning.progress);

/** /progress: enrolments with progress, confirmed results, scans, dossiers. */
export default function ProgressPage() {
  const user = useRequireSignIn(i18n.toasts.loginRequired);
  if (!user) return <Spinner />;
  if (!canEnrollInCourses(user))
    return (
      <div>
        <PageTitle title={t.title} subtitle={t.subtitle} />
        <Card>
          <CardContent className="py-8 text-center text-slate-600">{t.notTalent}</CardContent>
        </Card>
      </div>
    );
  return (
    <div>
      <PageTitle title={t.title} subtitle={t.subtitle} />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="progress-courses" className="flex min-w-0 flex-col gap-4">
          <h2 id="progress-courses" className="text-xl font-semibold text-slate-900">
            {t.coursesTitle}
          </h2>
          <Courses />
        </section>
        <div className="flex min-w-0 flex-col gap-6">
          <Results />
          <Scans />
          <Dossiers />
        </div>
      </div>
    </div>
  );
}

function Courses() {
  const enrollments = useQuery(enrollmentsQuery());
  const { hash } = useLocation();
  // A link to one course's progress (/progress#course-12, from the dashboard) scrolls to it.
  useEffect(() => {
    if (enrollments.isSuccess && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [enrollments.isSuccess, hash]);
  if (enrollments.isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (enrollments.isError) return <QueryError query={enrollments} title={t.loadError} />;
  if (enrollments.data.length === 0)
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-8 text-center text-slate-600">
          {t.empty}
          <ButtonLink to="/courses">{t.browse}</ButtonLink>
        </CardContent>
      </Card>
    );
  return (
    <ul className="flex flex-col gap-4">
      {enrollments.data.map((e) => (
        <li key={e.id} id={`course-${e.courseId}`} className="scroll-mt-24">
          <EnrollmentProgressCard e={e} />
        </li>
      ))}
    </ul>
  );
}

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {icon}
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm">{children}</CardContent>
    </Card>
  );
}

const iconClass = 'h-5 w-5 text-brand-600';

function Results() {
  const enrollments = useQuery(enrollmentsQuery());
  const credentials = useQuery(myCredentialsQuery());
  const confirmed = (enrollments.data ?? []).filter((e) => e.status === 'passed' || e.status === 'failed');
  const credentialOf = (courseId: number) => credentials.data?.find((c) => c.courseId === courseId);
  return (
    <Panel icon={<Award className={iconClass} aria-hidden="true" />} title={t.resultsTitle}>
      {confirmed.length === 0 ? (
        <p className="text-slate-600">{t.noResults}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="confirmed-results">
          {confirmed.map((e) => {
            const credential = credentialOf(e.courseId);
            return (
              <li key={e.id} className="flex flex-col gap-1">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium break-words text-slate-900">{e.course.title}</span>
                  <EnrollmentStatusBadge status={e.status} />
                </span>
                {e.confirmedAt && (
                  <span className="text-slate-600">{t.confirmedOn(formatDate(e.confirmedAt))}</span>
                )}
                {credential && (
                  <a href={`/verify/${credential.id}`} className="font-medium text-brand-700 hover:underline">
                    {credential.courseTitle} · {credential.instituteName}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ButtonLink to="/skills-passport" variant="outline" size="sm" className="mt-3">
        {t.toPassport}
      </ButtonLink>
    </Panel>
  );
}

function Scans() {
  const scans = useQuery(assessmentsQuery());
  return (
    <Panel icon={<Compass className={iconClass} aria-hidden="true" />} title={t.scansTitle}>
      {scans.isError ? (
        <QueryError query={scans} title={t.loadError} />
      ) : (scans.data ?? []).length === 0 ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-slate-600">{t.noScans}</p>
          <ButtonLink to="/scan" size="sm">
            {t.doScan}
          </ButtonLink>
        </div>
      ) : (
        <ol className="flex flex-col gap-2">
          {(scans.data ?? []).map((s, i, all) => {
            // Newest first: the scan before this one is the next in the list (how the profile changed).
            const before = all[i + 1];
            return (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex flex-col">
                  <span className="text-slate-700">{t.scanOn(formatDate(s.createdAt))}</span>
                  {before && (
                    <span className="text-xs text-slate-600">
                      {before.personalityType === s.personalityType
                        ? t.scanSame
                        : t.scanChanged(before.personalityType)}
                    </span>
                  )}
                </span>
                <Badge tone="brand">{s.personalityType}</Badge>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}

function Dossiers() {
  const apps = useQuery(subsidyApplicationsQuery());
  return (
    <Panel icon={<Coins className={iconClass} aria-hidden="true" />} title={t.dossiersTitle}>
      {apps.isError ? (
        <QueryError query={apps} title={t.loadError} />
      ) : (apps.data ?? []).length === 0 ? (
        <p className="text-slate-600">{t.noDossiers}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {(apps.data ?? []).map((a) => (
            <li key={a.id} className="flex flex-col gap-0.5">
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium break-words text-slate-900">{a.subsidyType}</span>
                <Badge tone={a.status === 'approved' ? 'green' : a.status === 'rejected' ? 'red' : 'amber'}>
                  {t.dossierStatus[a.status] ?? a.status}
                </Badge>
              </span>
              <span className="text-slate-600">
                {a.course ? `${a.course.title}${a.requestedAmount != null ? ' · ' : ''}` : ''}
                {a.requestedAmount != null ? t.requested(formatEuro(a.requestedAmount)) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <ButtonLink to="/subsidies" variant="outline" size="sm" className="mt-3">
        <ClipboardList className="h-4 w-4" aria-hidden="true" />
        {t.toSubsidies}
      </ButtonLink>
    </Panel>
  );
}
