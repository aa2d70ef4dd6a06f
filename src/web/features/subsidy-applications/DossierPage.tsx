import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { t } from '../../i18n/index.ts';
import { useRequireSignIn } from '../../lib/use-require-sign-in.ts';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { dossierQuery } from './api.ts';
import { StatusBadge } from './DossierCard.tsx';
import { DossierChecklist, DossierFacts, DossierHistory } from './DossierDetails.tsx';

/**
 * /subsidies/dossiers/{id}: one dossier in full, printable, so a talent without a linked employer
 * can hand the summary to the employer outside the platform.
 */
export default function DossierPage() {
  const user = useRequireSignIn(t.toasts.unauthorized);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...dossierQuery(valid ? id : 0), enabled: !!user && valid });
  const s = t.dossiers;
  if (!user) return <Spinner />;
  if (!valid) return <Card className="p-6">{s.summary.notFound}</Card>;
  if (query.isLoading) return <Spinner />;
  if (query.isError || !query.data) return <QueryError query={query} title={s.summary.notFound} />;
  const d = query.data;
  return (
    <div className="space-y-6">
      <PageTitle title={s.summary.title} subtitle={s.summary.intro(d.talentName, d.subsidyType)} />
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden="true" />
          {s.summary.print}
        </Button>
        {user.userType === 'company' ? (
          <Link to="/subsidieverzoeken" className={buttonClass('outline')}>
            {s.company.backToRequests}
          </Link>
        ) : (
          <Link to="/subsidies?tab=aanvragen" className={buttonClass('outline')}>
            {s.summary.back}
          </Link>
        )}
      </div>
      <Card className="space-y-5 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 text-lg font-semibold break-words text-slate-900">{d.subsidyType}</h2>
          <StatusBadge status={d.status} />
        </div>
        <p className="text-sm text-slate-800">
          <span className="font-medium">{s.nextStep}: </span>
          {d.nextStep}
        </p>
        <DossierFacts dossier={d} />
        <DossierChecklist dossier={d} forEmployer={user.userType === 'company'} />
        <DossierHistory dossier={d} open />
      </Card>
    </div>
  );
}
