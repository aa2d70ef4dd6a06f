import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { LANGUAGES, NOTIFICATION_TYPES, userSettingsSchema } from '../../../contracts/notifications.ts';
import { t } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { focusResult } from '../../ui/announce.tsx';
import { Button } from '../../ui/Button.tsx';
import { inputClass } from '../../ui/Field.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { settingsQuery, useSaveSettings } from './api.ts';
import { EmailPreferencesFieldset } from './EmailPreferencesFieldset.tsx';

/** The form's language field: '' stands for null (follow the browser). */
const formSchema = userSettingsSchema.extend({ language: z.enum(['', ...LANGUAGES]) });
type FormValues = z.infer<typeof formSchema>;

function Toggle({ label, hint, field }: { label: string; hint?: string; field: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 py-1.5">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...field}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The user's settings (GET/PATCH /api/user/settings): Toon mij op de ranglijst, community
 * visibility, the notification types and the language. Used by the bell's Meldingsinstellingen
 * dialog and by the profile screen.
 */
export function UserSettingsPanel({ onSaved }: { onSaved?: () => void }) {
  const query = useQuery(settingsQuery());
  const save = useSaveSettings();
  const ts = t.notifications.settings;
  const languageId = useId();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema) });
  const submitButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (query.data) form.reset({ ...query.data, language: query.data.language ?? '' });
  }, [query.data, form]);

  if (query.isError) return <QueryError query={query} title={ts.loadFailed} compact />;
  if (!query.data) return <Skeleton className="h-48 w-full" />;

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, language: values.language === '' ? null : values.language },
      {
        onSuccess: () => {
          toast({ title: ts.saved });
          // In the bell's dialog, closing it gives the focus back to its opener; on the profile,
          // Opslaan (disabled while saving) takes it back.
          if (onSaved) onSaved();
          else focusResult(() => submitButton.current);
        },
        onError: (err) => {
          toast({
            title: ts.saveFailed,
            description: err instanceof ApiError ? err.serverMessage : ts.saveFailedText,
            variant: 'destructive',
          });
          focusResult(() => submitButton.current);
        },
      },
    ),
  );

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={submit} className="flex flex-col gap-4" data-testid="user-settings">
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-slate-900">{ts.privacy}</legend>
          <Toggle label={ts.showOnLeaderboard} field={form.register('showOnLeaderboard')} />
          <Toggle
            label={ts.showInCommunity}
            hint={ts.showInCommunityHint}
            field={form.register('showInCommunity')}
          />
          <Toggle
            label={ts.findableByCompanies}
            hint={ts.findableByCompaniesHint}
            field={form.register('findableByCompanies')}
          />
        </fieldset>
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-slate-900">{ts.types}</legend>
          {NOTIFICATION_TYPES.map((type) => (
            <Toggle key={type} label={ts.type[type]} field={form.register(`notificationTypes.${type}`)} />
          ))}
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={languageId} className="text-sm font-semibold text-slate-900">
            {ts.language}
          </label>
          <select id={languageId} className={`${inputClass} h-10`} {...form.register('language')}>
            <option value="">{ts.languageAuto}</option>
            <option value="nl">{ts.languageNl}</option>
            <option value="en">{ts.languageEn}</option>
          </select>
        </div>
        <div className="flex justify-end">
          <Button ref={submitButton} type="submit" disabled={save.isPending}>
            {save.isPending ? ts.saving : ts.save}
          </Button>
        </div>
      </form>
      <EmailPreferencesFieldset />
    </div>
  );
}
