import { type FormEvent, useState } from 'react';
import type { SubsidyDossier } from '../../../contracts/subsidy-applications.ts';
import { t } from '../../i18n/index.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { Button } from '../../ui/Button.tsx';
import { DialogContent } from '../../ui/Dialog.tsx';
import { TextareaField } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';
import { useAskEmployer } from './api.ts';

/** The talent asks the linked employer to make the application. Render inside a <Dialog>. */
export function AskEmployerDialog({
  dossier: d,
  employerName,
  onDone,
}: {
  dossier: SubsidyDossier;
  employerName: string;
  onDone: () => void;
}) {
  const s = t.dossiers;
  const [message, setMessage] = useState('');
  const ask = useAskEmployer(d.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate(message.trim() ? { message } : {}, {
      onSuccess: () => {
        toast({ title: s.asked, description: d.subsidyType });
        onDone();
      },
      onError: (err) =>
        toast({
          title: s.askFailed,
          description: err instanceof ApiError ? err.serverMessage : errorText(err),
          variant: 'destructive',
        }),
    });
  };
  return (
    <DialogContent title={s.askTitle} description={s.askDescription(employerName)}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextareaField
          label={s.askMessage}
          value={message}
          maxLength={1000}
          onChange={(e) => setMessage(e.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            {s.cancel}
          </Button>
          <Button type="submit" disabled={ask.isPending}>
            {s.askSubmit}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
