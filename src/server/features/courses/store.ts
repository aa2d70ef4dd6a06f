import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Course, CreateCourseInput, Enrollment } from '../../../contracts/courses.ts';
import { normalizeSearchText } from '../../../domain/catalogue/search.ts';
import { fromCents, toCents } from '../../../domain/courses.ts';
import { type Engine, nowIso } from '../../db/connect.ts';
import { parseStringList } from '../../db/json.ts';
import { prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import { catalogueSearch, type SearchTier, walkInIdOrder } from './search-sql.ts';

type Db = Kysely<Database>;

export interface CourseFilters {
  category?: string;
  level?: string;
  search?: string;
}

/** Offset paging, or keyset paging after a course id (browse order only, decision 072). */
export interface CataloguePage {
  limit: number;
  offset: number;
  after?: number;
}

/** The search columns of a course: accent-free, lower-case title and title + description. */
export const searchColumnsOf = (title: string, description: string) => ({
  searchTitle: normalizeSearchText(title),
  searchText: normalizeSearchText(`${title} ${description}`),
});

/** Courses with their institute name and the counters kept on the row: one query, no N+1. */
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
      'c.ratingSum',
      'c.ratingCount',
      'c.enrollmentCount',
      'u.instituteName',
    ]);
}

type CourseQueryRow = Awaited<ReturnType<ReturnType<typeof selectCourses>['executeTakeFirstOrThrow']>>;

export const roundRating = (avg: number | string | null | undefined) =>
  avg === null || avg === undefined ? 0 : Math.round(Number(avg) * 10) / 10;

export function toCourse(row: CourseQueryRow): Course {
  const ratingCount = Number(row.ratingCount);
  return {
    id: Number(row.id),
    title: row.title,
    description: row.description,
    category: row.category,
    level: row.level,
    duration: row.durationWeeks,
    price: fromCents(row.priceCents),
    rating: ratingCount > 0 ? roundRating(Number(row.ratingSum) / ratingCount) : 0,
    ratingCount,
    instituteId: row.instituteId,
    instituteName: row.instituteName ?? null,
    imageUrl: row.imageUrl,
    skills: parseStringList(row.skills),
    maxParticipants: row.maxParticipants,
    language: 'nl',
    isActive: Number(row.isActive) === 1,
    status: row.status,
    enrollments: Number(row.enrollmentCount),
  };
}

type CourseScope = ExpressionBuilder<Database & { c: Database['courses'] }, 'c'>;

/** Issue 9: the public catalogue shows only courses of institutes an admin has verified. */
export const onlyVerifiedInstitutes = (eb: CourseScope) =>
  eb.exists(
    eb
      .selectFrom('instituteVerifications as iv')
      .select('iv.instituteId')
      .whereRef('iv.instituteId', '=', 'c.instituteId'),
  );

/** Which courses the public catalogue shows, and the category/level filters. */
function applyFilters(eb: CourseScope, f: CourseFilters) {
  const conds = [eb('c.isActive', '=', 1), onlyVerifiedInstitutes(eb)];
  if (f.category) conds.push(eb('c.category', '=', f.category));
  if (f.level) conds.push(eb('c.level', '=', f.level));
  return eb.and(conds);
}

/** The catalogue's listing version (migration 017): it moves with every write a list answer shows. */
export async function listingVersion(db: Db): Promise<number> {
  const [row] = await listingVersionRow(db, {});
  return Number(row?.listingVersion ?? 0);
}
const listingVersionRow = prepared([], (db) =>
  db.selectFrom('catalogueState').select('listingVersion').where('id', '=', 1),
);

/** A search counts its matches up to this number; X-Total-Count then says this many (decision 072). */
export const SEARCH_TOTAL_CAP = 1000;

/**
 * One page of the public catalogue (active courses only) and the number of matches. Without a
 * search: by id, from an offset or after a course id (keyset), with the exact total. With one:
 * title matches first (search-sql.ts), the total capped at SEARCH_TOTAL_CAP.
 */
export async function listCatalogue(db: Db, engine: Engine, filters: CourseFilters, page: CataloguePage) {
  if (filters.search) return searchCatalogue(db, engine, filters, page);
  const rows = await selectCourses(db)
    .where((eb) => applyFilters(eb, filters))
    .$if(page.after !== undefined, (q) => q.where('c.id', '>', page.after!))
    .orderBy('c.id')
    .limit(page.limit)
    .offset(page.after !== undefined ? 0 : page.offset)
    .execute();
  const { n } = await db
    .selectFrom('courses as c')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => applyFilters(eb, filters))
    .executeTakeFirstOrThrow();
  return { courses: rows.map(toCourse), total: Number(n), capped: false };
}

async function searchCatalogue(db: Db, engine: Engine, filters: CourseFilters, page: CataloguePage) {
  const search = catalogueSearch(engine, filters.search ?? '');
  if (search.empty) return { courses: [], total: 0, capped: false };
  const matches = (d: Db, tier: SearchTier) =>
    search.from(d, tier).where((eb) => applyFilters(eb as unknown as CourseScope, filters));
  const idsOf = async (d: Db, tier: SearchTier, offset: number, limit: number) =>
    (await matches(d, tier).limit(limit).offset(offset).execute()).map((r) => Number(r.id));
  const countOf = async (d: Db, tier: SearchTier, cap: number) => {
    const { n } = await d
      .selectFrom(matches(d, tier).clearOrderBy().limit(cap).as('m'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  };

  const total = await countOf(db, 'all', SEARCH_TOTAL_CAP + 1);
  if (total === 0) return { courses: [], total: 0, capped: false };
  const capped = total > SEARCH_TOTAL_CAP;
  // A common word: walking the id order finds a page quickly (see walkInIdOrder).
  const ids = await (capped ? walkInIdOrder(db, engine) : (fn: (d: Db) => Promise<number[]>) => fn(db))(
    async (d) => {
      const found = await idsOf(d, 'title', page.offset, page.limit);
      if (found.length < page.limit) {
        // Title matches before this page's offset: known unless the page starts past all of them.
        const titleCount =
          found.length > 0 || page.offset === 0
            ? page.offset + found.length
            : await countOf(d, 'title', page.offset);
        found.push(
          ...(await idsOf(d, 'rest', Math.max(0, page.offset - titleCount), page.limit - found.length)),
        );
      }
      return found;
    },
  );
  const rows = ids.length > 0 ? await selectCourses(db).where('c.id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((r) => [Number(r.id), toCourse(r)]));
  return {
    courses: ids.flatMap((id) => byId.get(id) ?? []),
    total: Math.min(total, SEARCH_TOTAL_CAP),
    capped,
  };
}

export async function findCourse(db: Db, id: number): Promise<Course | undefined> {
  const row = await selectCourses(db).where('c.id', '=', id).executeTakeFirst();
  return row ? toCourse(row) : undefined;
}

/** Every course of one institute (active or not), newest first; `null` = every course (an admin's list). */
export async function listInstituteCourses(db: Db, instituteId: string | null): Promise<Course[]> {
  let query = selectCourses(db);
  if (instituteId !== null) query = query.where('c.instituteId', '=', instituteId);
  const rows = await query.orderBy('c.id', 'desc').execute();
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
      ...searchColumnsOf(input.title, input.description),
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
 * Enrols a user unless already enrolled or the course's current run is full (decision 011), as one
 * atomic step on both engines (decision 074): the transaction first writes the course row (a no-op
 * update), which locks it until commit, so enrolments in one course run one after another and each
 * counts the seats after the previous one committed. (SQLite runs one writer at a time anyway.)
 */
export async function enroll(
  db: Db,
  userId: string,
  course: { id: number; maxParticipants: number | null; duration: number },
) {
  const courseId = course.id;
  return db.transaction().execute(async (trx): Promise<EnrollOutcome> => {
    if (course.maxParticipants !== null) {
      await trx
        .updateTable('courses')
        .set((eb) => ({ enrollmentCount: eb.ref('enrollmentCount') }))
        .where('id', '=', courseId)
        .execute();
    }
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

/**
 * Sets the progress of the user's own enrolment; 100 completes it (status completed, completedAt).
 * A completed enrolment no longer changes. Conditional update, so a course completes only once.
 */
export async function updateProgress(db: Db, userId: string, enrollmentId: number, progress: number) {
  const row = await db
    .selectFrom('enrollments')
    .select(['courseId', 'status'])
    .where('id', '=', enrollmentId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) return 'missing' as const;
  if (row.status === 'completed') return 'completedBefore' as const;
  const now = nowIso();
  const done = progress >= 100;
  const res = await db
    .updateTable('enrollments')
    .set({
      progress,
      progressUpdatedAt: now,
      ...(done ? { status: 'completed' as const, completedAt: now } : {}),
    })
    .where('id', '=', enrollmentId)
    .where('status', '=', 'enrolled')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) return 'completedBefore' as const;
  return { courseId: Number(row.courseId), completedNow: done };
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
