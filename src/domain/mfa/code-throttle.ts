/**
 * How many wrong second-factor codes an account and an address may send (issue 47): every code
 * guess — the sign-in's code step, a recovery code, turning the factor off, making a token with a
 * code, a passkey sign-in that fails — counts. After every `lockEvery` wrong codes the step locks
 * for `lockMs`; within any `dayMs` at most `dailyMax` wrong codes are possible, then it stays
 * locked until the oldest of them is a day old. Pure: the caller passes the failures and the clock.
 */
export interface CodeThrottleRule {
  lockEvery: number;
  lockMs: number;
  dailyMax: number;
  dayMs: number;
}

const MINUTE = 60_000;
export const DAY_MS = 24 * 60 * MINUTE;

/** Per account: 10 wrong codes lock the code step for 15 minutes; at most 30 wrong codes a day. */
export const ACCOUNT_CODE_RULE: CodeThrottleRule = {
  lockEvery: 10,
  lockMs: 15 * MINUTE,
  dailyMax: 30,
  dayMs: DAY_MS,
};

/**
 * Per address (over every account it tries): a lock after every 20 (an office behind one address
 * has several people typing), at most 100 wrong codes a day, so one address cannot spread its
 * guesses over many stolen passwords.
 */
export const ADDRESS_CODE_RULE: CodeThrottleRule = {
  lockEvery: 20,
  lockMs: 15 * MINUTE,
  dailyMax: 100,
  dayMs: DAY_MS,
};

/**
 * Until when the code step is locked (ms since the epoch), or null when a guess may be made now.
 * `failures` are the moments (ms) of the wrong codes, any order; only those of the last day count.
 */
export function codeLockedUntil(
  failures: readonly number[],
  now: number,
  rule: CodeThrottleRule,
): number | null {
  const recent = failures.filter((t) => t > now - rule.dayMs && t <= now).sort((a, b) => a - b);
  const n = recent.length;
  let until = 0;
  // The daily maximum: the next guess waits until the oldest counted failure leaves the day.
  if (n >= rule.dailyMax) until = recent[n - rule.dailyMax] + rule.dayMs;
  // Every `lockEvery`-th failure of the day starts a lock from its own moment.
  const last = Math.floor(n / rule.lockEvery) * rule.lockEvery;
  if (last > 0) until = Math.max(until, recent[last - 1] + rule.lockMs);
  return until > now ? until : null;
}

/** Whether the failure just recorded (the `n`-th of the day) locked the step: the moment to mail the owner. */
export const failureLocks = (n: number, rule: CodeThrottleRule): boolean =>
  n > 0 && (n % rule.lockEvery === 0 || n === rule.dailyMax);
