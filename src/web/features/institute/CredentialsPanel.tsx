import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { section } from '../../i18n/index.ts';
import { errorText, type ItemOf } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { Dialog, DialogClose, DialogContent } from '../../ui/Dialog.tsx';
import { Input, inputClass, TextareaField } from '../../ui/Field.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { instituteCredentialsQuery, useReissueCredential, useRevokeCredential } from './api.ts';

const t = section((m) => m.institute.certificates);

type Issued = ItemOf<'/api/institute/credentials'>;
type StatusFilter = '' | 'valid' | 'revoked';

/** Tab Certificaten: every credential the institute issued, searched, revoked with a reason, re-issued. */
export function CredentialsPanel() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('');
  const list = useInfiniteQuery(instituteCredentialsQuery(search, status));
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  const searchId = useId();
  const statusId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(draft.trim());
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.text}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
              {t.search}
            </label>
            <Input
              id={searchId}
              type="search"
              maxLength={100}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5 sm:w-44">
            <label htmlFor={statusId} className="text-sm font-medium text-slate-800">
              {t.status}
            </label>
            <select
              id={statusId}
              className={`${inputClass} h-10`}
              value={status}
              onChange={(e) => setStatus(e.target.value as StatusFilter)}
            >
              <option value="">{t.statusAll}</option>
              <option value="valid">{t.valid}</option>
              <option value="revoked">{t.revoked}</option>
            </select>
          </div>
          <Button type="submit" variant="outline">
            {t.searchSubmit}
          </Button>
        </form>
        {list.isPending ? (
          <Skeleton className="h-32 w-full rounded-xl" />
        ) : list.isError ? (
          <QueryError query={list} title={t.loadError} />
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-slate-600">{t.empty}</p>
        ) : (
          <ul
            className="flex flex-col divide-y divide-slate-100"
            aria-label={t.title}
            data-testid="credentials"
          >
            {rows.map((c) => (
              <CredentialRow key={c.id} c={c} />
            ))}
          </ul>
        )}
        <LoadMore query={list} />
      </CardContent>
    </Card>
  );
}

function CredentialRow({ c }: { c: Issued }) {
  const [dialog, setDialog] = useState<'revoke' | 'reissue' | null>(null);
  const revoked = c.status === 'revoked';
  return (
    <li
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="credential"
    >
      <div className="min-w-0 sm:w-1/2">
        <p className="font-medium break-words text-slate-900">{c.learnerName}</p>
        <p className="text-sm break-words text-slate-600">{c.courseTitle}</p>
        <p className="text-xs text-slate-600">
          {t.issuedOn(formatDate(c.issuedAt))}
          {revoked && c.revokedAt ? ` · ${t.revokedOn(formatDate(c.revokedAt))}` : ''}
        </p>
        {revoked && c.revokeReason && (
          <p className="text-xs break-words text-slate-700">{t.reason(c.revokeReason)}</p>
        )}
        {c.replacedBy && <p className="text-xs text-slate-600">{t.replaced}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={revoked ? 'red' : 'green'}>{revoked ? t.revoked : t.valid}</Badge>
        <ButtonLink to={`/verify/${c.id}`} size="sm" variant="outline">
          {t.view}
        </ButtonLink>
        {!revoked && (
          <Button
            size="sm"
            variant="destructive"
            onClick={() => setDialog('revoke')}
            aria-label={`${t.revoke}: ${c.learnerName}`}
          >
            {t.revoke}
          </Button>
        )}
        {c.canReissue && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setDialog('reissue')}
            aria-label={`${t.reissue}: ${c.learnerName}`}
          >
            {t.reissue}
          </Button>
        )}
      </div>
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        {dialog && <ReasonDialog c={c} kind={dialog} onDone={() => setDialog(null)} />}
      </Dialog>
    </li>
  );
}

/** Revoke or re-issue: both ask a reason the learner will read (in the app, not the browser's confirm). */
function ReasonDialog({ c, kind, onDone }: { c: Issued; kind: 'revoke' | 'reissue'; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const revoke = useRevokeCredential(c.id);
  const reissue = useReissueCredential(c.id);
  const mutation = kind === 'revoke' ? revoke : reissue;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = reason.trim();
    if (!text) return;
    mutation.mutate(text, {
      onSuccess: () => {
        toast({
          title: kind === 'revoke' ? t.revokedToast : t.reissuedToast,
          description: `${c.learnerName} · ${c.courseTitle}`,
        });
        onDone();
      },
      onError: (err) => toast({ title: t.failed, description: errorText(err), variant: 'destructive' }),
    });
  };
  return (
    <DialogContent
      title={kind === 'revoke' ? t.revokeTitle(c.learnerName) : t.reissueTitle(c.learnerName)}
      description={kind === 'revoke' ? t.revokeText(c.courseTitle) : t.reissueText}
    >
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <TextareaField
          label={kind === 'revoke' ? t.revokeReason : t.reissueReason}
          hint={t.revokeReasonHint}
          required
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t.cancel}</Button>
          </DialogClose>
          <Button
            type="submit"
            variant={kind === 'revoke' ? 'destructive' : 'primary'}
            disabled={mutation.isPending || !reason.trim()}
          >
            {kind === 'revoke' ? t.revokeSubmit : t.reissueSubmit}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
