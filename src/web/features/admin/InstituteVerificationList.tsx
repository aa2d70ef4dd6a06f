import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { AdminInstituteRow } from '../../../contracts/admin.ts';
import { t } from '../../i18n/index.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { focusResult } from '../../ui/announce.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { Dialog, DialogContent } from '../../ui/Dialog.tsx';
import { InputField, TextareaField } from '../../ui/Field.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { pendingInstitutesQuery, useVerifyInstitute, verifiedInstitutesQuery } from './api.ts';

const nameOf = (i: AdminInstituteRow) => i.instituteName ?? i.email;

/**
 * Institutes waiting for verification; verifying (after recording what was checked) puts their
 * courses in the public catalogue. Below: the most recently verified, with who verified and what.
 */
export function InstituteVerificationList() {
  const ti = t.admin.institutes;
  const query = useQuery(pendingInstitutesQuery);
  const verified = useQuery(verifiedInstitutesQuery);
  const [verifying, setVerifying] = useState<AdminInstituteRow | null>(null);
  const recent = (verified.data ?? [])
    .filter((i) => i.verifiedAt)
    .sort((a, b) => (b.verifiedAt ?? '').localeCompare(a.verifiedAt ?? ''))
    .slice(0, 5);
  return (
    <Card>
      <CardHeader>
        <CardTitle id="institute-verification-title">{ti.title}</CardTitle>
        <CardDescription>{ti.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending && <Skeleton className="h-16 w-full" />}
        {query.isError && <QueryError query={query} compact />}
        {query.data?.length === 0 && <p className="text-sm text-slate-600">{ti.none}</p>}
        <ul className="flex flex-col divide-y divide-slate-100">
          {query.data?.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="pending-institute">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-slate-900">{nameOf(i)}</p>
                <p className="text-sm break-words text-slate-600">
                  {i.email} · {i.courseCount} {ti.courses} · {ti.registered} {formatDate(i.createdAt)}
                </p>
                <Entered institute={i} />
              </div>
              <Button size="sm" onClick={() => setVerifying(i)} aria-label={`${ti.verify}: ${nameOf(i)}`}>
                <BadgeCheck className="h-4 w-4" aria-hidden="true" />
                {ti.verify}
              </Button>
            </li>
          ))}
        </ul>
        {recent.length > 0 && (
          <section className="mt-4 border-t border-slate-200 pt-4" aria-labelledby="recent-verified-title">
            <h3 id="recent-verified-title" className="text-sm font-semibold text-slate-900">
              {ti.recentTitle}
            </h3>
            <ul className="flex flex-col divide-y divide-slate-100">
              {recent.map((i) => (
                <li key={i.id} className="py-2 text-sm" data-testid="verified-institute">
                  <p className="font-medium break-words text-slate-900">{nameOf(i)}</p>
                  <p className="break-words text-slate-600">
                    {i.email} ·{' '}
                    {ti.verifiedBy(i.verifiedByName ?? ti.unknownAdmin, formatDate(i.verifiedAt ?? ''))}
                  </p>
                  <p className="break-words text-slate-600">
                    {[
                      i.checkedKvkNumber && `${ti.kvkLabel}: ${i.checkedKvkNumber}`,
                      i.checkedWebsite && `${ti.websiteLabel}: ${i.checkedWebsite}`,
                      i.verificationNote && `${ti.noteLabel}: ${i.verificationNote}`,
                    ]
                      .filter(Boolean)
                      .join(' · ') || ti.nothingChecked}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </CardContent>
      <Dialog open={verifying !== null} onOpenChange={(open) => !open && setVerifying(null)}>
        {verifying && <VerifyDialog institute={verifying} onDone={() => setVerifying(null)} />}
      </Dialog>
    </Card>
  );
}

/** The KvK number and website the institute entered in Instellingen: what the administrator checks. */
function Entered({ institute }: { institute: AdminInstituteRow }) {
  const ti = t.admin.institutes;
  return (
    <p className="text-sm break-words text-slate-600" data-testid="entered-identity">
      {ti.kvkLabel}: {institute.kvkNumber || ti.notEntered} · {ti.websiteLabel}:{' '}
      {institute.website ? (
        <a
          className="text-brand-700 underline"
          href={institute.website}
          target="_blank"
          rel="noopener noreferrer"
        >
          {institute.website}
        </a>
      ) : (
        ti.notEntered
      )}
    </p>
  );
}

/**
 * What the administrator checked before verifying; every field is optional and starts with what
 * the institute entered, shown above. Render inside a <Dialog>.
 */
function VerifyDialog({ institute, onDone }: { institute: AdminInstituteRow; onDone: () => void }) {
  const ti = t.admin.institutes;
  const verify = useVerifyInstitute();
  const [kvk, setKvk] = useState('');
  const [website, setWebsite] = useState('');
  const entered = institute.kvkNumber || institute.website;
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = {
      ...(kvk.trim() ? { checkedKvkNumber: kvk.trim() } : {}),
      ...(website.trim() ? { checkedWebsite: website.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    verify.mutate(
      { id: institute.id, checked },
      {
        onSuccess: () => {
          toast({ title: ti.verified, description: nameOf(institute) });
          onDone();
          // Its row (the dialog's opener) leaves the list: the focus goes to the list's heading.
          focusResult('#institute-verification-title');
        },
        onError: (err) => {
          const message = err instanceof ApiError ? err.serverMessage : errorText(err);
          setError(message);
          toast({ title: ti.failed, description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <DialogContent title={`${ti.dialogTitle}: ${nameOf(institute)}`} description={ti.dialogDescription}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <section className="rounded-lg bg-slate-50 p-3" aria-labelledby="entered-title">
          <h3 id="entered-title" className="text-sm font-semibold text-slate-900">
            {ti.enteredTitle}
          </h3>
          {entered ? (
            <Entered institute={institute} />
          ) : (
            <p className="text-sm text-slate-600">{ti.nothingEntered}</p>
          )}
        </section>
        <InputField
          label={ti.checkedKvk}
          hint={ti.checkedKvkHint}
          inputMode="numeric"
          maxLength={20}
          value={kvk}
          onChange={(e) => setKvk(e.target.value)}
        />
        <InputField
          label={ti.checkedWebsite}
          hint={ti.checkedWebsiteHint}
          type="url"
          maxLength={300}
          value={website}
          onChange={(e) => setWebsite(e.target.value)}
        />
        <TextareaField
          label={ti.note}
          value={note}
          maxLength={1000}
          onChange={(e) => setNote(e.target.value)}
        />
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone}>
            {ti.cancel}
          </Button>
          <Button type="submit" disabled={verify.isPending}>
            <BadgeCheck className="h-4 w-4" aria-hidden="true" />
            {ti.confirm}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
