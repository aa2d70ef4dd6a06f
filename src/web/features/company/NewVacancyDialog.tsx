import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { vacancyFormSchema } from '../../../contracts/vacancies.ts';
import { t } from '../../i18n/index.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { Button } from '../../ui/Button.tsx';
import { DialogContent } from '../../ui/Dialog.tsx';
import { InputField, TextareaField } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';
import { useCreateVacancy } from './api.ts';

const EMPTY = { title: '', description: '', location: '', hours: '', skills: '', hollandCode: '' };

/** Nieuwe vacature: validated with the API's own rules (zod), then created. Render inside a <Dialog>. */
export function NewVacancyDialog({ onDone }: { onDone: () => void }) {
  const form = useForm({ resolver: zodResolver(vacancyFormSchema), defaultValues: EMPTY });
  const create = useCreateVacancy();
  const n = t.company.newVacancy;
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: n.created, description: body.title });
        form.reset(EMPTY);
        onDone();
      },
      onError: (err) =>
        toast({
          title: n.failed,
          description: err instanceof ApiError ? err.serverMessage : errorText(err),
          variant: 'destructive',
        }),
    }),
  );
  return (
    <DialogContent title={n.title} description={n.description} className="max-w-2xl">
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={n.fieldTitle}
          error={errors.title?.message}
          fieldClassName="sm:col-span-2"
          maxLength={150}
          {...form.register('title')}
        />
        <TextareaField
          label={n.fieldDescription}
          error={errors.description?.message}
          fieldClassName="sm:col-span-2"
          maxLength={5000}
          {...form.register('description')}
        />
        <InputField
          label={n.fieldLocation}
          error={errors.location?.message}
          maxLength={100}
          {...form.register('location')}
        />
        <InputField
          label={n.fieldHours}
          error={errors.hours?.message}
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          step={1}
          {...form.register('hours')}
        />
        <InputField
          label={n.fieldSkills}
          hint={n.fieldSkillsHint}
          error={errors.skills?.message}
          fieldClassName="sm:col-span-2"
          {...form.register('skills')}
        />
        <InputField
          label={n.fieldHolland}
          hint={n.fieldHollandHint}
          error={errors.hollandCode?.message}
          maxLength={3}
          autoCapitalize="characters"
          {...form.register('hollandCode')}
        />
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            {n.cancel}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? n.submitting : n.submit}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
