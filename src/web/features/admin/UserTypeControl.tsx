import { type FormEvent, useState } from 'react';
import { USER_TYPE_CHOICES } from '../../../contracts/admin.ts';
import { isSuperAdmin } from '../../../domain/roles.ts';
import { t } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { Field, Input, inputClass } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';
import { useChangeUserType } from './api.ts';
import { UserOptions, useUserCandidates } from './user-picker.tsx';

/** Beheer (spec §2.17): search a user, choose talent/bedrijf/opleider/admin, Wijzigen. */
export function UserTypeControl() {
  const tu = t.admin.userType;
  const { user: me } = useSession();
  const { search, setSearch, candidates } = useUserCandidates();
  const [userId, setUserId] = useState('');
  const [type, setType] = useState<(typeof USER_TYPE_CHOICES)[number]>('talent');
  const change = useChangeUserType();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!userId) return;
    change.mutate(
      { userId, userType: type },
      {
        onSuccess: () => toast({ title: tu.success }),
        onError: (err) =>
          toast({
            title: tu.failed,
            description: err instanceof ApiError ? err.serverMessage : undefined,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{tu.title}</CardTitle>
        {!isSuperAdmin(me) && <CardDescription>{tu.superOnly}</CardDescription>}
      </CardHeader>
      <CardContent>
        <form
          onSubmit={submit}
          aria-label={tu.title}
          className="grid gap-4 md:grid-cols-[2fr_2fr_1fr_auto] md:items-end"
        >
          <Field label={tu.search}>
            {({ id }) => (
              <Input id={id} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
            )}
          </Field>
          <Field label={tu.user}>
            {({ id }) => (
              <select
                id={id}
                className={`${inputClass} h-10`}
                value={userId}
                onChange={(e) => setUserId(e.target.value)}
                required
              >
                <UserOptions candidates={candidates} choose={tu.choose} noResults={tu.noResults} />
              </select>
            )}
          </Field>
          <Field label={tu.type}>
            {({ id }) => (
              <select
                id={id}
                className={`${inputClass} h-10`}
                value={type}
                onChange={(e) => setType(e.target.value as typeof type)}
              >
                {USER_TYPE_CHOICES.map((c) => (
                  <option key={c} value={c}>
                    {tu.options[c]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Button type="submit" disabled={!userId || change.isPending}>
            {tu.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
