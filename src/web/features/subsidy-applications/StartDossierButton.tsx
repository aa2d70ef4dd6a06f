import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MatchedSubsidy } from '../../../contracts/subsidies.ts';
import { dossierShape } from '../../../domain/subsidy-applications/index.ts';
import { t } from '../../i18n/index.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { formatEuro } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogContent } from '../../ui/Dialog.tsx';
import { Field, Input, inputClass } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';
import { enrollmentsQuery } from '../courses/index.ts';
import { useStartDossier } from './api.ts';

type Scheme = Pick<MatchedSubsidy, 'id' | 'name' | 'maxAmount' | 'applicationUrl'>;

/**
 * Aanvragen on a matched scheme: starts a dossier (status concept) about one of the user's courses,
 * optionally with an amount, and opens the Aanvragen tab where it is listed.
 */
export function StartDossierButton({ scheme }: { scheme: Scheme }) {
  const s = t.dossiers.start;
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" onClick={() => setOpen(true)} data-start-dossier={scheme.id}>
        {s.button}
      </Button>
      {open && <StartDossierDialog scheme={scheme} onDone={() => setOpen(false)} />}
    </Dialog>
  );
}

function StartDossierDialog({ scheme, onDone }: { scheme: Scheme; onDone: () => void }) {
  const s = t.dossiers.start;
  const navigate = useNavigate();
  const enrollments = useQuery(enrollmentsQuery());
  const [courseId, setCourseId] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const start = useStartDossier();
  // Each scheme's dossier asks for what that scheme pays for (SLIM: no course).
  const shape = dossierShape(scheme.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate(
      {
        schemeId: scheme.id,
        ...(courseId && shape.course ? { courseId: Number(courseId) } : {}),
        ...(amount.trim() ? { amountRequested: Number(amount.replace(',', '.')) } : {}),
      },
      {
        onSuccess: () => {
          toast({ title: s.started, description: s.startedText });
          onDone();
          navigate('/subsidies?tab=aanvragen');
        },
        onError: (err) => {
          const message = err instanceof ApiError ? err.serverMessage : errorText(err);
          setError(message);
          toast({ title: s.failed, description: message, variant: 'destructive' });
        },
      },
    );
  };
  return (
    <DialogContent title={s.title(scheme.name)} description={s.description}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {shape.course ? (
          <Field label={s.course}>
            {({ id }) => (
              <select
                id={id}
                className={`${inputClass} h-10`}
                value={courseId}
                onChange={(e) => setCourseId(e.target.value)}
              >
                <option value="">{s.noCourse}</option>
                {(enrollments.data ?? []).map((e) => (
                  <option key={e.id} value={e.courseId}>
                    {e.course.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
            {s[shape.noCourse ?? 'noCourseFees']}
          </p>
        )}
        <Field
          label={s.amountFor[shape.amount]}
          hint={scheme.maxAmount ? s.amountHint(formatEuro(scheme.maxAmount)) : undefined}
        >
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
        </Field>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          <a
            href={scheme.applicationUrl}
            target="_blank"
            rel="noreferrer"
            className="text-sm text-brand-700 underline"
          >
            {s.providerSite}
            <ExternalLink className="ml-1 inline h-3.5 w-3.5" aria-hidden="true" />
            <span className="sr-only"> {t.dossiers.newTab}</span>
          </a>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={onDone}>
              {t.dossiers.cancel}
            </Button>
            <Button type="submit" disabled={start.isPending}>
              {s.submit}
            </Button>
          </div>
        </div>
      </form>
    </DialogContent>
  );
}
