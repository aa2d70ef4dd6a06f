import type { ProblemDef } from '../../contracts/problems/define.ts';
import { HTTP_PROBLEMS } from '../../contracts/problems/http.ts';
import type { Config, QuotaAction } from '../config.ts';
import { nowIso } from '../db/connect.ts';
import type { KyselyDb } from '../db/schema.ts';
import { fail } from '../http/errors.ts';

export interface QuotaLimit {
  max: number;
  windowMs: number;
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** Course creation per institute. */
export const courseCreateLimits = (c: Pick<Config, 'courseCreateHourly' | 'courseCreateDaily'>) => [
  { max: c.courseCreateHourly, windowMs: HOUR_MS },
  { max: c.courseCreateDaily, windowMs: DAY_MS },
];

/** Info requests per user. */
export const infoRequestLimits = (c: Pick<Config, 'infoRequestHourly' | 'infoRequestDaily'>) => [
  { max: c.infoRequestHourly, windowMs: HOUR_MS },
  { max: c.infoRequestDaily, windowMs: DAY_MS },
];

/**
 * Counts one action against per-window limits stored in the database, so they hold across
 * processes. The action is reserved first (a row inserted) and counted after: of many concurrent
 * callers at most `max` see a count within the limit. Over a limit the reservation is withdrawn
 * and a 429 with Retry-After (seconds) is thrown.
 */
export async function takeQuota(
  db: KyselyDb,
  key: string,
  limits: QuotaLimit[],
  refusal: ProblemDef,
): Promise<void> {
  const now = Date.now();
  // Every caller commits its reservation before counting, so of two concurrent callers the later
  // count sees both: never more than `max` pass.
  const { id } = await db
    .insertInto('quotaEvents')
    .values({ key, createdAt: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const limit of limits) {
    const since = new Date(now - limit.windowMs).toISOString();
    const rows = await db
      .selectFrom('quotaEvents')
      .select('createdAt')
      .where('key', '=', key)
      .where('createdAt', '>', since)
      .orderBy('createdAt')
      .limit(limit.max + 1)
      .execute();
    if (rows.length > limit.max) {
      await db.deleteFrom('quotaEvents').where('id', '=', id).execute();
      const oldest = Date.parse(rows[0].createdAt);
      const retryAfter = Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000));
      throw fail(refusal, undefined, { 'retry-after': String(retryAfter) });
    }
  }
}

/** Housekeeping: quota rows older than the longest window count for nothing. */
export async function purgeOldQuotaEvents(db: KyselyDb, beforeIso: string) {
  await db.deleteFrom('quotaEvents').where('createdAt', '<=', beforeIso).execute();
}

/**
 * One action of `userId` against its hourly quota (POST_HOURLY, COMMENT_HOURLY, …): a 429 with
 * Retry-After beyond it. The key holds the user id; account deletion removes the rows.
 */
export const takeHourlyQuota = (
  db: KyselyDb,
  config: Pick<Config, 'hourlyQuota'>,
  action: QuotaAction,
  userId: string,
) =>
  takeQuota(
    db,
    `${action}:${userId}`,
    [{ max: config.hourlyQuota[action], windowMs: HOUR_MS }],
    HTTP_PROBLEMS['rate_limit.hourly'],
  );

/**
 * Removes a deleted account's quota events: the keys that end in the user id
 * (`comment:<id>`, `course.create:<id>`, …) and the hashed e-mail key of the password reset.
 */
export async function forgetQuotaEvents(db: KyselyDb, userId: string, emailKeys: string[]) {
  await db.deleteFrom('quotaEvents').where('key', 'like', `%:${userId}`).execute();
  if (emailKeys.length) await db.deleteFrom('quotaEvents').where('key', 'in', emailKeys).execute();
}
