import type { PublicUser } from '../../../contracts/auth.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { type AuditEntry, recordAudit } from '../../audit.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { findCourse } from './store.ts';

/** What the institute's course and run routes (manage-routes.ts, runs-routes.ts) share. */

const NOT_FOUND = 'Cursus niet gevonden';
const NOT_YOURS = 'Alleen het instituut van deze cursus kan haar wijzigen';

export const MANAGERS = ['courses.manageOwn', 'courses.manageAll'] as const;

/**
 * The course the caller may manage: its own institute (courses.manageOwn), or an admin
 * (courses.manageAll; `audit` then says to record the change). 404 when the course does not exist,
 * 403 for another institute. (The route's access already refused everyone else.)
 */
export async function manageableCourse(db: KyselyDb, user: PublicUser, id: number) {
  const course = await findCourse(db, id);
  if (!course) throw notFound(NOT_FOUND);
  const own = course.instituteId === user.id;
  if (!own && !hasPermission(user, 'courses.manageAll')) throw forbidden(NOT_YOURS);
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
