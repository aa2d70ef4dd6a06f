import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { Course } from '../../../contracts/courses.ts';
import {
  COURSE_CATEGORIES,
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  categoryLabel,
  levelLabel,
} from '../../../domain/courses.ts';
import { COURSE_STATUSES, type CourseStatus } from '../../../domain/enrollments/runs.ts';
import { getLanguage, section } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { AUTH_REDIRECT_DELAY_MS } from '../../lib/use-require-sign-in.ts';
import { Button } from '../../ui/Button.tsx';
import { cn } from '../../ui/cn.ts';
import { DialogContent } from '../../ui/Dialog.tsx';
import { Field, InputField, inputClass, SelectField, TextareaField } from '../../ui/Field.tsx';
import { SkillsField } from '../../ui/SkillsField.tsx';
import { toast } from '../../ui/toast.tsx';
import { useCreateCourse, useUpdateCourse } from './api.ts';
import {
  courseFormValues,
  EMPTY_COURSE_FORM,
  hasMissingRequired,
  type NewCourseFormValues,
  newCourseForm,
} from './course-form.ts';

const t = section((m) => m.courses.newCourse);
const tm = section((m) => m.learning.manage);
const tc = section((m) => m.institute.courseFields);
/** The contract's Dutch messages, in the language shown at render time. */

/**
 * The new-course dialog (spec §2.15, §5, §8), validated by the createCourseBody contract; with a
 * `course`, the same dialog filled in edits it, status included. Render inside a <Dialog>.
 */
/** `onDone(true)` after a save, `onDone()` on Annuleren. */
export function NewCourseDialog({ onDone, course }: { onDone: (saved?: boolean) => void; course?: Course }) {
  const form = useForm<NewCourseFormValues, unknown, z.output<typeof newCourseForm>>({
    resolver: zodResolver(newCourseForm),
    defaultValues: course ? courseFormValues(course) : EMPTY_COURSE_FORM,
  });
  const { errors } = form.formState;
  const [serverError, setServerError] = useState('');
  const [status, setStatus] = useState<CourseStatus>(course?.status ?? 'active');
  const navigate = useNavigate();
  const create = useCreateCourse();
  const update = useUpdateCourse(course?.id ?? 0);
  const saving = create.isPending || update.isPending;

  const onValid = (body: z.output<typeof newCourseForm>) => {
    setServerError('');
    const { isActive: _created, ...fields } = body;
    const save = (handlers: { onSuccess: () => void; onError: (error: Error) => void }) =>
      course ? update.mutate({ ...fields, status }, handlers) : create.mutate(body, handlers);
    save({
      onSuccess: () => {
        if (course) toast({ title: tm.saved, description: fields.title });
        else toast({ title: t.createdTitle, description: t.createdText });
        if (!course) form.reset(EMPTY_COURSE_FORM);
        onDone(true);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          toast({ title: t.unauthorizedTitle, description: t.unauthorizedText, variant: 'destructive' });
          setTimeout(() => navigate('/auth'), AUTH_REDIRECT_DELAY_MS);
          return;
        }
        setServerError(error instanceof ApiError ? error.serverMessage : '');
        if (course) toast({ title: tm.saveFailed, variant: 'destructive' });
        else toast({ title: t.failedTitle, description: t.failedText, variant: 'destructive' });
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
    <DialogContent title={course ? tm.editTitle : t.title} description={t.description} className="max-w-2xl">
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate>
        <InputField
          label={t.fieldTitle}
          error={errors.title?.message}
          fieldClassName="sm:col-span-2"
          maxLength={200}
          {...form.register('title')}
        />
        <TextareaField
          label={t.fieldDescription}
          error={errors.description?.message}
          fieldClassName="sm:col-span-2"
          maxLength={5000}
          {...form.register('description')}
        />
        <SelectField
          label={t.fieldCategory}
          error={errors.category?.message}
          placeholder={t.choose}
          options={COURSE_CATEGORIES}
          optionLabel={(c) => categoryLabel(c, getLanguage())}
          {...form.register('category')}
        />
        <SelectField
          label={t.fieldLevel}
          error={errors.level?.message}
          placeholder={t.choose}
          options={COURSE_LEVELS}
          optionLabel={(l) => levelLabel(l, getLanguage())}
          {...form.register('level')}
        />
        <SelectField
          label={t.fieldLanguage}
          placeholder={t.choose}
          options={COURSE_LANGUAGES}
          optionLabel={(l) => t.languageOptions[l] ?? l}
          {...form.register('language')}
        />
        <InputField
          label={t.fieldDuration}
          error={errors.duration?.message}
          type="number"
          min={1}
          max={520}
          step={1}
          inputMode="numeric"
          {...form.register('duration')}
        />
        <InputField
          label={t.fieldPrice}
          error={errors.price?.message}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          {...form.register('price')}
        />
        <InputField
          label={t.fieldMax}
          hint={t.fieldMaxHint}
          error={errors.maxParticipants?.message}
          type="number"
          min={1}
          step={1}
          {...form.register('maxParticipants')}
        />
        <InputField
          label={tc.studyHours}
          hint={tc.studyHoursHint}
          error={errors.studyHours?.message}
          type="number"
          min={1}
          max={10000}
          step={1}
          inputMode="numeric"
          {...form.register('studyHours')}
        />
        <InputField
          label={tc.validityMonths}
          hint={tc.validityMonthsHint}
          error={errors.validityMonths?.message}
          type="number"
          min={1}
          max={600}
          step={1}
          inputMode="numeric"
          {...form.register('validityMonths')}
        />
        <InputField
          label={t.fieldImage}
          error={errors.imageUrl?.message}
          type="url"
          placeholder="https://"
          {...form.register('imageUrl')}
        />
        <SkillsField
          label={t.fieldSkills}
          hint={t.fieldSkillsHint}
          error={errors.skills?.message ?? errors.skills?.root?.message}
          fieldClassName="sm:col-span-2"
          {...form.register('skills')}
        />
        {course && (
          <Field label={tm.status} hint={tm.statusHint} className="sm:col-span-2">
            {({ id, describedBy }) => (
              <select
                id={id}
                aria-describedby={describedBy}
                value={status}
                onChange={(e) => setStatus(e.target.value as CourseStatus)}
                className={cn(inputClass, 'h-10')}
              >
                {COURSE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {tm.statuses[s]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {serverError && (
          <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
            {serverError}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onDone()}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t.submitting : course ? tm.editSubmit : t.submit}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
