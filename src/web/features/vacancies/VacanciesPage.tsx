import { useQuery } from '@tanstack/react-query';
import { Clock, MapPin, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Vacancy } from '../../../contracts/vacancies.ts';
import { canApplyToJobs } from '../../../domain/roles.ts';
import { t } from '../../i18n/index.ts';
import { useRequireSignIn } from '../../lib/use-require-sign-in.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Input } from '../../ui/Field.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { ScoreBar } from '../../ui/ScoreBar.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';
import { vacanciesQuery } from './api.ts';
import { MyApplications } from './MyApplications.tsx';
import { isShown } from './shown.ts';
import { VacancyTerms } from './VacancyTerms.tsx';

/** /vacatures: active vacancies with search and the talent's match; the talent's own applications. */
export default function VacanciesPage() {
  const user = useRequireSignIn(t.toasts.loginRequired);
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const list = useQuery({ ...vacanciesQuery(search), enabled: !!user });
  if (!user) return <Spinner />;
  const v = t.vacancies;
  const isTalent = canApplyToJobs(user);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams(draft.trim() ? { search: draft.trim() } : {});
  };

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={v.title} subtitle={v.subtitle} />
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="vacancy-search" className="sr-only">
          {v.searchLabel}
        </label>
        <Input
          id="vacancy-search"
          type="search"
          value={draft}
          maxLength={200}
          placeholder={v.searchPlaceholder}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">
          <Search className="h-4 w-4" aria-hidden="true" />
          {v.searchButton}
        </Button>
      </form>

      <div className={isTalent ? 'grid gap-6 lg:grid-cols-[1fr_22rem]' : ''}>
        <section aria-label={v.listLabel} aria-busy={list.isPending}>
          {list.isPending ? (
            <Skeleton className="h-48 w-full" />
          ) : list.isError ? (
            <QueryError query={list} title={v.loadFailed} />
          ) : list.data.length === 0 ? (
            <p className="text-slate-600">{v.none}</p>
          ) : (
            <ul className="grid gap-4">
              {list.data.map((vac) => (
                <li key={vac.id}>
                  <VacancyCard vacancy={vac} />
                </li>
              ))}
            </ul>
          )}
        </section>
        {isTalent && (
          <aside>
            <MyApplications />
          </aside>
        )}
      </div>
    </div>
  );
}

function VacancyCard({ vacancy }: { vacancy: Vacancy }) {
  const v = t.vacancies;
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900">
            <Link to={`/vacatures/${vacancy.id}`} className="hover:text-brand-700 hover:underline">
              {vacancy.title}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">{vacancy.companyName}</p>
        </div>
        {vacancy.myApplicationStatus && <ApplicationStatusBadge status={vacancy.myApplicationStatus} />}
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1">
          <MapPin className="h-4 w-4" aria-hidden="true" />
          {vacancy.location}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock className="h-4 w-4" aria-hidden="true" />
          {v.hours(vacancy.hours)}
        </span>
      </p>
      <VacancyTerms vacancy={vacancy} />
      <ul className="flex flex-wrap gap-1.5" aria-label={v.skills}>
        {vacancy.skills.map((s) => (
          <li key={s}>
            <Badge tone={isShown(vacancy.myMatch, s) ? 'green' : 'neutral'}>{s}</Badge>
          </li>
        ))}
      </ul>
      {vacancy.myMatch &&
        (vacancy.myMatch.score === null ? (
          <p className="text-sm text-slate-600">{t.evidence.scoreUnknown}</p>
        ) : (
          <ScoreBar label={v.matchLabel(vacancy.title)} value={vacancy.myMatch.score} />
        ))}
    </Card>
  );
}
