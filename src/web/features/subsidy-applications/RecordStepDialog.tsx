import { type FormEvent, useState } from 'react';
import type {
  ApplicationStatus,
  SubsidyDossier,
  UpdateApplicationBody,
} from '../../../contracts/subsidy-applications.ts';
import { t } from '../../i18n/index.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { formatEuro } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { DialogContent } from '../../ui/Dialog.tsx';
import { Field, Input, InputField, inputClass, TextareaField } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';
import { useRecordStep } from './api.ts';
import { dutchToday } from './format.ts';

/** The most the provider can have approved: the amount asked, else the scheme's maximum. */
const capOf = (d: SubsidyDossier) => d.requestedAmount ?? d.maxAmount;

/**
 * Records one step the provider took (or the applicant: submitted, withdrawn). Only the steps the
 * server allows this reader are offered; the server checks them again. Render inside a <Dialog>.
 */
export function RecordStepDialog({ dossier: d, onDone }: { dossier: SubsidyDossier; onDone: () => void }) {
  const s = t.dossiers;
  const [status, setStatus] = useState<ApplicationStatus>(d.allowedSteps[0] ?? 'submitted');
  const [date, setDate] = useState(dutchToday());
  const [reference, setReference] = useState(d.reference ?? '');
  const [amount, setAmount] = useState(d.requestedAmount === null ? '' : String(d.requestedAmount));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const record = useRecordStep(d.id);
  const cap = capOf(d);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: UpdateApplicationBody = { status, ...(note.trim() ? { note } : {}) };
    if (status === 'submitted') {
      body.submittedAt = date;
      if (reference.trim()) body.reference = reference;
    }
    if (status === 'approved' || status === 'rejected') body.decisionDate = date;
    if (status === 'approved' && amount.trim()) body.approvedAmount = Number(amount.replace(',', '.'));
    record.mutate(body, {
      onSuccess: () => {
        toast({ title: s.saved, description: `${d.subsidyType}: ${s.statusLabels[status]}` });
        onDone();
      },
      onError: (err) => {
        const message = err instanceof ApiError ? err.serverMessage : errorText(err);
        setError(message);
        toast({ title: s.saveFailed, description: message, variant: 'destructive' });
      },
    });
  };

  return (
    <DialogContent title={s.recordTitle} description={s.recordDescription}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field label={s.newStatus}>
          {({ id }) => (
            <select
              id={id}
              className={`${inputClass} h-10`}
              value={status}
              onChange={(e) => setStatus(e.target.value as ApplicationStatus)}
            >
              {d.allowedSteps.map((step) => (
                <option key={step} value={step}>
                  {s.stepLabels[step]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {(status === 'submitted' || status === 'approved' || status === 'rejected') && (
          <InputField
            label={status === 'submitted' ? s.dateSubmitted : s.dateDecision}
            type="date"
            max={dutchToday()}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            required
          />
        )}
        {status === 'submitted' && (
          <InputField
            label={s.referenceLabel}
            value={reference}
            maxLength={100}
            onChange={(e) => setReference(e.target.value)}
          />
        )}
        {status === 'approved' && (
          <Field label={s.amountLabel} hint={cap === null ? undefined : s.amountHint(formatEuro(cap))}>
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
        )}
        <TextareaField
          label={s.noteLabel}
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
          <Button variant="outline" onClick={onDone}>
            {s.cancel}
          </Button>
          <Button type="submit" disabled={record.isPending}>
            {s.save}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
