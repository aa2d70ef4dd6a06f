import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Course, CreateCourseInput, Enrollment } from '../../../contracts/courses.ts';
import { fromCents, toCents } from '../../../domain/courses.ts';
import { nowIso } from '../../db/connect.ts';
import { parseStringList } from '../../db/json.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export interface CourseFilters {
  category?: string;
  level?: string;
  search?: string;
}

/** Lower-cased title + description: what search matches (a plain LIKE on both engines). */
export const searchTextOf = (title: string, description: string) => `${title} ${description}`.toLowerCase();

/** `%term%` with LIKE wildcards in the term escaped (escape character: backslash). */
const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Courses with their institute name, rating average/count and enrolment count: one query, no N+1. */
function selectCourses(db: Db) {
  return db
    .selectFrom('courses as c')
    .leftJoin('users as u', 'u.id', 'c.instituteId')
    .select([
      'c.id',
      'c.title',
      'c.description',
      'c.category',
      'c.level',
      'c.durationWeeks',
      'c.priceCents',
      'c.maxParticipants',
      'c.imageUrl',
      'c.skills',
      'c.language',
      'c.isActive',
      'c.status',
      'c.instituteId',
      'u.instituteName',
      (eb) =>
        eb
          .selectFrom('courseRatings as r')
          .whereRef('r.courseId', '=', 'c.id')
          .select((e) => e.fn.avg<number | null>('r.rating').as('a'))
          .as('ratingAvg'),
      (eb) =>
        eb
          .selectFrom('courseRatings as r')
          .whereRef('r.courseId', '=', 'c.id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('ratingCount'),
      (eb) =>
        eb
          .selectFrom('enrollments as e')
          .whereRef('e.courseId', '=', 'c.id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('enrollmentCount'),
    ]);
}

type CourseQueryRow = Awaited<ReturnType<ReturnType<typeof selectCourses>['executeTakeFirstOrThrow']>>;

export const roundRating = (avg: number | string | null | undefined) =>
  avg === null || avg === undefined ? 0 : Math.round(Number(avg) * 10) / 10;

export function toCourse(row: CourseQueryRow): Course {
  return {
    id: Number(row.id),
    title: row.title,
    description: row.description,
    category: row.category,
    level: row.level,
    duration: row.durationWeeks,
    price: fromCents(row.priceCents),
    rating: roundRating(row.ratingAvg),
    ratingCount: Number(row.ratingCount ?? 0),
    instituteId: row.instituteId,
    instituteName: row.instituteName ?? null,
    imageUrl: row.imageUrl,
    skills: parseStringList(row.skills),
    maxParticipants: row.maxParticipants,
    language: 'nl',
    isActive: Number(row.isActive) === 1,
    status: row.status,
    enrollments: Number(row.enrollmentCount ?? 0),
  };
}

function applyFilters(eb: ExpressionBuilder<Database & { c: Database['courses'] }, 'c'>, f: CourseFilters) {
  const conds = [eb('c.isActive', '=', 1)];
  if (f.category) conds.push(eb('c.category', '=', f.category));
  if (f.level) conds.push(eb('c.level', '=', f.level));
  if (f.search) conds.push(eb(sql`c.search_text`, 'like', sql`${likePattern(f.search)} escape '\\'`));
  return eb.and(conds);
}

/** One page of the public catalogue (active courses only) and the number of matches. */
export async function listCatalogue(db: Db, filters: CourseFilters, page: { limit: number; offset: number }) {
  const rows = await selectCourses(db)
    .where((eb) => applyFilters(eb, filters))
    .orderBy('c.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { n } = await db
    .selectFrom('courses as c')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => applyFilters(eb, filters))
    .executeTakeFirstOrThrow();
  return { courses: rows.map(toCourse), total: Number(n) };
}

export async function findCourse(db: Db, id: number): Promise<Course | undefined> {
  const row = await selectCourses(db).where('c.id', '=', id).executeTakeFirst();
  return row ? toCourse(row) : undefined;
}

/** Every course of one institute (active or not), newest first. */
export async function listInstituteCourses(db: Db, instituteId: string): Promise<Course[]> {
  const rows = await selectCourses(db)
    .where('c.instituteId', '=', instituteId)
    .orderBy('c.id', 'desc')
    .execute();
  return rows.map(toCourse);
}

export async function insertCourse(db: Db, instituteId: string, input: CreateCourseInput): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('courses')
    .values({
      instituteId,
      title: input.title,
      description: input.description,
      searchText: searchTextOf(input.title, input.description),
      category: input.category,
      level: input.level,
      durationWeeks: input.duration,
      priceCents: toCents(input.price),
      maxParticipants: input.maxParticipants,
      imageUrl: input.imageUrl,
      skills: JSON.stringify(input.skills),
      language: 'nl',
      isActive: 1,
      status: 'active',
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Activates or deactivates an institute's own course; false when it is not theirs (or absent). */
export async function setCourseActive(db: Db, id: number, instituteId: string, active: boolean) {
  const res = await db
    .updateTable('courses')
    .set({ isActive: active ? 1 : 0, status: active ? 'active' : 'archived', updatedAt: nowIso() })
    .where('id', '=', id)
    .where('instituteId', '=', instituteId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function findUserEnrollment(db: Db, userId: string, courseId: number) {
  return db
    .selectFrom('enrollments')
    .select(['id', 'status', 'progress'])
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .executeTakeFirst();
}

export type EnrollOutcome = 'created' | 'already' | 'full';

/**
 * Max. deelnemers is per run (decision 011): the current run holds the running (not completed)
 * enrolments that started within the course's duration.
 */
export const currentRunStart = (durationWeeks: number, now = Date.now()) =>
  new Date(now - durationWeeks * 7 * 86_400_000).toISOString();

/**
 * Enrols a user unless already enrolled or the course is full; check and insert in one transaction.
 * The unique (user, course) constraint makes a concurrent double enrolment a no-op.
 */
export async function enroll(
  db: Db,
  userId: string,
  course: { id: number; maxParticipants: number | null; duration: number },
) {
  const courseId = course.id;
  return db.transaction().execute(async (trx): Promise<EnrollOutcome> => {
    if (await findUserEnrollment(trx, userId, courseId)) return 'already';
    if (course.maxParticipants !== null) {
      const { n } = await trx
        .selectFrom('enrollments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('courseId', '=', courseId)
        .where('status', '=', 'enrolled')
        .where('createdAt', '>=', currentRunStart(course.duration))
        .executeTakeFirstOrThrow();
      if (Number(n) >= course.maxParticipants) return 'full';
    }
    const res = await trx
      .insertInto('enrollments')
      .values({ userId, courseId, progress: 0, status: 'enrolled', createdAt: nowIso(), completedAt: null })
      .onConflict((oc) => oc.columns(['userId', 'courseId']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 1n) > 0 ? 'created' : 'already';
  });
}

/**
 * A user's enrolments with the course's title, category, level, price and duration; newest first.
 * With `courseId`, only that course's enrolment (at most one).
 */
export async function listUserEnrollments(db: Db, userId: string, courseId?: number): Promise<Enrollment[]> {
  const rows = await db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.courseId')
    .select([
      'e.id',
      'e.courseId',
      'e.progress',
      'e.status',
      'e.createdAt',
      'e.completedAt',
      'c.title',
      'c.category',
      'c.level',
      'c.priceCents',
      'c.durationWeeks',
    ])
    .where('e.userId', '=', userId)
    .$if(courseId !== undefined, (qb) => qb.where('e.courseId', '=', courseId!))
    .orderBy('e.createdAt', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
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
  }));
}

export async function insertInfoRequest(db: Db, courseId: number, userId: string, message: string | null) {
  const row = await db
    .insertInto('courseInfoRequests')
    .values({ courseId, userId, message, createdAt: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The user's open (not yet handled) information request for a course, if any. */
export async function findOpenInfoRequest(db: Db, courseId: number, userId: string) {
  return db
    .selectFrom('courseInfoRequests')
    .select(['id', 'createdAt'])
    .where('courseId', '=', courseId)
    .where('userId', '=', userId)
    .where('handledAt', 'is', null)
    .executeTakeFirst();
}
