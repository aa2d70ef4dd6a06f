import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, ShieldX } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { issuerIdOf } from '../../../domain/credentials/index.ts';
import { section } from '../../i18n/index.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent } from '../../ui/Card.tsx';
import { Dialog, DialogClose, DialogContent } from '../../ui/Dialog.tsx';
import { TextareaField } from '../../ui/Field.tsx';
import { IssuerName } from '../../ui/IssuerName.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { credentialQuery, revokeCredential } from './api.ts';
import { CredentialActions } from './CredentialActions.tsx';
import { VerificationChecks } from './VerificationChecks.tsx';

const t = section((m) => m.credentials);

/** /verify/{id}: public, no login: who earned what, from whom, when, and whether it still stands. */
export default function VerifyPage() {
  const { id = '' } = useParams();
  const query = useQuery(credentialQuery(id));
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState(false);
  const [reason, setReason] = useState('');
  const revoke = useMutation({
    mutationFn: (why: string) => revokeCredential(id, why),
    onSuccess: () => {
      setRevoking(false);
      toast({ title: t.revokedToast });
      return queryClient.invalidateQueries({ queryKey: credentialQuery(id).queryKey });
    },
    onError: (err) => toast({ title: errorText(err), variant: 'destructive' }),
  });

  let body: React.ReactNode;
  if (query.isLoading) {
    body = <Skeleton className="h-64 w-full" />;
  } else if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
    body = (
      <Card>
        <CardContent className="pt-6 text-slate-700 sm:pt-6">{t.notFound}</CardContent>
      </Card>
    );
  } else if (query.isError || !query.data) {
    body = <QueryError title={t.loadError} query={query} />;
  } else {
    const { summary, status, revokedAt, revokeReason, credential, canRevoke, checks, issuerTrust } =
      query.data;
    const valid = status === 'valid';
    const title = valid
      ? t.valid
      : status === 'revoked'
        ? t.revoked
        : status === 'expired'
          ? t.expired
          : t.invalid;
    const validUntil = (credential as { validUntil?: unknown }).validUntil;
    const facts = [
      [t.earnedBy, summary.learnerName],
      [t.course, summary.courseTitle],
      [
        t.issuedBy,
        <IssuerName
          key="issuer"
          name={summary.instituteName}
          id={issuerIdOf(credential)}
          trust={issuerTrust}
        />,
      ],
      [t.issuedOn, summary.issuedAt ? formatDate(summary.issuedAt) : '–'],
    ] as const;
    body = (
      <Card>
        <CardContent className="space-y-6 pt-6 sm:pt-6">
          <div
            className={`flex items-start gap-3 rounded-xl p-4 ${valid ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
            role="status"
          >
            {valid ? (
              <BadgeCheck className="h-6 w-6 shrink-0" aria-hidden="true" />
            ) : (
              <ShieldX className="h-6 w-6 shrink-0" aria-hidden="true" />
            )}
            <div>
              <p className="text-lg font-semibold">{title}</p>
              <p className="text-sm">
                {valid
                  ? t.validText
                  : status === 'revoked'
                    ? t.revokedText(revokedAt ? formatDate(revokedAt) : '')
                    : status === 'expired'
                      ? t.expiredText(typeof validUntil === 'string' ? formatDate(validUntil) : '')
                      : t.invalidText}
              </p>
              {status === 'revoked' && revokeReason && (
                <p className="text-sm">{t.revokeReason(revokeReason)}</p>
              )}
            </div>
          </div>
          <dl className="grid gap-4 sm:grid-cols-2">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="text-lg font-semibold break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          {summary.skills.length > 0 && (
            <div>
              <h2 className="text-sm text-slate-600">{t.skills}</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {summary.skills.map((s) => (
                  <li key={s}>
                    <Badge tone="brand" className="px-3 py-1 text-sm">
                      {s}
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <VerificationChecks checks={checks} />
          <CredentialActions id={id} credential={credential} summary={valid ? summary : undefined} />
          {canRevoke && valid && (
            // The reason is asked in the app's own dialog (issue 46), never the browser's confirm box.
            <Dialog open={revoking} onOpenChange={setRevoking}>
              <Button variant="outline" disabled={revoke.isPending} onClick={() => setRevoking(true)}>
                {t.revoke}
              </Button>
              {revoking && (
                <DialogContent title={t.revoke} description={t.revokeConfirm}>
                  <form
                    className="flex flex-col gap-4"
                    onSubmit={(e) => {
                      e.preventDefault();
                      if (reason.trim()) revoke.mutate(reason.trim());
                    }}
                  >
                    <TextareaField
                      label={t.revokeReasonLabel}
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
                        variant="destructive"
                        disabled={revoke.isPending || !reason.trim()}
                      >
                        {t.revokeSubmit}
                      </Button>
                    </div>
                  </form>
                </DialogContent>
              )}
            </Dialog>
          )}
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle title={t.verifyTitle} subtitle={t.verifySubtitle} />
      {body}
    </div>
  );
}
