import type { Kysely } from 'kysely';
import type { CursorKey } from '../../../contracts/common.ts';
import type { EnrollmentHistory, InstituteEnrollment } from '../../../contracts/enrollments.ts';
import { canCancel, canConfirm, todayIso } from '../../../domain/enrollments/index.ts';
import { fullName } from '../../../domain/user-display.ts';
import { nowIso } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { keyset } from '../../http/paging.ts';

type Db = Kysely<Database>;

/** One enrolment with what the routes check: its learner, course, institute and run start. */
export async function findEnrollment(db: Db, id: number) {
  return db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.courseId')
    .leftJoin('courseRuns as r', 'r.id', 'e.runId')
    .select([
      'e.id',
      'e.userId',
      'e.courseId',
      'e.status',
      'e.progress',
      'c.title as courseTitle',
      'c.instituteId',
      'r.startDate as runStartDate',
    ])
    .where('e.id', '=', id)
    .executeTakeFirst();
}
export type FoundEnrollment = NonNullable<Awaited<ReturnType<typeof findEnrollment>>>;

export const isCancellable = (e: FoundEnrollment) =>
  canCancel({ status: e.status, progress: e.progress, runStartDate: e.runStartDate ?? null }, todayIso());

/**
 * Cancels (deletes) an enrolment that has not started, in one conditional statement so a
 * concurrent progress update cannot slip between check and delete; its seat is free at once.
 * False when it had started meanwhile.
 */
export async function cancelEnrollment(db: Db, e: FoundEnrollment): Promise<boolean> {
  const res = await db
    .deleteFrom('enrollments')
    .where('id', '=', e.id)
    .where('status', '=', 'enrolled')
    .where('progress', '=', e.progress)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The history of an enrolment, oldest first. */
export async function enrollmentHistory(db: Db, e: FoundEnrollment): Promise<EnrollmentHistory> {
  const rows = await db
    .selectFrom('enrollmentEvents')
    .select(['progress', 'status', 'actorId', 'createdAt'])
    .where('enrollmentId', '=', e.id)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    progress: r.progress,
    status: r.status as EnrollmentHistory[number]['status'],
    byInstitute: r.actorId !== e.userId,
    at: r.createdAt,
  }));
}

/**
 * The learners of an institute's courses (null: every course, an admin), newest first: one page
 * after the key (createdAt, id), plus one row that tells whether there is more (http/paging.ts).
 */
export async function listInstituteEnrollments(
  db: Db,
  instituteId: string | null,
  courseId: number | undefined,
  page: { after?: CursorKey; limit: number; enrollmentId?: number },
): Promise<InstituteEnrollment[]> {
  const { enrollmentId } = page;
  const query = db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.courseId')
    .innerJoin('users as u', 'u.id', 'e.userId')
    .leftJoin('courseRuns as r', 'r.id', 'e.runId')
    .leftJoin('users as cb', 'cb.id', 'e.confirmedBy')
    .select([
      'e.id',
      'e.courseId',
      'c.title as courseTitle',
      'u.email',
      'u.firstName',
      'u.tussenvoegsel',
      'u.lastName',
      'r.id as runId',
      'r.startDate',
      'r.location',
      'e.progress',
      'e.status',
      'e.createdAt',
      'e.confirmedAt',
      'e.confirmNote',
      'cb.email as cbEmail',
      'cb.firstName as cbFirstName',
      'cb.lastName as cbLastName',
      'cb.instituteName as cbInstituteName',
    ])
    .$if(instituteId !== null, (q) => q.where('c.instituteId', '=', instituteId!))
    .$if(courseId !== undefined, (q) => q.where('e.courseId', '=', courseId!))
    .$if(enrollmentId !== undefined, (q) => q.where('e.id', '=', enrollmentId!));
  const rows = await keyset(
    query,
    [
      ['e.createdAt', 'desc'],
      ['e.id', 'desc'],
    ],
    page.after,
    page.limit,
  ).execute();
  return rows.map((r) => ({
    id: Number(r.id),
    courseId: Number(r.courseId),
    courseTitle: r.courseTitle,
    learnerName: fullName(r),
    run:
      r.runId !== null && r.startDate !== null
        ? { id: Number(r.runId), startDate: r.startDate, location: r.location }
        : null,
    progress: r.progress,
    status: r.status,
    enrolledAt: r.createdAt,
    confirmedAt: r.confirmedAt,
    confirmedByName:
      r.confirmedAt === null
        ? null
        : r.cbInstituteName ||
          (r.cbEmail
            ? fullName({ email: r.cbEmail, firstName: r.cbFirstName, lastName: r.cbLastName })
            : null),
    confirmNote: r.confirmNote,
  }));
}

/**
 * Confirms a result (issue 21): `passed` or `failed`, with who, when and the note, and a history
 * entry. Conditional, so only the first confirmation writes; false when it was confirmed before.
 */
export async function confirmResult(
  db: Db,
  e: FoundEnrollment,
  actorId: string,
  passed: boolean,
  note: string | null,
  exemptionReason: string | null = null,
): Promise<boolean> {
  if (!canConfirm(e.status)) return false;
  const now = nowIso();
  const status = passed ? ('passed' as const) : ('failed' as const);
  const res = await db
    .updateTable('enrollments')
    .set({
      status,
      confirmedBy: actorId,
      confirmedAt: now,
      confirmNote: note,
      exemptionReason: passed ? exemptionReason : null,
      ...(passed ? { progress: 100, completedAt: now } : {}),
    })
    .where('id', '=', e.id)
    .where('status', 'in', ['enrolled', 'completed'])
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) return false;
  await db
    .insertInto('enrollmentEvents')
    .values({ enrollmentId: e.id, progress: passed ? 100 : e.progress, status, actorId, createdAt: now })
    .execute();
  return true;
}
