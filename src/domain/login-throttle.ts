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
