import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { PublicUser } from '../../../contracts/auth.ts';
import {
  type UpdateProfile,
  type UpdateProfileInput,
  updateProfileBody,
} from '../../../contracts/profile.ts';
import { DEFAULT_COUNTRY } from '../../../domain/profile/fields.ts';
import { roleOf } from '../../../domain/roles.ts';
import { t } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { InputField, TextareaField } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';
import { useUpdateProfile } from './api.ts';

type FormValues = Record<
  | 'firstName'
  | 'tussenvoegsel'
  | 'lastName'
  | 'phone'
  | 'dateOfBirth'
  | 'address'
  | 'postalCode'
  | 'city'
  | 'country'
  | 'companyName'
  | 'instituteName'
  | 'bio',
  string
>;

const toForm = (u: PublicUser): FormValues => ({
  firstName: u.firstName ?? '',
  tussenvoegsel: u.tussenvoegsel ?? '',
  lastName: u.lastName ?? '',
  phone: u.phone ?? '',
  dateOfBirth: u.dateOfBirth ?? '',
  address: u.address ?? '',
  postalCode: u.postalCode ?? '',
  city: u.city ?? '',
  country: u.country || DEFAULT_COUNTRY,
  companyName: u.companyName ?? '',
  instituteName: u.instituteName ?? '',
  bio: u.bio ?? '',
});

/** Tab Persoonlijk (spec §2.17): read-only until Bewerken; back to read-only after saving. */
export function PersonalTab({
  user,
  editing,
  onDone,
}: {
  user: PublicUser;
  editing: boolean;
  onDone: () => void;
}) {
  const tp = t.profile.personal;
  const form = useForm<UpdateProfileInput, unknown, UpdateProfile>({
    resolver: zodResolver(updateProfileBody),
    defaultValues: toForm(user),
  });
  const save = useUpdateProfile();
  const { reset } = form;
  useEffect(() => {
    if (!editing) reset(toForm(user));
  }, [editing, user, reset]);

  const submit = form.handleSubmit((values) => {
    // An institute's name changes only through Instellingen (decision 340): never sent from here.
    const { companyName, instituteName: _name, ...rest } = values;
    save.mutate(
      {
        ...rest,
        ...(user.userType === 'company' ? { companyName } : {}),
      },
      {
        onSuccess: (saved) => {
          toast({ title: tp.savedTitle });
          reset(toForm(saved));
          onDone();
        },
        onError: (err) =>
          toast({
            title: tp.failedTitle,
            description: err instanceof ApiError && err.status === 400 ? err.serverMessage : tp.failedText,
            variant: 'destructive',
          }),
      },
    );
  });

  const errors = form.formState.errors;
  const field = (name: keyof FormValues, label: string, props: Record<string, unknown> = {}) => (
    <InputField
      label={label}
      disabled={!editing}
      error={errors[name]?.message}
      {...form.register(name)}
      {...props}
    />
  );
  const role = roleOf(user);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label={tp.title}>
      <Card>
        <CardHeader>
          <CardTitle>{tp.title}</CardTitle>
          {!editing && <p className="text-sm text-slate-600">{tp.readOnlyHint}</p>}
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          {field('firstName', tp.firstName, { autoComplete: 'given-name' })}
          {field('tussenvoegsel', tp.tussenvoegsel, { autoComplete: 'additional-name' })}
          {field('lastName', tp.lastName, { autoComplete: 'family-name' })}
          <InputField
            label={tp.email}
            value={user.email}
            readOnly
            disabled
            hint={tp.emailNote}
            fieldClassName="sm:col-span-2"
            name="email"
            autoComplete="email"
          />
          {field('phone', tp.phone, { type: 'tel', autoComplete: 'tel' })}
          {field('dateOfBirth', tp.dateOfBirth, {
            type: 'date',
            autoComplete: 'bday',
            max: new Date().toISOString().slice(0, 10),
          })}
          {role === 'company' &&
            field('companyName', tp.companyName, {
              autoComplete: 'organization',
              fieldClassName: 'sm:col-span-2',
            })}
          {role === 'institute' && (
            <InputField
              label={tp.instituteName}
              value={user.instituteName ?? ''}
              readOnly
              disabled
              hint={tp.instituteNameNote}
              fieldClassName="sm:col-span-2"
              name="instituteName"
              autoComplete="organization"
            />
          )}
          <TextareaField
            label={tp.bio}
            hint={tp.bioHint}
            disabled={!editing}
            maxLength={1000}
            error={errors.bio?.message}
            fieldClassName="sm:col-span-3"
            {...form.register('bio')}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{tp.addressTitle}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {field('address', tp.address, { autoComplete: 'street-address', fieldClassName: 'sm:col-span-2' })}
          {field('postalCode', tp.postalCode, { autoComplete: 'postal-code' })}
          {field('city', tp.city, { autoComplete: 'address-level2' })}
          {field('country', tp.country, { autoComplete: 'country-name' })}
        </CardContent>
      </Card>
      <dl className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6">
        <div>
          <dt className="text-sm text-slate-600">{t.profile.memberSince}</dt>
          <dd className="font-semibold text-slate-900">{formatDate(user.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t.profile.accountType}</dt>
          <dd className="font-semibold text-slate-900">{t.profile.typeLabels[role]}</dd>
        </div>
      </dl>
      {editing && (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onDone}>
            {t.profile.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t.profile.saving : t.profile.save}
          </Button>
        </div>
      )}
    </form>
  );
}
