import { useEffect, useRef } from 'react';
import { t } from '../../i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { toast } from '../../ui/toast.tsx';

/** The codes as a text file: one per line, with what they are for. */
function download(codes: readonly string[]) {
  const tm = t.mfa;
  const text = `${tm.fileHeading}\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'herstelcodes-skillsplatform.txt';
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * The ten recovery codes, shown once right after the authenticator app is confirmed (every role,
 * the forced set-up of institutes and admins included): copy, download, "Ik heb ze bewaard". The
 * heading takes the focus, so a screen reader hears the result of the action at once.
 */
export function RecoveryCodes({ codes, onStored }: { codes: readonly string[]; onStored: () => void }) {
  const tm = t.mfa;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast({ title: tm.codesCopied });
    } catch {
      toast({ title: tm.codesCopyFailed, variant: 'destructive' });
    }
  };
  return (
    <section
      className="flex flex-col gap-3"
      aria-labelledby="recovery-codes-title"
      data-testid="recovery-codes"
    >
      <h2
        id="recovery-codes-title"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 outline-none"
      >
        {tm.codesTitle}
      </h2>
      <p className="text-sm text-slate-700">{tm.codesIntro}</p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm" aria-label={tm.codesTitle}>
        {codes.map((c) => (
          <li key={c} className="rounded bg-slate-100 px-2 py-1 text-center text-slate-900">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          {tm.codesCopy}
        </Button>
        <Button type="button" variant="outline" onClick={() => download(codes)}>
          {tm.codesDownload}
        </Button>
        <Button type="button" onClick={onStored}>
          {tm.codesDone}
        </Button>
      </div>
    </section>
  );
}
