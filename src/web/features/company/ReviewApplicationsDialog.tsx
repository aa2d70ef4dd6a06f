import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { CompanyApplication } from '../../../contracts/company.ts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../domain/vacancies/index.ts';
import { t } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { DialogContent } from '../../ui/Dialog.tsx';
import { inputClass } from '../../ui/Field.tsx';
import { MatchBreakdown } from '../../ui/MatchBreakdown.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { companyApplicationsQuery, useSetApplicationStatus } from './api.ts';

/**
 * Sollicitaties beoordelen: every application to the company's vacancies with a status control; with
 * `vacancy`, the applicants of that one vacancy.
 */
export function ReviewApplicationsDialog({ vacancy }: { vacancy?: { id: number; title: string } } = {}) {
  const query = useQuery(companyApplicationsQuery());
  const apps = {
    ...query,
    data: vacancy ? query.data?.filter((a) => a.vacancyId === vacancy.id) : query.data,
  };
  const r = t.company.review;
  return (
    <DialogContent
      title={vacancy ? r.perVacancyTitle(vacancy.title) : r.title}
      description={vacancy ? r.perVacancyDescription : r.description}
      className="max-w-3xl"
    >
      {apps.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : apps.isError ? (
        <QueryError query={query} compact />
      ) : (apps.data ?? []).length === 0 ? (
        <p className="text-sm text-slate-600">{r.none}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {(apps.data ?? []).map((a) => (
            <li key={a.id}>
              <ApplicationRow application={a} />
            </li>
          ))}
        </ul>
      )}
    </DialogContent>
  );
}

function ApplicationRow({ application: a }: { application: CompanyApplication }) {
  const id = useId();
  const setStatus = useSetApplicationStatus();
  const r = t.company.review;
  // Afgewezen tells the candidate at once, so it is confirmed first.
  const [confirmReject, setConfirmReject] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirmReject) confirmButton.current?.focus();
  }, [confirmReject]);
  const choose = (status: ApplicationStatus) => {
    if (status === a.status) return;
    if (status === 'rejected') setConfirmReject(true);
    else change(status);
  };
  const change = (status: ApplicationStatus) =>
    setStatus.mutate(
      { id: a.id, status },
      {
        onSuccess: () =>
          toast({ title: r.updated, description: `${a.talentName}: ${t.vacancies.status[status]}` }),
        onError: (err) => toast({ title: r.failed, description: errorText(err), variant: 'destructive' }),
      },
    );
  return (
    <article className="rounded-xl border border-slate-200 p-4" aria-labelledby={`${id}-name`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-name`} className="font-semibold text-slate-900">
            {a.talentName}
          </h3>
          <p className="text-sm break-words text-slate-600">
            {a.vacancyTitle} · {formatDate(a.createdAt)}
          </p>
          <p className="text-sm break-all text-slate-600">{a.talentEmail}</p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-status`} className="text-xs font-medium text-slate-700">
            {r.statusLabel(a.talentName)}
          </label>
          <select
            id={`${id}-status`}
            className={`${inputClass} h-9 w-44`}
            value={a.status}
            disabled={setStatus.isPending}
            onChange={(e) => choose(e.target.value as ApplicationStatus)}
          >
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t.vacancies.status[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {confirmReject && (
        <div
          role="alertdialog"
          aria-labelledby={`${id}-reject-title`}
          aria-describedby={`${id}-reject-text`}
          className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-950"
        >
          <p id={`${id}-reject-title`} className="font-semibold">
            {r.rejectTitle(a.talentName)}
          </p>
          <p id={`${id}-reject-text`} className="mt-0.5">
            {r.rejectText(a.talentName)}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              ref={confirmButton}
              size="sm"
              variant="destructive"
              disabled={setStatus.isPending}
              onClick={() => {
                setConfirmReject(false);
                change('rejected');
              }}
            >
              {r.rejectConfirm}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirmReject(false)}>
              {r.rejectCancel}
            </Button>
          </div>
        </div>
      )}
      <MatchBreakdown match={a.match} />
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">{r.motivation}</summary>
        <p className="mt-1 whitespace-pre-line text-slate-700">{a.motivation}</p>
      </details>
    </article>
  );
}
