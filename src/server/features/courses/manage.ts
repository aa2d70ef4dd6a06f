import type { PublicUser } from '../../../contracts/auth.ts';
import { COURSE_PROBLEMS } from '../../../contracts/problems/courses.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { type AuditEntry, recordAudit } from '../../audit.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { fail } from '../../http/errors.ts';
import { findCourse } from './store.ts';

/** What the institute's course and run routes (manage-routes.ts, runs-routes.ts) share. */

export const MANAGERS = ['courses.manageOwn', 'courses.manageAll'] as const;

/**
 * The course the caller may manage: its own institute (courses.manageOwn), or an admin
 * (courses.manageAll; `audit` then says to record the change). 404 when the course does not exist,
 * 403 for another institute. (The route's access already refused everyone else.)
 */
export async function manageableCourse(db: KyselyDb, user: PublicUser, id: number) {
  const course = await findCourse(db, id);
  if (!course) throw fail(COURSE_PROBLEMS['course.not_found']);
  const own = course.instituteId === user.id;
  if (!own && !hasPermission(user, 'courses.manageAll')) throw fail(COURSE_PROBLEMS['course.not_yours']);
  return { course, audit: !own };
}

/** Runs a change and, when an admin changed another institute's course, its audit row, in one transaction. */
export async function changeAudited(
  db: KyselyDb,
  audit: AuditEntry | null,
  change: (trx: KyselyDb) => Promise<void>,
) {
  await db.transaction().execute(async (trx) => {
    await change(trx);
    if (audit) await recordAudit(trx, audit);
  });
}

/** The audit row of an admin's change to another institute's course. */
export const auditOf = (
  user: PublicUser,
  courseId: number,
  action: string,
  details: Record<string, unknown>,
): AuditEntry => ({
  actorId: user.id,
  action,
  targetType: 'course',
  targetId: courseId,
  details,
});
