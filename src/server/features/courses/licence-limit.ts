import type { Kysely } from 'kysely';
import {
  canActivateAnotherCourse,
  courseLimitMessage,
  DEFAULT_TIER,
  LICENCE_LIMITS,
} from '../../../domain/institute/licences.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * Refuses one more active course beyond the institute's licence with a clear 403 (issue 24: never a
 * silent failure). The licence is the newest approved licence request (institute feature, decision
 * 213); it is read here rather than through the institute's index, which imports courses (a cycle).
 */
export async function assertCourseLimit(db: Kysely<Database>, instituteId: string): Promise<void> {
  const [approved, active] = await Promise.all([
    db
      .selectFrom('licenceRequests')
      .select('tier')
      .where('instituteId', '=', instituteId)
      .where('status', '=', 'approved')
      .orderBy('decidedAt', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('instituteId', '=', instituteId)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow(),
  ]);
  const tier = approved?.tier ?? DEFAULT_TIER;
  const n = Number(active.n);
  if (!canActivateAnotherCourse(tier, n)) {
    throw new HttpError(403, courseLimitMessage(tier, LICENCE_LIMITS[tier].activeCourses ?? n));
  }
}
