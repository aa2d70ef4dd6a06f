import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { t } from '../../i18n/index.ts';
import { Card } from '../../ui/Card.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { subsidyApplicationsQuery } from '../subsidies/index.ts';
import { DossierCard } from './DossierCard.tsx';
import { isOpen } from './format.ts';

/** Aanvragen: the user's own open dossiers (concept and submitted), with next step and deadline. */
export function ApplicationsTab() {
  const s = t.dossiers;
  const query = useQuery(subsidyApplicationsQuery());
  if (query.isLoading)
    return (
      <p role="status" className="text-slate-600">
        {s.loading}
      </p>
    );
  if (query.isError || !query.data) return <QueryError query={query} title={s.loadError} />;
  const open = query.data.filter(isOpen);
  if (open.length === 0)
    return (
      <Card className="p-8 text-center">
        <FileText className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
        <p className="mt-3 font-medium text-slate-900">{s.applicationsEmpty}</p>
        <p className="mt-1 text-sm text-slate-600">{s.applicationsEmptyHint}</p>
      </Card>
    );
  return (
    <ul className="space-y-4">
      {open.map((d) => (
        <li key={d.id}>
          <DossierCard dossier={d} />
        </li>
      ))}
    </ul>
  );
}
