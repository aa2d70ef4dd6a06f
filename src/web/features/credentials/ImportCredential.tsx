import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { section } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { Button } from '../../ui/Button.tsx';
import { Textarea } from '../../ui/Field.tsx';
import { credentialObject, importableCredential, importCredential, myCredentialsQuery } from './api.ts';

const t = section((m) => m.credentials);

/** Paste or pick the JSON of a credential issued elsewhere; the server verifies it before adding it. */
export function ImportCredential() {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [parseError, setParseError] = useState<'json' | 'incomplete' | null>(null);
  const textId = useId();
  const fileId = useId();
  const headingId = useId();
  const add = useMutation({
    mutationFn: importCredential,
    onSuccess: () => {
      setText('');
      void queryClient.invalidateQueries({ queryKey: myCredentialsQuery().queryKey });
    },
  });

  const submit = (value: string) => {
    let parsed: Record<string, unknown> | null = null;
    try {
      parsed = credentialObject(JSON.parse(value));
    } catch {
      // Not JSON: shown as such below.
    }
    const credential = parsed && importableCredential(parsed);
    if (!credential) {
      setParseError(parsed ? 'incomplete' : 'json');
      add.reset();
      return;
    }
    setParseError(null);
    add.mutate(credential);
  };

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t.importTitle}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t.importHint}</p>
      <form
        className="mt-3 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit(text);
        }}
      >
        <div>
          <label htmlFor={textId} className="text-sm font-medium text-slate-800">
            {t.importLabel}
          </label>
          <Textarea
            id={textId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="mt-1 min-h-28 font-mono text-xs"
            spellCheck={false}
          />
        </div>
        <div>
          <label htmlFor={fileId} className="text-sm font-medium text-slate-800">
            {t.importFile}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".json,application/json,application/ld+json,application/vc+ld+json"
            className="mt-1 block w-full text-sm text-slate-700"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              const content = await file.text();
              setText(content);
              submit(content);
            }}
          />
        </div>
        <Button type="submit" disabled={add.isPending || text.trim() === ''}>
          {t.importSubmit}
        </Button>
      </form>
      {parseError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {parseError === 'json' ? t.pasteNoJson : t.importIncomplete}
        </p>
      )}
      {add.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorText(add.error)}
        </p>
      )}
      {add.data && (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          {t.importDone(add.data.issuer.name || add.data.issuer.id)}
        </p>
      )}
    </section>
  );
}
