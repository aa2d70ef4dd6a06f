import { sql } from 'kysely';
import type { CursorKey } from '../../../contracts/common.ts';
import type { InstituteDashboard, InstituteStats, StudentActivity } from '../../../contracts/courses.ts';
import type { InfoRequestItem } from '../../../contracts/institute.ts';
import { fromCents } from '../../../domain/courses.ts';
import { completionRatePercent, growthPercent, monthBounds } from '../../../domain/institute/figures.ts';
import { keyset } from '../../db/keyset.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { courseSummariesByIds, coursesOfInstitute, roundRating } from '../courses/index.ts';
import {
  enrolmentActivityOfInstitute,
  enrolmentFiguresOfInstitute,
  enrolmentTotalsOfInstitute,
} from '../enrollments/index.ts';
import { averageRatingsOf } from '../reviews/index.ts';

/**
 * Spec §3 Institute stats from the database. averageRating is the mean of the active courses'
 * (rounded) ratings, over the courses that have ratings; revenue is the sum of enrolment prices.
 */
export async function instituteStats(db: KyselyDb, instituteId: string): Promise<InstituteStats> {
  const courses = await coursesOfInstitute(db, instituteId);
  const [ratings, enrolments] = await Promise.all([
    averageRatingsOf(
      db,
      courses.map((c) => Number(c.id)),
    ),
    enrolmentTotalsOfInstitute(db, instituteId),
  ]);
  const active = courses.filter((c) => Number(c.isActive) === 1);
  const rated = active.flatMap((c) => {
    const avg = ratings.get(Number(c.id));
    return avg === undefined || avg === null ? [] : [roundRating(avg)];
  });
  const averageRating = rated.length ? roundRating(rated.reduce((a, b) => a + b, 0) / rated.length) : 0;
  return {
    totalCourses: courses.length,
    activeCourses: active.length,
    totalEnrollments: enrolments.count,
    averageRating,
    revenue: fromCents(enrolments.cents),
  };
}

/** Counts over the institute's enrolments that the dashboard's figures are computed from. */
export const enrolmentFigures = (db: KyselyDb, instituteId: string, now: Date) =>
  enrolmentFiguresOfInstitute(db, instituteId, monthBounds(now));

/** The three student activity entries: latest certificate, latest new enrolment, latest active learner. */
async function recentActivity(db: KyselyDb, instituteId: string): Promise<StudentActivity[]> {
  const { cert, fresh, active } = await enrolmentActivityOfInstitute(db, instituteId);
  const ids = [cert, active, ...fresh].flatMap((e) => (e ? [e.userId] : []));
  const learners = ids.length
    ? await db
        .selectFrom('users')
        .select(['id', 'firstName', 'lastName', 'email'])
        .where('id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(learners.map((u) => [u.id, u]));
  const name = (e: { userId: string }) => {
    const r = byId.get(e.userId);
    return r ? [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email : '';
  };
  const out: StudentActivity[] = [];
  if (active)
    out.push({ kind: 'active', studentName: name(active), courseTitle: active.title, at: active.createdAt });
  if (fresh[0])
    out.push({
      kind: 'new',
      studentName: name(fresh[0]),
      courseTitle: fresh[0].title,
      at: fresh[0].createdAt,
    });
  if (cert)
    out.push({
      kind: 'certificate',
      studentName: name(cert),
      courseTitle: cert.title,
      at: cert.confirmedAt ?? cert.completedAt ?? cert.createdAt,
    });
  return out;
}

/**
 * The institute dashboard: stats, the performance panel and recent activity. Every figure is
 * computed from the institute's courses, ratings and enrolments at `now` (decision 115).
 */
export async function instituteDashboard(
  db: KyselyDb,
  instituteId: string,
  now = new Date(),
): Promise<InstituteDashboard> {
  const [stats, figures, activity] = await Promise.all([
    instituteStats(db, instituteId),
    enrolmentFigures(db, instituteId, now),
    recentActivity(db, instituteId),
  ]);
  return {
    ...stats,
    totalStudents: stats.totalEnrollments,
    monthlyRevenue: fromCents(figures.revenueThisMonthCents),
    monthlyGrowthPercent: growthPercent(figures.newThisMonth, figures.newLastMonth),
    completionRatePercent: completionRatePercent(figures.completed, figures.total),
    satisfaction: stats.averageRating,
    certificatesThisMonth: figures.certificatesThisMonth,
    recentActivity: activity,
  };
}

/** Open requests first (0), then handled ones (1): the first column of the inbox's keyset. */
const HANDLED = sql<number>`case when ${sql.ref('r.handledAt')} is null then 0 else 1 end`;

/**
 * The information requests about an institute's courses (null: every course, an admin): open ones
 * first, then newest first — one page after the key (handled, createdAt, id) plus one row that tells
 * whether there is more (http/paging.ts), or the one request `id`.
 */
export async function listInfoRequests(
  db: KyselyDb,
  instituteId: string | null,
  page: { after?: CursorKey; limit: number } | { id: number },
): Promise<InfoRequestItem[]> {
  const own =
    instituteId === null ? null : (await coursesOfInstitute(db, instituteId)).map((c) => Number(c.id));
  if (own?.length === 0) return [];
  let query = db
    .selectFrom('courseInfoRequests as r')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .select([
      'r.id',
      'r.courseId',
      'u.firstName',
      'u.lastName',
      'u.email',
      'r.message',
      'r.createdAt',
      'r.handledAt',
    ]);
  if (own) query = query.where('r.courseId', 'in', own);
  const rows =
    'id' in page
      ? await query.where('r.id', '=', page.id).execute()
      : await keyset(
          query,
          [
            [HANDLED, 'asc'],
            ['r.createdAt', 'desc'],
            ['r.id', 'desc'],
          ],
          page.after,
          page.limit,
        ).execute();
  const courses = await courseSummariesByIds(
    db,
    rows.map((r) => Number(r.courseId)),
  );
  // A request's course is never deleted while it exists (the foreign key), so no row drops here.
  return rows.flatMap((r) => {
    const course = courses.get(Number(r.courseId));
    if (!course) return [];
    return [
      {
        id: Number(r.id),
        courseId: Number(r.courseId),
        courseTitle: course.title,
        senderName: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email,
        senderEmail: r.email,
        message: r.message,
        createdAt: r.createdAt,
        handled: r.handledAt !== null,
        handledAt: r.handledAt,
      },
    ];
  });
}

/**
 * Marks one request handled (idempotent: an already handled request keeps its first date). Only
 * requests for the institute's own courses (any course with `instituteId` null); false when none.
 */
export async function markInfoRequestHandled(
  db: KyselyDb,
  id: number,
  instituteId: string | null,
  handledBy: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('courseInfoRequests')
    .select(['id', 'courseId', 'handledAt'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return false;
  const course = (await courseSummariesByIds(db, [Number(row.courseId)])).get(Number(row.courseId));
  if (!course || (instituteId !== null && course.instituteId !== instituteId)) return false;
  if (row.handledAt === null) {
    await db
      .updateTable('courseInfoRequests')
      .set({ handledAt: new Date().toISOString(), handledBy })
      .where('id', '=', id)
      .execute();
  }
  return true;
}
