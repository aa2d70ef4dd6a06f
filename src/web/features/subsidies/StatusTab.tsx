import { useQuery } from '@tanstack/react-query';
import type { SubsidyApplicationStatus } from '../../../contracts/talent.ts';
import { t } from '../../i18n/index.ts';
import { formatEuro, formatShortDate } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Card } from '../../ui/Card.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { subsidyApplicationsQuery } from './api.ts';

const TONES: Record<SubsidyApplicationStatus, 'green' | 'amber' | 'red'> = {
  approved: 'green',
  pending: 'amber',
  rejected: 'red',
};

/** Status: the user's subsidy applications (spec §2.14), newest first as the API sends them. */
export function StatusTab() {
  const s = t.subsidies;
  const query = useQuery(subsidyApplicationsQuery());
  if (query.isLoading)
    return (
      <p role="status" className="text-slate-600">
        {s.statusLoading}
      </p>
    );
  if (query.isError || !query.data) return <QueryError query={query} title={s.statusError} />;
  if (query.data.length === 0) return <Card className="p-6 text-slate-600">{s.statusEmpty}</Card>;
  return (
    <ul className="space-y-3">
      {query.data.map((a) => (
        <li key={a.id}>
          <Card className="p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="font-semibold text-slate-900">{a.subsidyType}</h2>
              <Badge tone={TONES[a.status]}>{s.statusLabels[a.status]}</Badge>
            </div>
            <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-500">{s.course}</dt>
                <dd className="text-slate-900">{a.course?.title ?? s.noCourse}</dd>
              </div>
              <div>
                <dt className="text-slate-500">{s.requestedAmount}</dt>
                <dd className="text-slate-900">{formatEuro(a.requestedAmount)}</dd>
              </div>
              {a.approvedAmount !== null && (
                <div>
                  <dt className="text-slate-500">{s.approvedAmount}</dt>
                  <dd className="text-slate-900">{formatEuro(a.approvedAmount)}</dd>
                </div>
              )}
              <div>
                <dt className="text-slate-500">{s.createdAt}</dt>
                <dd className="text-slate-900">{formatShortDate(a.createdAt)}</dd>
              </div>
              <div className="sm:col-span-2">
                <dt className="text-slate-500">{s.motivation}</dt>
                <dd className="text-slate-900">{a.motivation}</dd>
              </div>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}
