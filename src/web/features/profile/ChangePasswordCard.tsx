import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type ChangePasswordForm, changePasswordForm } from '../../../contracts/profile.ts';
import { passwordChangeErrors } from '../../../domain/password-policy.ts';
import { t } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { InputField } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';
import { useChangePassword } from './api.ts';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Beveiliging: the change-password form (spec §4 closed → open → closed and cleared; §5 rules live). */
export function ChangePasswordCard() {
  const tp = t.profile.password;
  const [open, setOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: EMPTY,
  });
  const values = useWatch({ control: form.control });
  const change = useChangePassword();

  const close = () => {
    form.reset(EMPTY);
    setSubmitted(false);
    setOpen(false);
  };
  const touched = !!(values.newPassword || values.confirmPassword || submitted);
  const problems = touched
    ? passwordChangeErrors({
        current: values.currentPassword ?? '',
        next: values.newPassword ?? '',
        confirm: values.confirmPassword ?? '',
      })
    : [];

  const submit = form.handleSubmit(
    ({ currentPassword, newPassword }) =>
      change.mutate(
        { currentPassword, newPassword },
        {
          onSuccess: () => {
            toast({ title: tp.success, description: tp.successText });
            close();
          },
          onError: (err) =>
            toast({
              title: err instanceof ApiError && err.serverMessage ? err.serverMessage : tp.failed,
              variant: 'destructive',
            }),
        },
      ),
    () => setSubmitted(true),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{tp.title}</CardTitle>
        <CardDescription>{tp.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        {!open ? (
          <Button variant="outline" onClick={() => setOpen(true)}>
            {tp.open}
          </Button>
        ) : (
          <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4" aria-label={tp.open}>
            <InputField
              label={tp.current}
              type="password"
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
            <InputField
              label={tp.next}
              type="password"
              autoComplete="new-password"
              {...form.register('newPassword')}
            />
            <InputField
              label={tp.confirm}
              type="password"
              autoComplete="new-password"
              {...form.register('confirmPassword')}
            />
            <div aria-live="polite" data-testid="password-rules">
              {problems.length > 0 ? (
                <>
                  <p className="text-sm font-medium text-slate-800">{tp.rulesLabel}</p>
                  <ul className="mt-1 list-disc pl-5 text-sm text-red-700">
                    {problems.map((p) => (
                      <li key={p.code}>{p()}</li>
                    ))}
                  </ul>
                </>
              ) : (
                touched && <p className="text-sm text-emerald-700">{tp.allGood}</p>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={change.isPending}>
                {tp.submit}
              </Button>
              <Button variant="outline" onClick={close}>
                {t.profile.cancel}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
