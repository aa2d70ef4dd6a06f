import type { Kysely } from 'kysely';
import { loginDelayMs } from '../../../domain/login-throttle.ts';
import type { Database } from '../../db/schema.ts';
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
 * of many concurrent attempts at most `free` get through (issue 13, finding 3). Refused attempts
 * are withdrawn so they do not lengthen the wait; the caller deletes the reservation after a
 * successful sign-in and keeps it as a failure otherwise.
 */
export async function reserveLoginAttempt(
  db: Kysely<Database>,
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
