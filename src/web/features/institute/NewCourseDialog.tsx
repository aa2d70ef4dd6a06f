import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { type CreateCourseBody, splitSkills } from '../../../contracts/courses.ts';
import { COURSE_CATEGORIES, COURSE_LEVELS } from '../../../domain/courses.ts';
import { section } from '../../i18n/index.ts';
import { ApiError, apiJson } from '../../lib/api.ts';
import { AUTH_REDIRECT_DELAY_MS } from '../../lib/use-require-sign-in.ts';
import { Button } from '../../ui/Button.tsx';
import { DialogContent } from '../../ui/Dialog.tsx';
import { InputField, SelectField, TextareaField } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';

const t = section((m) => m.courses.newCourse);
const EMPTY = {
  title: '',
  description: '',
  category: '',
  level: '',
  duration: '',
  price: '',
  maxParticipants: '',
  imageUrl: '',
  skills: '',
};
type Form = typeof EMPTY;
const REQUIRED: (keyof Form)[] = ['title', 'description', 'category', 'level', 'duration', 'price'];

/** Refetch everything that shows courses or institute figures. */
export const isCourseQuery = (key: unknown) => /^\/api\/(courses|institute)/.test(String(key));

/** The new-course dialog (spec §2.15, §5, §8). Render inside a <Dialog>. */
export function NewCourseDialog({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState<Form>(EMPTY);
  const [serverError, setServerError] = useState('');
  const [missing, setMissing] = useState<Set<keyof Form>>(new Set());
  const qc = useQueryClient();
  const navigate = useNavigate();
  const set = (k: keyof Form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value });

  const create = useMutation({
    mutationFn: (body: CreateCourseBody) => apiJson('POST', '/api/courses', body),
    onSuccess: async () => {
      toast({ title: t.createdTitle, description: t.createdText });
      setForm(EMPTY);
      onDone();
      await qc.invalidateQueries({ predicate: (q) => isCourseQuery(q.queryKey[0]) });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 401) {
        toast({ title: t.unauthorizedTitle, description: t.unauthorizedText, variant: 'destructive' });
        setTimeout(() => navigate('/auth'), AUTH_REDIRECT_DELAY_MS);
        return;
      }
      setServerError(err instanceof ApiError ? err.serverMessage : '');
      toast({ title: t.failedTitle, description: t.failedText, variant: 'destructive' });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setServerError('');
    const empty = new Set(REQUIRED.filter((k) => !form[k].trim()));
    setMissing(empty);
    if (empty.size > 0) {
      toast({ title: t.missingTitle, description: t.missingText, variant: 'destructive' });
      return;
    }
    create.mutate({
      title: form.title.trim(),
      description: form.description.trim(),
      category: form.category as CreateCourseBody['category'],
      level: form.level as CreateCourseBody['level'],
      duration: Number(form.duration),
      price: Number(form.price.replace(',', '.')),
      maxParticipants: form.maxParticipants.trim() ? Number(form.maxParticipants) : null,
      imageUrl: form.imageUrl.trim() || null,
      skills: splitSkills(form.skills),
      language: 'nl',
      isActive: true,
    });
  };

  const err = (k: keyof Form) => (missing.has(k) ? t.requiredField : undefined);
  return (
    <DialogContent title={t.title} description={t.description} className="max-w-2xl">
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
        <InputField
          label={t.fieldTitle}
          error={err('title')}
          fieldClassName="sm:col-span-2"
          value={form.title}
          onChange={set('title')}
          maxLength={200}
        />
        <TextareaField
          label={t.fieldDescription}
          error={err('description')}
          fieldClassName="sm:col-span-2"
          value={form.description}
          onChange={set('description')}
          maxLength={5000}
        />
        <SelectField
          label={t.fieldCategory}
          error={err('category')}
          placeholder={t.choose}
          options={COURSE_CATEGORIES}
          value={form.category}
          onChange={set('category')}
        />
        <SelectField
          label={t.fieldLevel}
          error={err('level')}
          placeholder={t.choose}
          options={COURSE_LEVELS}
          value={form.level}
          onChange={set('level')}
        />
        <InputField
          label={t.fieldDuration}
          error={err('duration')}
          type="number"
          min={1}
          max={520}
          step={1}
          inputMode="numeric"
          value={form.duration}
          onChange={set('duration')}
        />
        <InputField
          label={t.fieldPrice}
          error={err('price')}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          value={form.price}
          onChange={set('price')}
        />
        <InputField
          label={t.fieldMax}
          hint={t.fieldMaxHint}
          type="number"
          min={1}
          step={1}
          value={form.maxParticipants}
          onChange={set('maxParticipants')}
        />
        <InputField
          label={t.fieldImage}
          type="url"
          placeholder="https://"
          value={form.imageUrl}
          onChange={set('imageUrl')}
        />
        <InputField
          label={t.fieldSkills}
          hint={t.fieldSkillsHint}
          fieldClassName="sm:col-span-2"
          value={form.skills}
          onChange={set('skills')}
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
