import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { localize } from '../../../contracts/messages.ts';
import { COURSE_CATEGORIES, COURSE_LEVELS } from '../../../domain/courses.ts';
import { getLanguage, section } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { AUTH_REDIRECT_DELAY_MS } from '../../lib/use-require-sign-in.ts';
import { Button } from '../../ui/Button.tsx';
import { DialogContent } from '../../ui/Dialog.tsx';
import { InputField, SelectField, TextareaField } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';
import { useCreateCourse } from './api.ts';
import {
  EMPTY_COURSE_FORM,
  hasMissingRequired,
  type NewCourseFormValues,
  newCourseForm,
} from './course-form.ts';

const t = section((m) => m.courses.newCourse);
/** The contract's Dutch messages, in the language shown at render time. */
const err = (message: string | undefined) => (message ? localize(message, getLanguage()) : undefined);

/** The new-course dialog (spec §2.15, §5, §8), validated by the createCourseBody contract. Render inside a <Dialog>. */
export function NewCourseDialog({ onDone }: { onDone: () => void }) {
  const form = useForm<NewCourseFormValues, unknown, z.output<typeof newCourseForm>>({
    resolver: zodResolver(newCourseForm),
    defaultValues: EMPTY_COURSE_FORM,
  });
  const { errors } = form.formState;
  const [serverError, setServerError] = useState('');
  const navigate = useNavigate();
  const create = useCreateCourse();

  const onValid = (body: z.output<typeof newCourseForm>) => {
    setServerError('');
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: t.createdTitle, description: t.createdText });
        form.reset(EMPTY_COURSE_FORM);
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          toast({ title: t.unauthorizedTitle, description: t.unauthorizedText, variant: 'destructive' });
          setTimeout(() => navigate('/auth'), AUTH_REDIRECT_DELAY_MS);
          return;
        }
        setServerError(error instanceof ApiError ? error.serverMessage : '');
        toast({ title: t.failedTitle, description: t.failedText, variant: 'destructive' });
      },
    });
  };
  // Spec §5/§8: a required field left empty gets the Ontbrekende velden toast; every invalid
  // field shows its own message below it.
  const onInvalid = () => {
    setServerError('');
    if (hasMissingRequired(form.getValues())) {
      toast({ title: t.missingTitle, description: t.missingText, variant: 'destructive' });
    }
  };

  return (
    <DialogContent title={t.title} description={t.description} className="max-w-2xl">
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate>
        <InputField
          label={t.fieldTitle}
          error={err(errors.title?.message)}
          fieldClassName="sm:col-span-2"
          maxLength={200}
          {...form.register('title')}
        />
        <TextareaField
          label={t.fieldDescription}
          error={err(errors.description?.message)}
          fieldClassName="sm:col-span-2"
          maxLength={5000}
          {...form.register('description')}
        />
        <SelectField
          label={t.fieldCategory}
          error={err(errors.category?.message)}
          placeholder={t.choose}
          options={COURSE_CATEGORIES}
          {...form.register('category')}
        />
        <SelectField
          label={t.fieldLevel}
          error={err(errors.level?.message)}
          placeholder={t.choose}
          options={COURSE_LEVELS}
          {...form.register('level')}
        />
        <InputField
          label={t.fieldDuration}
          error={err(errors.duration?.message)}
          type="number"
          min={1}
          max={520}
          step={1}
          inputMode="numeric"
          {...form.register('duration')}
        />
        <InputField
          label={t.fieldPrice}
          error={err(errors.price?.message)}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          {...form.register('price')}
        />
        <InputField
          label={t.fieldMax}
          hint={t.fieldMaxHint}
          error={err(errors.maxParticipants?.message)}
          type="number"
          min={1}
          step={1}
          {...form.register('maxParticipants')}
        />
        <InputField
          label={t.fieldImage}
          error={err(errors.imageUrl?.message)}
          type="url"
          placeholder="https://"
          {...form.register('imageUrl')}
        />
        <InputField
          label={t.fieldSkills}
          hint={t.fieldSkillsHint}
          error={err(errors.skills?.message ?? errors.skills?.root?.message)}
          fieldClassName="sm:col-span-2"
          {...form.register('skills')}
        />
        {serverError && (
          <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
            {serverError}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t.submitting : t.submit}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
