import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type InstituteSettings, instituteSettingsBody } from '../../../contracts/institute.ts';
import { section } from '../../i18n/index.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { firstInvalid, focusResult } from '../../ui/announce.tsx';
import { Button } from '../../ui/Button.tsx';
import { InputField, TextareaField } from '../../ui/Field.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { toast } from '../../ui/toast.tsx';
import { instituteSettingsQuery, useSaveInstituteSettings } from './api.ts';

const s = section((m) => m.courses.portal.settings);

type Values = z.input<typeof instituteSettingsBody>;
const FIELDS = ['name', 'website', 'kvkNumber', 'description', 'logoUrl'] as const;

/** Tab Instellingen: PATCH /api/institute/settings, validated by the same contract as the API. */
export function InstituteSettingsForm() {
  const settings = useQuery(instituteSettingsQuery());
  if (settings.isPending) return <Spinner />;
  if (settings.isError || !settings.data) {
    return (
      <p role="alert" className="text-sm text-red-800">
        {errorText(settings.error)}
      </p>
    );
  }
  return <SettingsFields initial={settings.data} />;
}

function SettingsFields({ initial }: { initial: InstituteSettings }) {
  const pending = initial.pendingChange;
  const form = useForm<Values, unknown, z.output<typeof instituteSettingsBody>>({
    resolver: zodResolver(instituteSettingsBody),
    // While a change is under review the form shows what was asked, so saving again keeps it.
    defaultValues: {
      name: (pending?.fields.includes('name') ? pending.name : initial.name) ?? '',
      website: (pending?.fields.includes('website') ? pending.website : initial.website) ?? '',
      kvkNumber: (pending?.fields.includes('kvkNumber') ? pending.kvkNumber : initial.kvkNumber) ?? '',
      description: initial.description ?? '',
      logoUrl: initial.logoUrl ?? '',
    },
  });
  const save = useSaveInstituteSettings();
  const { errors } = form.formState;
  const formBox = useRef<HTMLFormElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const pendingBox = useRef<HTMLDivElement>(null);
  return (
    <form
      ref={formBox}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((v) =>
        save.mutate(v, {
          onSuccess: (saved) => {
            toast({ title: s.saved });
            // A change under review shows its notice: the focus goes there, else back to Opslaan.
            focusResult(() => (saved.pendingChange ? pendingBox.current : submitButton.current));
          },
          onError: (e) => {
            const refused = e instanceof ApiError ? { ...e.fieldErrors } : {};
            // Another institute's KvK number is about that field: said there, not in a toast.
            if (e instanceof ApiError && e.code === 'institute.kvk_taken')
              refused.kvkNumber = e.displayMessage;
            const marked = FIELDS.filter((f) => refused[f]);
            for (const f of marked) form.setError(f, { type: 'server', message: refused[f] });
            if (marked.length) return focusResult(firstInvalid(formBox.current));
            toast({ title: s.saveFailed, description: errorText(e), variant: 'destructive' });
            focusResult(() => submitButton.current);
          },
        }),
      )}
    >
      {pending && (
        <div
          ref={pendingBox}
          tabIndex={-1}
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 outline-none"
          data-testid="settings-pending"
        >
          <p className="font-semibold">{s.pendingTitle}</p>
          <p>{s.pendingText}</p>
          <p className="break-words">
            {[initial.name, initial.kvkNumber, initial.website].filter(Boolean).join(' · ')}
          </p>
        </div>
      )}
      <InputField
        label={s.name}
        error={errors.name?.message}
        autoComplete="organization"
        {...form.register('name')}
      />
      <InputField
        label={s.website}
        error={errors.website?.message}
        type="url"
        placeholder="https://"
        {...form.register('website')}
      />
      <InputField
        label={s.kvkNumber}
        hint={s.kvkHint}
        error={errors.kvkNumber?.message}
        inputMode="numeric"
        {...form.register('kvkNumber')}
      />
      <TextareaField
        label={s.description}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <InputField
        label={s.logoUrl}
        error={errors.logoUrl?.message}
        type="url"
        placeholder="https://"
        {...form.register('logoUrl')}
      />
      <div>
        <Button ref={submitButton} type="submit" disabled={save.isPending}>
          {save.isPending ? s.saving : s.save}
        </Button>
      </div>
    </form>
  );
}
