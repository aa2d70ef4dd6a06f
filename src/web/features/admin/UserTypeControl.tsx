import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { USER_TYPE_CHOICES } from '../../../contracts/admin.ts';
import { isSuperAdmin } from '../../../domain/roles.ts';
import { t } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { Field, Input, inputClass } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';
import { useChangeUserType, userSearchQuery } from './api.ts';

/** Beheer (spec §2.17): search a user, choose talent/bedrijf/opleider/admin, Wijzigen. */
export function UserTypeControl() {
  const tu = t.admin.userType;
  const { user: me } = useSession();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const users = useQuery({ ...userSearchQuery(deferred), placeholderData: (prev) => prev });
  const [userId, setUserId] = useState('');
  const [type, setType] = useState<(typeof USER_TYPE_CHOICES)[number]>('talent');
  const change = useChangeUserType();
  const candidates = (users.data?.items ?? []).filter((u) => u.id !== me?.id);

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
                <option value="">{candidates.length ? tu.choose : tu.noResults}</option>
                {candidates.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.name} ({u.email}) · {t.profile.typeLabels[u.adminRole ?? u.userType]}
                  </option>
                ))}
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
