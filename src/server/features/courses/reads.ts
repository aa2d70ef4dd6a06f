/**
 * What other features read of the courses feature's tables (decision 005): each a batch by ids or one
 * query per request, never one per row. Beside store.ts so the catalogue's hot paths stay apart.
 */
import type { Kysely } from 'kysely';
import type { CourseForMatching } from '../../../domain/scan/types.ts';
import { parseStringList } from '../../db/json.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The active catalogue in the shape the scan's course matcher needs. */
export async function listCoursesForMatching(db: Db): Promise<CourseForMatching[]> {
  const rows = await db
    .selectFrom('courses')
    .select(['id', 'title', 'category', 'level', 'skills', 'description'])
    .where('isActive', '=', 1)
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, skills: parseStringList(r.skills) }));
}

/** The catalogue category of each given course (any status: a result keeps citing retired courses). */
export async function courseCategories(
  db: Db,
  courseIds: readonly number[],
): Promise<{ id: number; category: string }[]> {
  if (courseIds.length === 0) return [];
  return db
    .selectFrom('courses')
    .select(['id', 'category'])
    .where('id', 'in', [...courseIds])
    .execute();
}

/** One enrolment with the course it is for (what a credential states), or undefined. */
export const enrollmentWithCourse = (db: Db, enrollmentId: number) =>
  db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.courseId')
    .select([
      'e.status',
      'e.userId',
      'c.id as courseId',
      'c.title',
      'c.description',
      'c.skills',
      'c.instituteId',
    ])
    .where('e.id', '=', enrollmentId)
    .executeTakeFirst();

/** The status of a learner's enrolment in a course, or undefined without one. */
export async function enrollmentStatus(
  db: Db,
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
  db: Db,
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
  db: Db,
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
export async function enrollmentsOfLearner(db: Db, userId: string) {
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
export const enrollmentsWithSkillsOf = (db: Db, userIds: readonly string[]) =>
  db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.courseId')
    .select(['e.id', 'e.userId', 'e.status', 'c.title', 'c.skills'])
    .where('e.userId', 'in', [...userIds])
    .where('e.status', '!=', 'enrolled')
    .execute();

/** How many active courses an institute has (its licence counts them). */
export async function activeCourseCount(db: Db, instituteId: string): Promise<number> {
  const row = await db
    .selectFrom('courses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('instituteId', '=', instituteId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
