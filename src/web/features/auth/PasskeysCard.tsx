import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { t } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { focusResult } from '../../ui/announce.tsx';
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
  const listBox = useRef<HTMLUListElement>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  /** After adding: the new passkey's row in the list (the last with that name), once it is there. */
  const newRow = (added: string) => () =>
    [...(listBox.current?.querySelectorAll<HTMLElement>('[data-passkey-name]') ?? [])]
      .filter((el) => el.dataset.passkeyName === added)
      .at(-1);
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;
  const keys = list.data ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle ref={title}>{tp.cardTitle}</CardTitle>
        <CardDescription>{tp.cardIntro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {keys.length === 0 ? (
          <p className="text-sm text-slate-800">{tp.none}</p>
        ) : (
          <ul ref={listBox} className="flex flex-col gap-3" aria-label={tp.listLabel}>
            {keys.map((k) => (
              <li
                key={k.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded border border-slate-200 p-3"
              >
                <div className="min-w-0">
                  <p
                    data-passkey-name={k.name}
                    className="font-medium break-words text-slate-900 outline-none"
                  >
                    {k.name}
                  </p>
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
                    remove.mutate(k.id, {
                      onSuccess: () => {
                        toast({ title: tp.removed });
                        // The row is gone: the focus goes to the card's heading.
                        focusResult(() => title.current);
                      },
                      onError: failed,
                    })
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
              const added = name.trim();
              add.mutate(added, {
                onSuccess: () => {
                  setName('');
                  toast({ title: tp.added });
                  focusResult(newRow(added));
                },
                onError: (err) => {
                  failed(err);
                  focusResult(() => nameField.current);
                },
              });
            }}
          >
            <InputField
              ref={nameField}
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
