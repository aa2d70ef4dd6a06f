import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { section } from '../../i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { instituteVerificationQuery } from './api.ts';

const t = section((m) => m.courses.portal.unverified);

/**
 * An institute that is not yet verified is told that its courses wait for verification,
 * and what it can do meanwhile. Nothing while loading, on an error, or once verified.
 */
export function UnverifiedNotice({ onSettings }: { onSettings?: () => void }) {
  const verification = useQuery(instituteVerificationQuery());
  if (verification.data?.verified !== false) return null;
  return (
    <section
      aria-labelledby="unverified-title"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 sm:p-5"
    >
      <h2 id="unverified-title" className="flex items-center gap-2 text-base font-semibold">
        <ShieldAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
        {t.title}
      </h2>
      <p className="mt-1">{t.text}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {t.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      {onSettings && (
        <Button variant="outline" size="sm" className="mt-3" onClick={onSettings}>
          {t.toSettings}
        </Button>
      )}
    </section>
  );
}
