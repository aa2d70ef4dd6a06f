import { useId, useState } from 'react';
import { section } from '../../i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Textarea } from '../../ui/Field.tsx';
import { credentialObject } from './api.ts';

const t = section((m) => m.credentials);

interface Props {
  labels: { text: string; file: string; submit: string };
  busy: boolean;
  /** The pasted or picked credential; answers a sentence to show when it cannot be sent, else null. */
  onCredential: (credential: Record<string, unknown>) => string | null;
  /** Something was typed that is not JSON: the caller forgets an earlier answer. */
  onInvalid: () => void;
  className?: string;
  textareaClassName?: string;
  /**
   * Whether picking a file sends it at once (checking on /verify changes nothing); false when the
   * button commits something (adding to the passport waits for Controleren en toevoegen).
   */
  submitOnFile?: boolean;
}

/** Paste or pick a credential's JSON (an object): the shared form of /verify and the passport's import. */
export function CredentialJsonForm({
  labels,
  busy,
  onCredential,
  onInvalid,
  className,
  textareaClassName,
  submitOnFile = true,
}: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const fileId = useId();

  const submit = (value: string) => {
    let parsed: Record<string, unknown> | null = null;
    try {
      parsed = credentialObject(JSON.parse(value));
    } catch {
      // Not JSON: said below.
    }
    const refused = parsed ? onCredential(parsed) : t.pasteNoJson;
    if (!parsed) onInvalid();
    setError(refused);
  };

  return (
    <>
      <form
        className={className}
        onSubmit={(e) => {
          e.preventDefault();
          submit(text);
        }}
      >
        <div>
          <label htmlFor={textId} className="text-sm font-medium text-slate-800">
            {labels.text}
          </label>
          <Textarea
            id={textId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className={`mt-1 font-mono text-xs ${textareaClassName ?? ''}`}
            spellCheck={false}
          />
        </div>
        <div>
          <label htmlFor={fileId} className="text-sm font-medium text-slate-800">
            {labels.file}
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
              if (submitOnFile) submit(content);
            }}
          />
        </div>
        <Button type="submit" disabled={busy || text.trim() === ''}>
          {labels.submit}
        </Button>
      </form>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
