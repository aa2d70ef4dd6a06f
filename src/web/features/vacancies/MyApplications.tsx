import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { t } from '../../i18n/index.ts';
import { formatDate } from '../../lib/format.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { MatchBreakdown } from '../../ui/MatchBreakdown.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { SkillFix } from '../talent/index.ts';
import { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';
import { myApplicationsQuery } from './api.ts';

/** The talent's own applications with their status, newest first. */
export function MyApplications() {
  const apps = useQuery(myApplicationsQuery());
  const v = t.vacancies;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{v.myApplications}</CardTitle>
      </CardHeader>
      <CardContent>
        {apps.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : apps.isError ? (
          <QueryError query={apps} title={v.loadFailed} compact />
        ) : (apps.data ?? []).length === 0 ? (
          <p className="text-sm text-slate-600">{v.noApplications}</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={v.myApplications}>
            {(apps.data ?? []).map((a) => (
              <li key={a.id} className="py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0">
                    <Link
                      to={`/vacatures/${a.vacancyId}`}
                      className="font-medium break-words text-slate-900 hover:text-brand-700 hover:underline"
                    >
                      {a.vacancyTitle}
                    </Link>
                    <p className="text-sm text-slate-600">
                      {a.companyName} · {v.appliedOn(formatDate(a.createdAt))}
                    </p>
                  </div>
                  <ApplicationStatusBadge status={a.status} />
                </div>
                <MatchBreakdown
                  match={a.match}
                  headingLevel={3}
                  action={(skill) => <SkillFix skill={skill} />}
                />
                <p className="mt-1 text-xs text-slate-600">{t.evidence.companySees}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
