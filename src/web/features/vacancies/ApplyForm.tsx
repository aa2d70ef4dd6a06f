import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { applyBody, MOTIVATION_MIN } from '../../../contracts/vacancies.ts';
import { t } from '../../i18n/index.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { focusResult } from '../../ui/announce.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextareaField } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';
import { useApply } from './api.ts';

/** The id of the apply card's heading: where the focus goes once the application is sent. */
export const APPLY_TITLE_ID = 'vacancy-apply-title';

/** The motivation's problem in the interface's language (the contract's sentence is Dutch). */
const motivationError = (type: string | undefined) => {
  const v = t.vacancies;
  if (!type) return undefined;
  return type === 'too_big' ? v.motivationTooLong : v.motivationTooShort(MOTIVATION_MIN);
};

/** Solliciteren: a motivation, validated with the API's own schema; sent once. */
export function ApplyForm({ vacancyId }: { vacancyId: number }) {
  const form = useForm({ resolver: zodResolver(applyBody), defaultValues: { motivation: '' } });
  const apply = useApply(vacancyId);
  const submitButton = useRef<HTMLButtonElement>(null);
  const v = t.vacancies;
  const submit = form.handleSubmit((body) =>
    apply.mutate(body, {
      onSuccess: () => {
        toast({ title: v.applied, description: v.appliedText });
        // The form makes way for the application's status: the focus goes to the card's heading.
        focusResult(`#${APPLY_TITLE_ID}`);
      },
      onError: (err) => {
        const field = err instanceof ApiError ? err.fieldErrors.motivation : undefined;
        if (field)
          return form.setError('motivation', { type: 'server', message: field }, { shouldFocus: true });
        toast({ title: v.applyFailed, description: errorText(err), variant: 'destructive' });
        focusResult(submitButton.current);
      },
    }),
  );
  const error = form.formState.errors.motivation;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label={v.apply}>
      <TextareaField
        label={v.motivation}
        hint={v.motivationHint}
        error={error?.type === 'server' ? error.message : motivationError(error?.type)}
        rows={5}
        maxLength={5000}
        {...form.register('motivation')}
      />
      <Button ref={submitButton} type="submit" className="self-start" disabled={apply.isPending}>
        {apply.isPending ? v.submitting : v.submit}
      </Button>
    </form>
  );
}
