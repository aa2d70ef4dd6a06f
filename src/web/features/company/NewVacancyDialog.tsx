import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { CompanyVacancy } from '../../../contracts/company.ts';
import { vacancyFormSchema } from '../../../contracts/vacancies.ts';
import { VACANCY_CONTRACT_TYPES } from '../../../domain/vacancies/index.ts';
import { t } from '../../i18n/index.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { Button } from '../../ui/Button.tsx';
import { cn } from '../../ui/cn.ts';
import { DialogContent } from '../../ui/Dialog.tsx';
import { Field, InputField, inputClass, TextareaField } from '../../ui/Field.tsx';
import { SkillsField } from '../../ui/SkillsField.tsx';
import { toast } from '../../ui/toast.tsx';
import { useCreateVacancy, useUpdateVacancy } from './api.ts';

const EMPTY = {
  title: '',
  description: '',
  location: '',
  hours: '',
  skills: '',
  hollandCode: '',
  salaryMin: '',
  salaryMax: '',
  contractType: '',
  closingDate: '',
};

/** A vacancy as the form's text inputs hold it (editing starts from the stored values). */
const formValues = (v: CompanyVacancy): typeof EMPTY => ({
  title: v.title,
  description: v.description,
  location: v.location,
  hours: String(v.hours),
  skills: v.skills.join(', '),
  hollandCode: v.hollandCode ?? '',
  salaryMin: v.salaryMin == null ? '' : String(v.salaryMin),
  salaryMax: v.salaryMax == null ? '' : String(v.salaryMax),
  contractType: v.contractType ?? '',
  closingDate: v.closingDate ?? '',
});

/** Nieuwe vacature: validated with the API's own rules (zod), then created. Render inside a <Dialog>. */
export function NewVacancyDialog({ onDone }: { onDone: () => void }) {
  return <VacancyFormDialog onDone={onDone} />;
}

/** Vacature bewerken — every field of Nieuwe vacature, from the stored values. */
export function EditVacancyDialog({ vacancy, onDone }: { vacancy: CompanyVacancy; onDone: () => void }) {
  return <VacancyFormDialog vacancy={vacancy} onDone={onDone} />;
}

function VacancyFormDialog({ vacancy, onDone }: { vacancy?: CompanyVacancy; onDone: () => void }) {
  const initial = vacancy ? formValues(vacancy) : EMPTY;
  const form = useForm({ resolver: zodResolver(vacancyFormSchema), defaultValues: initial });
  const create = useCreateVacancy();
  const update = useUpdateVacancy();
  const pending = create.isPending || update.isPending;
  const n = t.company.newVacancy;
  const { errors } = form.formState;
  const onError = (err: unknown) =>
    toast({
      title: vacancy ? n.saveFailed : n.failed,
      description: err instanceof ApiError ? err.serverMessage : errorText(err),
      variant: 'destructive',
    });
  const submit = form.handleSubmit((body) =>
    vacancy
      ? update.mutate(
          { id: vacancy.id, ...body },
          {
            onSuccess: () => {
              toast({ title: n.saved, description: body.title });
              onDone();
            },
            onError,
          },
        )
      : create.mutate(body, {
          onSuccess: () => {
            toast({ title: n.created, description: body.title });
            form.reset(EMPTY);
            onDone();
          },
          onError,
        }),
  );
  return (
    <DialogContent
      title={vacancy ? n.editTitle : n.title}
      description={vacancy ? n.editDescription : n.description}
      className="max-w-2xl"
    >
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
        <SkillsField
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
        <InputField
          label={n.fieldClosing}
          error={errors.closingDate?.message}
          type="date"
          {...form.register('closingDate')}
        />
        <InputField
          label={n.fieldSalaryMin}
          error={errors.salaryMin?.message}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...form.register('salaryMin')}
        />
        <InputField
          label={n.fieldSalaryMax}
          error={errors.salaryMax?.message}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...form.register('salaryMax')}
        />
        <Field label={n.fieldContract} error={errors.contractType?.message}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className={cn(inputClass, 'h-10')}
              {...form.register('contractType')}
            >
              <option value="">{n.contractNone}</option>
              {VACANCY_CONTRACT_TYPES.map((c) => (
                <option key={c} value={c}>
                  {t.vacancies.contract[c]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            {n.cancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? n.submitting : vacancy ? n.save : n.submit}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
