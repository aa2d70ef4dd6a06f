import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Clock, MapPin } from 'lucide-react';
import { useParams } from 'react-router';
import { canApplyToJobs } from '../../../domain/roles.ts';
import { t } from '../../i18n/index.ts';
import { useRequireSignIn } from '../../lib/use-require-sign-in.ts';
import { Badge } from '../../ui/Badge.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { MatchBreakdown } from '../../ui/MatchBreakdown.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { ScoreBar } from '../../ui/ScoreBar.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { SkillFix } from '../talent/index.ts';
import { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';
import { APPLY_TITLE_ID, ApplyForm } from './ApplyForm.tsx';
import { vacancyQuery } from './api.ts';
import { isShown } from './shown.ts';
import { VacancyTerms } from './VacancyTerms.tsx';

/** /vacatures/:id: the vacancy, my match and why, and Solliciteren (once) or my application's status. */
export default function VacancyDetailPage() {
  const user = useRequireSignIn(t.toasts.loginRequired);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const vacancy = useQuery({ ...vacancyQuery(valid ? id : 0), enabled: !!user && valid });
  if (!user) return <Spinner />;
  const v = t.vacancies;
  const back = (
    <ButtonLink to="/vacatures" variant="ghost" size="sm" className="self-start">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {v.back}
    </ButtonLink>
  );
  if (!valid || vacancy.isError)
    return (
      <div className="flex flex-col gap-4">
        {back}
        <PageTitle title={v.notFound} />
      </div>
    );
  if (vacancy.isPending) return <Skeleton className="h-64 w-full" />;
  const vac = vacancy.data;
  const isTalent = canApplyToJobs(user);

  return (
    <div className="flex flex-col gap-4">
      {back}
      <PageTitle
        title={vac.title}
        subtitle={vac.companyName}
        actions={vac.status === 'closed' ? <Badge tone="neutral">{v.closed}</Badge> : undefined}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Card>
          <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1">
                <MapPin className="h-4 w-4" aria-hidden="true" />
                {vac.location}
              </span>
              <span className="inline-flex items-center gap-1">
                <Clock className="h-4 w-4" aria-hidden="true" />
                {v.hours(vac.hours)}
              </span>
            </p>
            <VacancyTerms vacancy={vac} />
            <p className="whitespace-pre-line text-slate-800">{vac.description}</p>
            <div>
              <h2 className="mb-2 font-semibold text-slate-900">{v.skills}</h2>
              <ul className="flex flex-wrap gap-1.5">
                {vac.skills.map((s) => (
                  <li key={s}>
                    <Badge tone={isShown(vac.myMatch, s) ? 'green' : 'neutral'}>{s}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          </CardContent>
        </Card>

        {isTalent && (
          <div className="flex flex-col gap-6">
            {vac.myMatch && (
              <Card>
                <CardHeader>
                  <CardTitle>{v.myMatch}</CardTitle>
                </CardHeader>
                <CardContent className="flex flex-col gap-3">
                  {vac.myMatch.score !== null && (
                    <ScoreBar label={v.matchLabel(vac.title)} value={vac.myMatch.score} />
                  )}
                  <h3 className="text-sm font-semibold text-slate-900">{v.whyMatch}</h3>
                  <p className="text-sm text-slate-700">{vac.myMatch.reason}</p>
                  <MatchBreakdown match={vac.myMatch} action={(skill) => <SkillFix skill={skill} />} />
                  {vac.myMatch.exploration && (
                    <aside className="rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-700">
                      <h3 className="font-semibold text-slate-900">{t.evidence.exploration}</h3>
                      <p className="mt-1">{vac.myMatch.exploration.text}</p>
                    </aside>
                  )}
                </CardContent>
              </Card>
            )}
            <Card>
              <CardHeader>
                <CardTitle id={APPLY_TITLE_ID}>{v.apply}</CardTitle>
              </CardHeader>
              <CardContent>
                {vac.myApplicationStatus ? (
                  <div className="flex flex-col gap-2">
                    <p className="text-sm text-slate-700">{v.alreadyApplied}</p>
                    <p className="flex items-center gap-2 text-sm">
                      {v.yourStatus}: <ApplicationStatusBadge status={vac.myApplicationStatus} />
                    </p>
                  </div>
                ) : vac.status === 'closed' ? (
                  <p className="text-sm text-slate-700">{v.closedText}</p>
                ) : (
                  <ApplyForm vacancyId={vac.id} />
                )}
              </CardContent>
            </Card>
          </div>
        )}
      </div>
    </div>
  );
}
