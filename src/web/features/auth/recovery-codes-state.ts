import { useSyncExternalStore } from 'react';

/**
 * Whether recovery codes are on screen and not yet confirmed as stored ("Ik heb ze bewaard"). The
 * set-up gate keeps showing the set-up screen while they are (issue 47: an institute went straight
 * to its dashboard and never saw its codes), whatever a refetch of the factor's state says.
 */
let pending = false;
const listeners = new Set<() => void>();

export function setRecoveryCodesPending(value: boolean) {
  pending = value;
  for (const l of listeners) l();
}

export const useRecoveryCodesPending = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pending,
    () => false,
  );
