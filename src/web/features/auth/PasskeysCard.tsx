import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { InputField } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';
import { passkeysQuery, useAddPasskey, useRemovePasskey } from './passkey-api.ts';

/** Beveiliging: the account's passkeys (name, added, last used; remove) and adding one. */
export function PasskeysCard() {
  const tp = t.passkeys;
  const list = useQuery(passkeysQuery);
  const [name, setName] = useState('');
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const failed = (err: unknown) =>
    toast({ title: tp.failed, description: errorText(err), variant: 'destructive' });
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;
  const keys = list.data ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{tp.cardTitle}</CardTitle>
        <CardDescription>{tp.cardIntro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {keys.length === 0 ? (
          <p className="text-sm text-slate-800">{tp.none}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={tp.listLabel}>
            {keys.map((k) => (
              <li
                key={k.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded border border-slate-200 p-3"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{k.name}</p>
                  <p className="text-sm text-slate-600">
                    {tp.created}: {formatDate(k.createdAt)} · {tp.lastUsed}:{' '}
                    {k.lastUsedAt ? formatDate(k.lastUsedAt) : tp.never}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  aria-label={tp.removeLabel(k.name)}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(k.id, { onSuccess: () => toast({ title: tp.removed }), onError: failed })
                  }
                >
                  {tp.remove}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {supported ? (
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              add.mutate(name.trim(), {
                onSuccess: () => {
                  setName('');
                  toast({ title: tp.added });
                },
                onError: failed,
              });
            }}
          >
            <InputField
              label={tp.name}
              placeholder={tp.namePlaceholder}
              maxLength={60}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <Button type="submit" disabled={add.isPending || !name.trim()}>
              {tp.add}
            </Button>
          </form>
        ) : (
          <p className="text-sm text-slate-700">{tp.unsupported}</p>
        )}
      </CardContent>
    </Card>
  );
}
