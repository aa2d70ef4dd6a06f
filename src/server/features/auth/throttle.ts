import { AUTH_PROBLEMS } from '../../../contracts/problems/auth.ts';
import { loginDelayMs } from '../../../domain/login-throttle.ts';
import type { Config } from '../../config.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { fail } from '../../http/errors.ts';
import { attemptsSince, deleteAttempts, reserveAttempts } from './store.ts';

/** One throttling key: `free` failures within the window, then growing delays (or a hard stop). */
export interface ThrottleKey {
  key: string;
  free: number;
  /** Refuse outright above `free` until the window has passed (the account-wide limit). */
  hard?: boolean;
}

export type Reservation = { ok: true; ids: number[] } | { ok: false; retryAfterSeconds: number };

/**
 * Reserves the attempt before the slow password check: rows are written first, then counted, so
 * of many concurrent attempts at most `free` get through. Refused attempts
 * are withdrawn so they do not lengthen the wait; the caller deletes the reservation after a
 * successful sign-in and keeps it as a failure otherwise.
 */
export async function reserveLoginAttempt(
  db: KyselyDb,
  keys: ThrottleKey[],
  windowMs: number,
): Promise<Reservation> {
  const ids = await reserveAttempts(
    db,
    keys.map((k) => k.key),
  );
  const now = Date.now();
  const since = new Date(now - windowMs).toISOString();
  let wait = 0;
  for (const [i, k] of keys.entries()) {
    const { count, latestOther } = await attemptsSince(db, k.key, since, ids[i]);
    if (count <= k.free) continue;
    if (k.hard) {
      wait = Math.max(wait, windowMs);
      continue;
    }
    const delay = loginDelayMs(count, k.free, windowMs);
    const elapsed = latestOther ? now - Date.parse(latestOther) : Number.POSITIVE_INFINITY;
    if (elapsed < delay) wait = Math.max(wait, delay - elapsed);
  }
  if (wait > 0) {
    await deleteAttempts(db, ids);
    return { ok: false, retryAfterSeconds: Math.ceil(wait / 1000) };
  }
  return { ok: true, ids };
}

/**
 * The same throttle for calls where a signed-in user confirms their current password (change
 * password, delete account): the attempt is reserved before the check, per account+IP pair with
 * growing delays and under the account-wide limit; a correct password withdraws it.
 */
export function passwordThrottle(db: KyselyDb, config: Config, email: string, ip: string) {
  let reservation: Reservation | undefined;
  return {
    async assertAllowed() {
      reservation = await reserveLoginAttempt(
        db,
        [
          { key: `pair:${email}|${ip}`, free: config.loginMaxFailures },
          { key: `email:${email}`, free: config.loginAccountMaxFailures, hard: true },
        ],
        config.loginWindowMinutes * 60_000,
      );
      if (!reservation.ok) {
        throw fail(
          AUTH_PROBLEMS['auth.login_throttled'],
          { seconds: reservation.retryAfterSeconds },
          { 'retry-after': String(reservation.retryAfterSeconds) },
        );
      }
    },
    /** The reserved attempt stays and counts as the failure. */
    async recordFailure() {},
    async clear() {
      if (reservation?.ok) await deleteAttempts(db, reservation.ids);
    },
  };
}
