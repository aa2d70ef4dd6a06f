import type { CursorKey } from '../../../contracts/common.ts';
import type { CourseDetail, Enrollment } from '../../../contracts/courses.ts';
import type { EnrollmentHistory, InstituteEnrollment } from '../../../contracts/enrollments.ts';
import { fromCents } from '../../../domain/courses.ts';
import { canCancel, canConfirm, canRecordProgress, todayIso } from '../../../domain/enrollments/index.ts';
import { fullName } from '../../../domain/user-display.ts';
import { nowIso } from '../../db/connect.ts';
import { keyset } from '../../db/keyset.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { lockCourseRow } from '../courses/index.ts';

/** One enrolment with what the routes check: its learner, course, institute and run start. */
export async function findEnrollment(db: KyselyDb, id: number) {
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
export async function cancelEnrollment(db: KyselyDb, e: FoundEnrollment): Promise<boolean> {
  const res = await db
    .deleteFrom('enrollments')
    .where('id', '=', e.id)
    .where('status', '=', 'enrolled')
    .where('progress', '=', e.progress)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The history of an enrolment, oldest first. */
export async function enrollmentHistory(db: KyselyDb, e: FoundEnrollment): Promise<EnrollmentHistory> {
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
  db: KyselyDb,
  instituteId: string | null,
  courseId: number | undefined,
  page: { after?: CursorKey; limit: number; enrollmentId?: number; updatedSince?: string },
): Promise<InstituteEnrollment[]> {
  const { enrollmentId } = page;
  // An enrolment changes when it is made, its progress moves, it completes or is confirmed.
  const since = page.updatedSince ? new Date(page.updatedSince).toISOString() : undefined;
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
      'e.userId',
      'e.externalId',
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
    .$if(enrollmentId !== undefined, (q) => q.where('e.id', '=', enrollmentId!))
    .$if(since !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb('e.createdAt', '>=', since!),
          eb('e.progressUpdatedAt', '>=', since!),
          eb('e.completedAt', '>=', since!),
          eb('e.confirmedAt', '>=', since!),
        ]),
      ),
    );
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
    learnerId: r.userId,
    learnerName: fullName(r),
    learnerEmail: r.email,
    externalId: r.externalId,
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
 * Confirms a result: `passed` or `failed`, with who, when and the note, and a history
 * entry. Conditional, so only the first confirmation writes; false when it was confirmed before.
 */
export async function confirmResult(
  db: KyselyDb,
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

/**
 * Corrects a confirmed pass to not passed (`failed`), with who, when and the reason as the note,
 * and a history entry. Conditional: false when the enrolment is not (or no longer) passed.
 */
export async function correctPassToFailed(
  db: KyselyDb,
  e: FoundEnrollment,
  actorId: string,
  reason: string,
): Promise<boolean> {
  const now = nowIso();
  const res = await db
    .updateTable('enrollments')
    .set({
      status: 'failed',
      confirmedBy: actorId,
      confirmedAt: now,
      confirmNote: reason,
      exemptionReason: null,
    })
    .where('id', '=', e.id)
    .where('status', '=', 'passed')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) return false;
  await db
    .insertInto('enrollmentEvents')
    .values({ enrollmentId: e.id, progress: e.progress, status: 'failed', actorId, createdAt: now })
    .execute();
  return true;
}

export async function findUserEnrollment(db: KyselyDb, userId: string, courseId: number) {
  return db
    .selectFrom('enrollments as e')
    .leftJoin('courseRuns as r', 'r.id', 'e.runId')
    .select(['e.id', 'e.status', 'e.progress', 'e.runId', 'r.startDate as runStartDate'])
    .where('e.userId', '=', userId)
    .where('e.courseId', '=', courseId)
    .executeTakeFirst();
}

/** The user's own enrolment in a course as the course page shows it; null when not enrolled. */
export async function myEnrollment(
  db: KyselyDb,
  userId: string,
  courseId: number,
): Promise<CourseDetail['myEnrollment']> {
  const mine = await findUserEnrollment(db, userId, courseId);
  return mine
    ? {
        id: Number(mine.id),
        status: mine.status,
        progress: mine.progress,
        runId: mine.runId,
        canCancel: canCancel({ ...mine, runStartDate: mine.runStartDate ?? null }, todayIso()),
      }
    : null;
}

export type EnrollOutcome = 'created' | 'already' | 'full';

/**
 * Max. deelnemers is per run (decision 011): without a chosen run, the current run holds the
 * running (not completed) enrolments without a run that started within the course's duration.
 */
export const currentRunStart = (durationWeeks: number, now = Date.now()) =>
  new Date(now - durationWeeks * 7 * 86_400_000).toISOString();

/**
 * Enrols a user unless already enrolled or the place is full, as one atomic step on both engines
 * (decision 074): the transaction first writes the course row (a no-op update), which locks it
 * until commit, so enrolments in one course (in any of its runs) run one after another and each
 * counts the seats after the previous one committed. (SQLite runs one writer at a time anyway.)
 * With a run, its seats (or else the course's Max. deelnemers) bound the enrolments
 * in that run; a seat is taken until the enrolment is cancelled.
 */
export async function enroll(
  db: KyselyDb,
  userId: string,
  course: { id: number; maxParticipants: number | null; duration: number },
  run: { id: number; seats: number | null } | null = null,
) {
  const courseId = course.id;
  const limit = run ? (run.seats ?? course.maxParticipants) : course.maxParticipants;
  return db.transaction().execute(async (trx): Promise<EnrollOutcome> => {
    if (limit !== null) {
      await lockCourseRow(trx, courseId);
    }
    if (await findUserEnrollment(trx, userId, courseId)) return 'already';
    if (limit !== null) {
      const { n } = await trx
        .selectFrom('enrollments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('courseId', '=', courseId)
        .$if(run !== null, (q) => q.where('runId', '=', run!.id))
        .$if(run === null, (q) =>
          q
            .where('runId', 'is', null)
            .where('status', '=', 'enrolled')
            .where('createdAt', '>=', currentRunStart(course.duration)),
        )
        .executeTakeFirstOrThrow();
      if (Number(n) >= limit) return 'full';
    }
    const now = nowIso();
    const res = await trx
      .insertInto('enrollments')
      .values({
        userId,
        courseId,
        runId: run?.id ?? null,
        progress: 0,
        status: 'enrolled',
        createdAt: now,
        completedAt: null,
      })
      .onConflict((oc) => oc.columns(['userId', 'courseId']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!res) return 'already';
    await trx
      .insertInto('enrollmentEvents')
      .values({
        enrollmentId: Number(res.id),
        progress: 0,
        status: 'enrolled',
        actorId: userId,
        createdAt: now,
      })
      .execute();
    return 'created';
  });
}

/**
 * A user's enrolments with the course's title, category, level, price and duration and the run;
 * newest first. With `courseId`, only that course's enrolment (at most one).
 */
/**
 * A user's enrolments, newest first; with `page` one page of them by keyset (decision 360: the
 * rows after the cursor's creation time and id, `limit` + 1 of them, for `finishPage`).
 */
export async function listUserEnrollments(
  db: KyselyDb,
  userId: string,
  courseId?: number,
  page?: { after: CursorKey | undefined; limit: number },
): Promise<Enrollment[]> {
  const query = db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.courseId')
    .leftJoin('courseRuns as r', 'r.id', 'e.runId')
    .select([
      'e.id',
      'e.courseId',
      'e.progress',
      'e.status',
      'e.createdAt',
      'e.completedAt',
      'e.confirmedAt',
      'e.confirmNote',
      'c.title',
      'c.category',
      'c.level',
      'c.priceCents',
      'c.durationWeeks',
      'r.id as runId',
      'r.startDate',
      'r.endDate',
      'r.location',
    ])
    .where('e.userId', '=', userId)
    .$if(courseId !== undefined, (qb) => qb.where('e.courseId', '=', courseId!));
  const order = [
    ['e.createdAt', 'desc'],
    ['e.id', 'desc'],
  ] as const;
  const rows = await (page
    ? keyset(query, order, page.after, page.limit)
    : query.orderBy('e.createdAt', 'desc').orderBy('e.id', 'desc')
  ).execute();
  const today = todayIso();
  return rows.map((r) => ({
    id: Number(r.id),
    courseId: Number(r.courseId),
    progress: r.progress,
    status: r.status,
    createdAt: r.createdAt,
    completedAt: r.completedAt,
    course: {
      title: r.title,
      category: r.category,
      level: r.level,
      price: fromCents(r.priceCents),
      duration: r.durationWeeks,
    },
    run:
      r.runId !== null && r.startDate !== null
        ? { id: Number(r.runId), startDate: r.startDate, endDate: r.endDate, location: r.location }
        : null,
    confirmedAt: r.confirmedAt,
    confirmNote: r.confirmNote,
    canCancel: canCancel({ status: r.status, progress: r.progress, runStartDate: r.startDate }, today),
  }));
}

/**
 * Sets the progress of the user's own enrolment and records it in the history; 100 completes it as
 * self-reported (`completed`, completedAt): no certificate, that needs the institute.
 * Only an `enrolled` enrolment changes; the update is conditional, so it completes only once.
 */
export async function updateProgress(db: KyselyDb, userId: string, enrollmentId: number, progress: number) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('enrollments')
      .select(['courseId', 'status'])
      .where('id', '=', enrollmentId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (!row) return 'missing' as const;
    if (!canRecordProgress(row.status)) return { locked: row.status };
    const now = nowIso();
    const done = progress >= 100;
    const status = done ? ('completed' as const) : ('enrolled' as const);
    const res = await trx
      .updateTable('enrollments')
      .set({ progress, progressUpdatedAt: now, status, ...(done ? { completedAt: now } : {}) })
      .where('id', '=', enrollmentId)
      .where('status', '=', 'enrolled')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return { locked: 'completed' as const };
    await trx
      .insertInto('enrollmentEvents')
      .values({ enrollmentId, progress, status, actorId: userId, createdAt: now })
      .execute();
    return { courseId: Number(row.courseId), completedNow: done };
  });
}

/** The institute's own id for an enrolment (null clears it). */
export async function setEnrollmentExternalId(db: KyselyDb, id: number, externalId: string | null) {
  await db.updateTable('enrollments').set({ externalId }).where('id', '=', id).execute();
}
