import { useQuery } from '@tanstack/react-query';
import { t } from '../../i18n/index.ts';
import { formatEuro, formatShortDate } from '../../lib/format.ts';
import { Card } from '../../ui/Card.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { subsidyApplicationsQuery } from '../subsidies/index.ts';
import { StatusBadge } from './DossierCard.tsx';
import { DossierHistory } from './DossierDetails.tsx';
import { formatDay } from './format.ts';

/**
 * Status (spec §2.14): every dossier past the concept stage with the provider's decision, newest
 * first as the API sends them; the same data as Aanvragen.
 */
export function StatusTab() {
  const s = t.dossiers;
  const query = useQuery(subsidyApplicationsQuery());
  if (query.isLoading)
    return (
      <p role="status" className="text-slate-600">
        {s.loading}
      </p>
    );
  if (query.isError || !query.data) return <QueryError query={query} title={s.loadError} />;
  const shown = query.data.filter((d) => d.status !== 'concept');
  if (shown.length === 0) return <Card className="p-6 text-slate-600">{s.statusEmpty}</Card>;
  return (
    <ul className="space-y-3">
      {shown.map((a) => (
        <li key={a.id}>
          <Card className="p-5" data-dossier={a.id}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="min-w-0 font-semibold break-words text-slate-900">{a.subsidyType}</h2>
              <StatusBadge status={a.status} />
            </div>
            <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-500">{s.course}</dt>
                <dd className="text-slate-900">{a.course?.title ?? s.noCourse}</dd>
              </div>
              <div>
                <dt className="text-slate-500">{s.requested}</dt>
                <dd className="text-slate-900">
                  {a.requestedAmount === null ? s.noAmount : formatEuro(a.requestedAmount)}
                </dd>
              </div>
              {a.approvedAmount !== null && (
                <div>
                  <dt className="text-slate-500">{s.approved}</dt>
                  <dd className="text-slate-900">{formatEuro(a.approvedAmount)}</dd>
                </div>
              )}
              {a.decisionDate && (
                <div>
                  <dt className="text-slate-500">{s.decisionDate}</dt>
                  <dd className="text-slate-900">{formatDay(a.decisionDate)}</dd>
                </div>
              )}
              {a.reference && (
                <div>
                  <dt className="text-slate-500">{s.reference}</dt>
                  <dd className="break-words text-slate-900">{a.reference}</dd>
                </div>
              )}
              <div>
                <dt className="text-slate-500">{s.createdAt}</dt>
                <dd className="text-slate-900">{formatShortDate(a.createdAt)}</dd>
              </div>
              {a.motivation && (
                <div className="sm:col-span-2">
                  <dt className="text-slate-500">{s.motivation}</dt>
                  <dd className="text-slate-900">{a.motivation}</dd>
                </div>
              )}
            </dl>
            <div className="mt-3">
              <DossierHistory dossier={a} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
