import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { t } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { Field, Input } from '../../ui/Field.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { trustedIssuersQuery, useAddTrustedIssuer, useRemoveTrustedIssuer } from './api.ts';

/**
 * Vertrouwde uitgevers (decision 405): issuers from elsewhere whose credentials count as evidence.
 * Adding or removing one re-scores every credential already imported from it.
 */
export function TrustedIssuerList() {
  const tt = t.admin.trustedIssuers;
  const query = useQuery(trustedIssuersQuery);
  const add = useAddTrustedIssuer();
  const remove = useRemoveTrustedIssuer();
  const [form, setForm] = useState({ did: '', name: '', note: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(form, {
      onSuccess: (row) => {
        toast({ title: tt.added(row.name) });
        setForm({ did: '', name: '', note: '' });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{tt.title}</CardTitle>
        <CardDescription>{tt.hint}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} data-testid="trusted-issuer-form">
          <Field label={tt.did} hint={tt.didHint} className="sm:col-span-2">
            {({ id, describedBy }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                value={form.did}
                required
                onChange={(e) => setForm({ ...form, did: e.target.value })}
              />
            )}
          </Field>
          <Field label={tt.name}>
            {({ id }) => (
              <Input
                id={id}
                value={form.name}
                required
                onChange={(e) => setForm({ ...form, name: e.target.value })}
              />
            )}
          </Field>
          <Field label={tt.note}>
            {({ id }) => (
              <Input id={id} value={form.note} onChange={(e) => setForm({ ...form, note: e.target.value })} />
            )}
          </Field>
          {add.isError && (
            <p role="alert" className="text-sm text-red-700 sm:col-span-2">
              {errorText(add.error)}
            </p>
          )}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={add.isPending}>
              {tt.add}
            </Button>
          </div>
        </form>
        {query.isPending && <Skeleton className="h-20 w-full" />}
        {query.isError && <QueryError query={query} />}
        {query.data && query.data.length === 0 && <p className="text-sm text-slate-600">{tt.none}</p>}
        {query.data && query.data.length > 0 && (
          <ul className="divide-y divide-slate-100" data-testid="trusted-issuers">
            {query.data.map((issuer) => (
              <li
                key={issuer.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{issuer.name}</p>
                  {issuer.domain && <p className="text-sm text-slate-700">{tt.domain(issuer.domain)}</p>}
                  <p className="font-mono text-xs break-all text-slate-500">{issuer.did}</p>
                  <p className="text-xs text-slate-600">
                    {tt.since(formatDate(issuer.createdAt))} · {tt.credentials(issuer.credentials)}
                    {issuer.note ? ` · ${issuer.note}` : ''}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={tt.removeLabel(issuer.name)}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(issuer.id, {
                      onSuccess: () => toast({ title: tt.removed(issuer.name) }),
                      onError: (err) => toast({ title: errorText(err), variant: 'destructive' }),
                    })
                  }
                >
                  {tt.remove}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
