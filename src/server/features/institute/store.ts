import type { Kysely } from 'kysely';
import type { InstituteDashboard, InstituteStats, StudentActivity } from '../../../contracts/courses.ts';
import type { InfoRequestItem } from '../../../contracts/institute.ts';
import { fromCents } from '../../../domain/courses.ts';
import { completionRatePercent, growthPercent, monthBounds } from '../../../domain/institute/figures.ts';
import type { Database } from '../../db/schema.ts';
import { roundRating } from '../courses/index.ts';

type Db = Kysely<Database>;

/**
 * Spec §3 Institute stats from the database. averageRating is the mean of the active courses'
 * (rounded) ratings, over the courses that have ratings; revenue is the sum of enrolment prices.
 */
export async function instituteStats(db: Db, instituteId: string): Promise<InstituteStats> {
  const courses = await db
    .selectFrom('courses as c')
    .leftJoin('courseRatings as r', 'r.courseId', 'c.id')
    .select(['c.id', 'c.isActive', (eb) => eb.fn.avg<number | null>('r.rating').as('avg')])
    .where('c.instituteId', '=', instituteId)
    .groupBy(['c.id', 'c.isActive'])
    .execute();
  const enrolments = await db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.courseId')
    .select([
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.sum<number | null>('c.priceCents').as('cents'),
    ])
    .where('c.instituteId', '=', instituteId)
    .executeTakeFirstOrThrow();
  const active = courses.filter((c) => Number(c.isActive) === 1);
  const rated = active.filter((c) => c.avg !== null).map((c) => roundRating(c.avg));
  const averageRating = rated.length ? roundRating(rated.reduce((a, b) => a + b, 0) / rated.length) : 0;
  return {
    totalCourses: courses.length,
    activeCourses: active.length,
    totalEnrollments: Number(enrolments.n),
    averageRating,
    revenue: fromCents(Number(enrolments.cents ?? 0)),
  };
}

/** Counts over the institute's enrolments that the dashboard's figures are computed from. */
export async function enrolmentFigures(db: Db, instituteId: string, now: Date) {
  const { monthStart, prevMonthStart } = monthBounds(now);
  const row = await db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.courseId')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn
        .sum<number | null>(eb.case().when('e.status', '=', 'passed').then(1).else(0).end())
        .as('completed'),
      eb.fn
        .sum<number | null>(
          eb
            .case()
            .when(eb.and([eb('e.status', '=', 'passed'), eb('e.confirmedAt', '>=', monthStart)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('certificatesThisMonth'),
      eb.fn
        .sum<number | null>(eb.case().when('e.createdAt', '>=', monthStart).then(1).else(0).end())
        .as('newThisMonth'),
      eb.fn
        .sum<number | null>(
          eb
            .case()
            .when(eb.and([eb('e.createdAt', '>=', prevMonthStart), eb('e.createdAt', '<', monthStart)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('newLastMonth'),
      eb.fn
        .sum<number | null>(
          eb.case().when('e.createdAt', '>=', monthStart).then(eb.ref('c.priceCents')).else(0).end(),
        )
        .as('revenueThisMonthCents'),
    ])
    .where('c.instituteId', '=', instituteId)
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    completed: Number(row.completed ?? 0),
    certificatesThisMonth: Number(row.certificatesThisMonth ?? 0),
    newThisMonth: Number(row.newThisMonth ?? 0),
    newLastMonth: Number(row.newLastMonth ?? 0),
    revenueThisMonthCents: Number(row.revenueThisMonthCents ?? 0),
  };
}

/** The three student activity entries: latest certificate, latest new enrolment, latest active learner. */
async function recentActivity(db: Db, instituteId: string): Promise<StudentActivity[]> {
  const base = () =>
    db
      .selectFrom('enrollments as e')
      .innerJoin('courses as c', 'c.id', 'e.courseId')
      .innerJoin('users as u', 'u.id', 'e.userId')
      .select([
        'e.id',
        'e.createdAt',
        'e.completedAt',
        'e.confirmedAt',
        'c.title',
        'u.firstName',
        'u.lastName',
        'u.email',
      ])
      .where('c.instituteId', '=', instituteId);
  const [cert, fresh] = await Promise.all([
    base().where('e.status', '=', 'passed').orderBy('e.confirmedAt', 'desc').limit(1).executeTakeFirst(),
    base().orderBy('e.createdAt', 'desc').orderBy('e.id', 'desc').limit(2).execute(),
  ]);
  const active = await base()
    .where('e.status', '=', 'enrolled')
    .where('e.progress', '>', 0)
    .where('e.id', 'not in', fresh.length ? fresh.map((f) => f.id) : [-1])
    .orderBy('e.createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  const name = (r: { firstName: string | null; lastName: string | null; email: string }) =>
    [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email;
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
  db: Db,
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

/** The inbox: information requests for the institute's own courses (all courses with `all`). */
export async function listInfoRequests(db: Db, instituteId: string | null): Promise<InfoRequestItem[]> {
  let query = db
    .selectFrom('courseInfoRequests as r')
    .innerJoin('courses as c', 'c.id', 'r.courseId')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .select([
      'r.id',
      'r.courseId',
      'c.title as courseTitle',
      'u.firstName',
      'u.lastName',
      'u.email',
      'r.message',
      'r.createdAt',
      'r.handledAt',
    ]);
  if (instituteId !== null) query = query.where('c.instituteId', '=', instituteId);
  const rows = await query.orderBy('r.createdAt', 'desc').orderBy('r.id', 'desc').execute();
  return rows
    .map((r) => ({
      id: Number(r.id),
      courseId: Number(r.courseId),
      courseTitle: r.courseTitle,
      senderName: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email,
      senderEmail: r.email,
      message: r.message,
      createdAt: r.createdAt,
      handled: r.handledAt !== null,
      handledAt: r.handledAt,
    }))
    .sort((a, b) => Number(a.handled) - Number(b.handled));
}

/**
 * Marks one request handled (idempotent: an already handled request keeps its first date). Only
 * requests for the institute's own courses (any course with `instituteId` null); false when none.
 */
export async function markInfoRequestHandled(
  db: Db,
  id: number,
  instituteId: string | null,
  handledBy: string,
): Promise<boolean> {
  let own = db
    .selectFrom('courseInfoRequests as r')
    .innerJoin('courses as c', 'c.id', 'r.courseId')
    .select(['r.id', 'r.handledAt'])
    .where('r.id', '=', id);
  if (instituteId !== null) own = own.where('c.instituteId', '=', instituteId);
  const row = await own.executeTakeFirst();
  if (!row) return false;
  if (row.handledAt === null) {
    await db
      .updateTable('courseInfoRequests')
      .set({ handledAt: new Date().toISOString(), handledBy })
      .where('id', '=', id)
      .execute();
  }
  return true;
}
