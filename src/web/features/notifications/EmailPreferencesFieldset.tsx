import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { EmailPreferences } from '../../../contracts/notifications.ts';
import { NOTIFICATION_TYPES } from '../../../contracts/notifications.ts';
import { t } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { emailPreferencesQuery, useSaveEmailPreferences } from './api.ts';

/**
 * Ook per e-mail: the notification types that also come by e-mail, off by default; each
 * switch saves at once. Security mails always come and are not a choice.
 */
export function EmailPreferencesFieldset() {
  const ts = t.notifications.settings;
  const query = useQuery(emailPreferencesQuery());
  const save = useSaveEmailPreferences();
  const id = useId();
  // The switch moves in the same render as the click (React restores a controlled checkbox to its
  // value otherwise, until the cache update lands); the server's answer then takes over.
  const [shown, setShown] = useState<EmailPreferences | null>(null);
  const values = shown ?? query.data;
  return (
    <fieldset className="flex flex-col gap-1" data-testid="email-preferences" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-sm font-semibold text-slate-900">{ts.emailTitle}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {ts.emailHint}
      </p>
      {query.isPending && <Skeleton className="h-20 w-full" />}
      {query.isError && <QueryError query={query} compact />}
      {values &&
        NOTIFICATION_TYPES.map((type) => (
          <label key={type} className="flex items-start gap-3 py-1.5 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
              checked={values[type]}
              onChange={(e) => {
                const next = { ...values, [type]: e.target.checked };
                setShown(next);
                save.mutate(next, {
                  onSettled: () => setShown(null),
                  onSuccess: () => toast({ title: ts.emailSaved }),
                  onError: (err) =>
                    toast({
                      title: ts.emailSaveFailed,
                      description: errorText(err),
                      variant: 'destructive',
                    }),
                });
              }}
            />
            {ts.emailType[type]}
          </label>
        ))}
    </fieldset>
  );
}
