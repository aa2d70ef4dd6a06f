/**
 * What other features read of the enrollments feature's tables (decision 005): each a batch by ids
 * or one query per request, never one per row. Joined with courses where the answer pages, groups
 * or filters over the course's columns (READ_JOINS in scripts/boundaries/tables.ts).
 */
import { sql } from 'kysely';
import type { CursorKey } from '../../../contracts/common.ts';
import { keyset } from '../../db/keyset.ts';
import type { KyselyDb } from '../../db/schema.ts';

/** One enrolment with the course it is for (what a credential states), or undefined. */
export const enrollmentWithCourse = (db: KyselyDb, enrollmentId: number) =>
  db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.courseId')
    .select([
      'e.status',
      'e.userId',
      'e.confirmedAt',
      'c.id as courseId',
      'c.title',
      'c.description',
      'c.skills',
      'c.instituteId',
      'c.level',
      'c.language',
      'c.studyHours',
      'c.validityMonths',
    ])
    .where('e.id', '=', enrollmentId)
    .executeTakeFirst();

/** The status of each of these enrolments, by id (absent ids are left out). */
export async function enrollmentStatusesOf(db: KyselyDb, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom('enrollments')
    .select(['id', 'status'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), r.status as string]));
}

/** The status of a learner's enrolment in a course, or undefined without one. */
export async function enrollmentStatus(
  db: KyselyDb,
  userId: string,
  courseId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('enrollments')
    .select('status')
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .executeTakeFirst();
  return row?.status;
}

/**
 * When these learners enrolled and completed, from `from` on (for a company's trends over its
 * employees). Two indexed queries whatever the number of learners.
 */
export async function enrollmentTimesOf(
  db: KyselyDb,
  userIds: readonly string[],
  from: string,
): Promise<{ enrolled: { at: string | null }[]; completed: { at: string | null }[] }> {
  if (userIds.length === 0) return { enrolled: [], completed: [] };
  const ids = [...userIds];
  const [enrolled, completed] = await Promise.all([
    db
      .selectFrom('enrollments')
      .select('createdAt as at')
      .where('userId', 'in', ids)
      .where('createdAt', '>=', from)
      .execute(),
    db
      .selectFrom('enrollments')
      .select('completedAt as at')
      .where('userId', 'in', ids)
      .where('completedAt', 'is not', null)
      .where('completedAt', '>=', from)
      .execute(),
  ]);
  return { enrolled, completed };
}

/** How many passed and running enrolments each of these learners has, in one grouped query. */
export async function enrollmentCountsOf(
  db: KyselyDb,
  userIds: readonly string[],
): Promise<Map<string, { passed: number; enrolled: number }>> {
  const counts = new Map<string, { passed: number; enrolled: number }>();
  if (userIds.length === 0) return counts;
  const rows = await db
    .selectFrom('enrollments')
    .select(['userId', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('userId', 'in', [...new Set(userIds)])
    .where('status', 'in', ['passed', 'enrolled'])
    .groupBy(['userId', 'status'])
    .execute();
  for (const r of rows) {
    const c = counts.get(r.userId) ?? { passed: 0, enrolled: 0 };
    if (r.status === 'passed') c.passed = Number(r.n);
    else c.enrolled = Number(r.n);
    counts.set(r.userId, c);
  }
  return counts;
}

/** A learner's enrolments with course title, progress and status, newest first. */
export async function enrollmentsOfLearner(db: KyselyDb, userId: string) {
  const rows = await db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.courseId')
    .select(['e.courseId', 'c.title', 'e.progress', 'e.status'])
    .where('e.userId', '=', userId)
    .orderBy('e.createdAt', 'desc')
    .execute();
  return rows.map((c) => ({ ...c, courseId: Number(c.courseId) }));
}

/** The finished (not merely enrolled) enrolments of these learners with their course's title and skills. */
export const enrollmentsWithSkillsOf = (db: KyselyDb, userIds: readonly string[]) =>
  db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.courseId')
    .select(['e.id', 'e.userId', 'e.status', 'e.courseId', 'c.instituteId', 'c.title', 'c.skills'])
    .where('e.userId', 'in', [...userIds])
    .where('e.status', '!=', 'enrolled')
    .execute();

/** The number of enrolments in an institute's courses and the sum of their course prices. */
export async function enrolmentTotalsOfInstitute(db: KyselyDb, instituteId: string) {
  const row = await db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.courseId')
    .select([
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.sum<number | null>('c.priceCents').as('cents'),
    ])
    .where('c.instituteId', '=', instituteId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), cents: Number(row.cents ?? 0) };
}

/** Counts over an institute's enrolments that its dashboard's figures are computed from. */
export async function enrolmentFiguresOfInstitute(
  db: KyselyDb,
  instituteId: string,
  { monthStart, prevMonthStart }: { monthStart: string; prevMonthStart: string },
) {
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

/**
 * The enrolments behind an institute's student activity: its latest certificate, its two newest
 * enrolments and its latest active learner not among those two. Three indexed queries.
 */
export async function enrolmentActivityOfInstitute(db: KyselyDb, instituteId: string) {
  const base = () =>
    db
      .selectFrom('enrollments as e')
      .innerJoin('courses as c', 'c.id', 'e.courseId')
      .select(['e.id', 'e.userId', 'e.createdAt', 'e.completedAt', 'e.confirmedAt', 'c.title'])
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
  return { cert, fresh, active };
}

/** When learners enrolled in and completed an institute's courses, from `from` on (its trends). */
export async function enrolmentTimesOfInstitute(db: KyselyDb, instituteId: string, from: string) {
  const [enrolled, completed] = await Promise.all([
    db
      .selectFrom('enrollments as e')
      .innerJoin('courses as c', 'c.id', 'e.courseId')
      .select('e.createdAt as at')
      .where('c.instituteId', '=', instituteId)
      .where('e.createdAt', '>=', from)
      .execute(),
    db
      .selectFrom('enrollments as e')
      .innerJoin('courses as c', 'c.id', 'e.courseId')
      .select('e.completedAt as at')
      .where('c.instituteId', '=', instituteId)
      .where('e.completedAt', 'is not', null)
      .where('e.completedAt', '>=', from)
      .execute(),
  ]);
  return { enrolled, completed };
}

/** How many enrolments a learner has in each status, in one grouped query. */
export async function enrollmentStatusCounts(db: KyselyDb, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('enrollments')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('userId', '=', userId)
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** When a pass was confirmed (its completion, else its enrolment): the certificate's date and key. */
const ISSUED_AT = sql<string>`coalesce(${sql.ref('e.completedAt')}, ${sql.ref('e.createdAt')})`;

/**
 * A learner's passed enrolments with course title and institute, newest first (`issuedAt`): one page
 * after the key (issuedAt, id) plus one row that tells whether there is more (http/paging.ts).
 */
export const passedEnrollmentsOf = (
  db: KyselyDb,
  userId: string,
  page: { after?: CursorKey; limit: number },
) =>
  keyset(
    db
      .selectFrom('enrollments as e')
      .innerJoin('courses as c', 'c.id', 'e.courseId')
      .select(['e.id', 'e.courseId', 'c.title as courseTitle', 'c.instituteId', ISSUED_AT.as('issuedAt')])
      .where('e.userId', '=', userId)
      .where('e.status', '=', 'passed'),
    [
      [ISSUED_AT, 'desc'],
      ['e.id', 'desc'],
    ],
    page.after,
    page.limit,
  ).execute();

/** The platform's number of confirmed passes (the admin's figures). */
export async function passedEnrollmentTotal(db: KyselyDb): Promise<number> {
  const { n } = await db
    .selectFrom('enrollments')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '=', 'passed')
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * A learner's enrolments and completions, newest first, each with its course's title (the talent's
 * recent activity): every one of the learner's own rows, two queries.
 */
export async function enrolmentActivityOf(db: KyselyDb, userId: string) {
  const [enrollments, completions] = await Promise.all([
    db
      .selectFrom('enrollments as e')
      .innerJoin('courses as c', 'c.id', 'e.courseId')
      .select(['e.id', 'c.title as courseTitle', 'e.createdAt'])
      .where('e.userId', '=', userId)
      .orderBy('e.createdAt', 'desc')
      .orderBy('e.id', 'desc')
      .execute(),
    db
      .selectFrom('enrollments as e')
      .innerJoin('courses as c', 'c.id', 'e.courseId')
      .select(['e.id', 'c.title as courseTitle', 'e.completedAt'])
      .where('e.userId', '=', userId)
      .where('e.status', 'in', ['completed', 'passed'])
      .where('e.completedAt', 'is not', null)
      .orderBy('e.completedAt', 'desc')
      .orderBy('e.id', 'desc')
      .execute(),
  ]);
  return { enrollments, completions };
}
