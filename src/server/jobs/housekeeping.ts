import type { Db } from '../db/connect.ts';
import { purgeExpiredAccessTokens, purgeExpiredSessions, purgeOldFailures } from '../features/auth/index.ts';
import { purgeExpiredIdempotencyKeys } from '../http/idempotency-store.ts';
import { purgeOldQuotaEvents } from '../security/quota.ts';
import { purgeOldRateLimitCounters } from '../security/rate-limit-store.ts';

const DAY = 86_400_000;

/** Rows that only matter for a while: expired sessions, access tokens and idempotency keys, old login failures, quota events, counters. */
export async function housekeeping(db: Db): Promise<void> {
  const now = Date.now();
  await purgeExpiredSessions(db.kysely);
  await purgeExpiredAccessTokens(db.kysely);
  await purgeExpiredIdempotencyKeys(db.kysely, new Date(now));
  await purgeOldFailures(db.kysely, new Date(now - DAY).toISOString());
  await purgeOldQuotaEvents(db.kysely, new Date(now - 2 * DAY).toISOString());
  await purgeOldRateLimitCounters(db.kysely, now - 3_600_000);
}
