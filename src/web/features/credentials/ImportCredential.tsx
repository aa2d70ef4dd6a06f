import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { section } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { importableCredential, importCredential, myCredentialsQuery } from './api.ts';
import { CredentialJsonForm } from './CredentialJsonForm.tsx';

const t = section((m) => m.credentials);

/** Paste or pick the JSON of a credential issued elsewhere; the server verifies it before adding it. */
export function ImportCredential() {
  const queryClient = useQueryClient();
  const headingId = useId();
  const add = useMutation({
    mutationFn: importCredential,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myCredentialsQuery().queryKey }),
  });

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t.importTitle}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t.importHint}</p>
      <CredentialJsonForm
        // A new form (an empty field) after each import.
        key={add.data?.id ?? 'new'}
        className="mt-3 space-y-3"
        textareaClassName="min-h-28"
        labels={{ text: t.importLabel, file: t.importFile, submit: t.importSubmit }}
        busy={add.isPending}
        // Picking a file fills the field; adding waits for the button.
        submitOnFile={false}
        onInvalid={() => add.reset()}
        onCredential={(parsed) => {
          const credential = importableCredential(parsed);
          if (!credential) {
            add.reset();
            return t.importIncomplete;
          }
          add.mutate(credential);
          return null;
        }}
      />
      {add.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorText(add.error)}
        </p>
      )}
      {add.data && (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          {add.data.issuerTrust === 'unknown'
            ? t.importDoneUnknown(add.data.issuer.id)
            : t.importDone(add.data.issuer.name || add.data.issuer.id)}
        </p>
      )}
    </section>
  );
}
