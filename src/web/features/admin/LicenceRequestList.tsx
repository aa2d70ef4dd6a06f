import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LicenceRequest } from '../../../contracts/licences.ts';
import { t } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { InputField } from '../../ui/Field.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { licenceRequestsQuery, useDecideLicence } from './api.ts';

/** Licence requests waiting for an admin: approve or decline, audited, the institute notified. */
export function LicenceRequestList() {
  const tl = t.admin.licences;
  const query = useQuery(licenceRequestsQuery);
  const pending = query.data?.filter((r) => r.status === 'pending') ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{tl.title}</CardTitle>
        <CardDescription>{tl.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending && <Skeleton className="h-16 w-full" />}
        {query.isError && <QueryError query={query} compact />}
        {query.data && pending.length === 0 && <p className="text-sm text-slate-600">{tl.none}</p>}
        <ul className="flex flex-col divide-y divide-slate-100">
          {pending.map((r) => (
            <RequestRow key={r.id} request={r} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function RequestRow({ request: r }: { request: LicenceRequest }) {
  const tl = t.admin.licences;
  const decide = useDecideLicence();
  const [reason, setReason] = useState('');
  const name = r.instituteName ?? r.instituteId;
  const tier = tl.tier[r.tier] ?? r.tier;
  const send = (approve: boolean) =>
    decide.mutate(
      { id: r.id, approve, reason: approve ? null : reason.trim() || null },
      {
        onSuccess: () => toast({ title: approve ? tl.approved : tl.declined, description: name }),
        onError: (err) => toast({ title: tl.failed, description: errorText(err), variant: 'destructive' }),
      },
    );
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="licence-request">
      <p className="font-medium break-words text-slate-900">{tl.asks(name, tier)}</p>
      <p className="text-sm text-slate-600">
        {tl.requested} {formatDate(r.createdAt)}
        {r.note ? ` · “${r.note}”` : ''}
      </p>
      <InputField
        label={tl.reasonLabel}
        value={reason}
        maxLength={500}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() => send(true)}
          disabled={decide.isPending}
          aria-label={`${tl.approve}: ${name}`}
        >
          {tl.approve}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => send(false)}
          disabled={decide.isPending}
          aria-label={`${tl.decline}: ${name}`}
        >
          {tl.decline}
        </Button>
      </div>
    </li>
  );
}
