/**
 * Growing delays for failed sign-ins (OWASP Authentication Cheat Sheet): the first `free` failures
 * cost nothing; after that each further attempt must wait 1 s, 2 s, 4 s, … since the previous one,
 * never longer than the window itself.
 */
export function loginDelayMs(failures: number, free: number, windowMs: number): number {
  const excess = failures - free;
  if (excess <= 0) return 0;
  return Math.min(1000 * 2 ** Math.min(excess - 1, 30), windowMs);
}

/** "Te veel mislukte inlogpogingen. Probeer het over 30 seconden opnieuw." */
export function throttledMessage(retryAfterSeconds: number): string {
  const s = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait =
    s < 60
      ? `${s} ${s === 1 ? 'seconde' : 'seconden'}`
      : `${Math.ceil(s / 60)} ${Math.ceil(s / 60) === 1 ? 'minuut' : 'minuten'}`;
  return `Te veel mislukte inlogpogingen. Probeer het over ${wait} opnieuw.`;
}
