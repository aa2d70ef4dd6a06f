import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { applyBody } from '../../../contracts/vacancies.ts';
import { t } from '../../i18n/index.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { Button } from '../../ui/Button.tsx';
import { TextareaField } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';
import { useApply } from './api.ts';

/** Solliciteren: a motivation, validated with the API's own schema; sent once. */
export function ApplyForm({ vacancyId }: { vacancyId: number }) {
  const form = useForm({ resolver: zodResolver(applyBody), defaultValues: { motivation: '' } });
  const apply = useApply(vacancyId);
  const v = t.vacancies;
  const submit = form.handleSubmit((body) =>
    apply.mutate(body, {
      onSuccess: () => toast({ title: v.applied, description: v.appliedText }),
      onError: (err) =>
        toast({
          title: v.applyFailed,
          description: err instanceof ApiError ? err.serverMessage : errorText(err),
          variant: 'destructive',
        }),
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label={v.apply}>
      <TextareaField
        label={v.motivation}
        hint={v.motivationHint}
        error={form.formState.errors.motivation?.message}
        rows={5}
        maxLength={5000}
        {...form.register('motivation')}
      />
      <Button type="submit" className="self-start" disabled={apply.isPending}>
        {apply.isPending ? v.submitting : v.submit}
      </Button>
    </form>
  );
}
