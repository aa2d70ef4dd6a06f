import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useSession } from '../../lib/session.ts';
import { focusResult } from '../../ui/announce.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { mfaQuery } from './mfa-api.ts';
import { useRecoveryCodesPending } from './recovery-codes-state.ts';

// Loaded only by the few accounts that must set up a factor: the cards and the WebAuthn client stay
// out of every other page's first load.
const MfaSetupScreen = lazy(() => import('./MfaSetupScreen.tsx'));

/**
 * For a signed-in account whose role requires a second factor it has not set up, the app shows
 * only its set-up (the API refuses everything else too); everyone else sees the page.
 *
 * GET /api/user says so (`mfaSetupRequired`, embedded in the first HTML), so a page load asks
 * nothing more. GET /api/user/mfa is asked only when the session answer lacks it (the answer of a
 * sign-in) or says a set-up is due: the set-up's mutations refresh that query, which opens the gate.
 */
export function MfaGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const fromSession = user?.mfaSetupRequired;
  const status = useQuery({ ...mfaQuery, enabled: user !== null && fromSession !== false });
  const setupRequired = status.data ? status.data.setupRequired : fromSession === true;
  // The recovery codes shown by the set-up stay on screen until "Ik heb ze bewaard" (issue 47),
  // even when a refetch already says the factor is on. Only a gate that is showing is held.
  const codesPending = useRecoveryCodesPending();
  const showing = useRef(false);
  showing.current = setupRequired || (codesPending && showing.current);
  const visible = showing.current;
  // The set-up is done and the page takes its place: the focus goes to the page's heading.
  const shown = useRef(visible);
  useEffect(() => {
    if (shown.current && !visible) focusResult('#main h1');
    shown.current = visible;
  }, [visible]);
  if (!visible) return children;
  return (
    <Suspense fallback={<Spinner />}>
      <MfaSetupScreen />
    </Suspense>
  );
}
