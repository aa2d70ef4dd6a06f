import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { CompanySubsidyRequest } from '../../../contracts/subsidy-applications.ts';
import { t } from '../../i18n/index.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { formatShortDate } from '../../lib/format.ts';
import { useRequireSignIn } from '../../lib/use-require-sign-in.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Dialog, DialogContent } from '../../ui/Dialog.tsx';
import { TextareaField } from '../../ui/Field.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { toast } from '../../ui/toast.tsx';
import { companyRequestsQuery, useDecideRequest } from './api.ts';
import { DossierCard } from './DossierCard.tsx';

/**
 * /subsidieverzoeken: the company's view of the requests its employees made to apply for an employer
 * scheme. Accepting makes the company the applicant; it then records each step on the dossier.
 */
export default function CompanyRequestsPage() {
  const user = useRequireSignIn(t.toasts.unauthorized);
  const query = useQuery({ ...companyRequestsQuery(), enabled: !!user && user.userType === 'company' });
  const s = t.dossiers.company;
  if (!user) return <Spinner />;
  return (
    <div className="space-y-6">
      <PageTitle title={s.title} subtitle={s.subtitle} />
      {user.userType !== 'company' ? (
        <Card className="p-6 text-slate-700">{s.onlyCompanies}</Card>
      ) : query.isLoading ? (
        <Spinner />
      ) : query.isError || !query.data ? (
        <QueryError query={query} title={s.loadError} />
      ) : query.data.length === 0 ? (
        <Card className="p-6 text-slate-700">{s.empty}</Card>
      ) : (
        <ul className="space-y-4">
          {query.data.map((r) => (
            <li key={r.id}>
              <RequestItem request={r} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RequestItem({ request: r }: { request: CompanySubsidyRequest }) {
  const s = t.dossiers.company;
  const decide = useDecideRequest(r.id);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const send = (accept: boolean) =>
    decide.mutate(accept ? { accept } : { accept, ...(reason.trim() ? { reason } : {}) }, {
      onSuccess: () => {
        toast({ title: accept ? s.accepted : s.declined, description: r.dossier.subsidyType });
        setDeclining(false);
      },
      onError: (err) =>
        toast({
          title: s.failed,
          description: err instanceof ApiError ? err.serverMessage : errorText(err),
          variant: 'destructive',
        }),
    });
  const onDecline = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };
  const open = r.request === 'requested' && r.dossier.status === 'concept';
  return (
    <section aria-label={`${r.dossier.subsidyType}, ${r.dossier.talentName}`} className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className="font-medium text-slate-900">{s.requestedBy(r.dossier.talentName)}</span>
        {r.requestedAt && (
          <span>
            · {s.requestedOn} {formatShortDate(r.requestedAt)}
          </span>
        )}
        <Badge tone={r.request === 'requested' ? 'amber' : r.request === 'accepted' ? 'green' : 'neutral'}>
          {s.requestState[r.request]}
        </Badge>
      </div>
      {r.message && (
        <p className="text-sm text-slate-800">
          <span className="font-medium">{s.message}: </span>
          {r.message}
        </p>
      )}
      {open && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => send(true)} disabled={decide.isPending}>
            {s.accept}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDeclining(true)} disabled={decide.isPending}>
            {s.decline}
          </Button>
        </div>
      )}
      <DossierCard dossier={r.dossier} forEmployer />
      <Dialog open={declining} onOpenChange={setDeclining}>
        {declining && (
          <DialogContent title={s.declineTitle} description={s.declineDescription}>
            <form noValidate onSubmit={onDecline} className="flex flex-col gap-4">
              <TextareaField
                label={s.reason}
                value={reason}
                maxLength={1000}
                onChange={(e) => setReason(e.target.value)}
              />
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="outline" onClick={() => setDeclining(false)}>
                  {t.dossiers.cancel}
                </Button>
                <Button type="submit" variant="destructive" disabled={decide.isPending}>
                  {s.declineSubmit}
                </Button>
              </div>
            </form>
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}
