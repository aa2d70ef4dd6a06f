import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { Spinner } from '../../ui/Spinner.tsx';
import { mfaQuery } from './mfa-api.ts';

// Loaded only by the few accounts that must set up a factor: the cards and the WebAuthn client stay
// out of every other page's first load.
const MfaSetupScreen = lazy(() => import('./MfaSetupScreen.tsx'));

/**
 * For a signed-in account whose role requires a second factor it has not set up, the app shows
 * only its set-up (the API refuses everything else too); everyone else sees the page.
 */
export function MfaGate({ children }: { children: ReactNode }) {
  const status = useQuery(mfaQuery);
  if (!status.data?.setupRequired) return children;
  return (
    <Suspense fallback={<Spinner />}>
      <MfaSetupScreen />
    </Suspense>
  );
}
