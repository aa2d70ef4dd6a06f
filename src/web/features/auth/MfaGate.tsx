import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { t } from '../../i18n/index.ts';
import { mfaQuery } from './mfa-api.ts';
import { PasskeysCard } from './PasskeysCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

/**
 * For a signed-in account whose role requires a second factor it has not set up, the app shows
 * only its set-up (the API refuses everything else too); everyone else sees the page.
 */
export function MfaGate({ children }: { children: ReactNode }) {
  const status = useQuery(mfaQuery);
  if (!status.data?.setupRequired) return children;
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 py-4">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t.mfa.gateTitle}</h1>
      <p className="text-slate-700">{t.mfa.gateIntro}</p>
      <TwoFactorCard />
      <PasskeysCard />
    </div>
  );
}
