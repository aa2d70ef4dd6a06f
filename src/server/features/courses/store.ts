import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Course, CreateCourseInput, Enrollment, UpdateCourseInput } from '../../../contracts/courses.ts';
import { normalizeSearchText } from '../../../domain/catalogue/search.ts';
import { fromCents, toCents } from '../../../domain/courses.ts';
import { canCancel, canRecordProgress } from '../../../domain/enrollments/index.ts';
import { addMonths, todayIso } from '../../../domain/enrollments/runs.ts';
import { type Engine, nowIso } from '../../db/connect.ts';
import { parseStringList } from '../../db/json.ts';
import { keptPerDatabase } from '../../db/kept-values.ts';
import { prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import { catalogueSearch, type SearchTier, walkInIdOrder } from './search-sql.ts';
import { refreshCourseSearch } from './search-text.ts';

type Db = Kysely<Database>;

export interface CourseFilters {
  category?: string;
  level?: string;
  search?: string;
  /** Only courses with a run starting from today up to this many months ahead. */
  startsWithinMonths?: number;
}

/** Keyset paging after a course id when browsing; a search's ranked list by position (decision 360). */
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

/**
 * Courses with their institute name, the counters kept on the row and the next run's start date
 * (from today, an index range on course_runs): one query, no N+1.
 */
function selectCourses(db: Db, today = todayIso()) {
  return db
    .selectFrom('courses as c')
    .leftJoin('users as u', 'u.id', 'c.instituteId')
    .select((eb) =>
      eb
        .selectFrom('courseRuns as r')
        .select((r) => r.fn.min<string>('r.startDate').as('s'))
        .whereRef('r.courseId', '=', 'c.id')
        .where('r.startDate', '>=', today)
        .as('nextStart'),
    )
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
    nextStart: row.nextStart ?? null,
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
  if (f.startsWithinMonths) {
    const today = todayIso();
    conds.push(
      eb.exists(
        eb
          .selectFrom('courseRuns as r')
          .select('r.id')
          .whereRef('r.courseId', '=', 'c.id')
          .where('r.startDate', '>=', today)
          .where('r.startDate', '<=', addMonths(today, f.startsWithinMonths)),
      ),
    );
  }
  return eb.and(conds);
}

/** The catalogue's listing version (migration 017): it moves with every write a list answer shows. */
export function listingVersion(db: Db): Promise<number> {
  return listingVersions(db, 'listing', async () =>
    Number((await listingVersionRow(db, {}))[0]?.listingVersion ?? 0),
  );
}

/**
 * Kept until a table whose writes bump it changes (migrations 017 and 020 name them; decision 252):
 * on PostgreSQL the catalogue answered every request after a round trip for this one number.
 */
const listingVersions = keptPerDatabase<number>([
  'catalogue_state',
  'courses',
  'course_runs',
  'institute_verifications',
  'users',
]);
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
  // Issue 25: skills and the institute's name are searchable too.
  await refreshCourseSearch(db as Kysely<unknown>, { courseIds: [Number(row.id)] });
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

/**
 * Applies an edit (issue 21) to a course: only the fields given change; `status` keeps `isActive`
 * in step (active = 1), which is what the catalogue filters on.
 */
export async function updateCourse(db: Db, current: Course, patch: UpdateCourseInput) {
  const title = patch.title ?? current.title;
  const description = patch.description ?? current.description;
  const status =
    patch.status ?? (patch.isActive === undefined ? undefined : patch.isActive ? 'active' : 'archived');
  await db
    .updateTable('courses')
    .set({
      ...(patch.title !== undefined || patch.description !== undefined
        ? { title, description, ...searchColumnsOf(title, description) }
        : {}),
      ...(patch.category !== undefined ? { category: patch.category } : {}),
      ...(patch.level !== undefined ? { level: patch.level } : {}),
      ...(patch.duration !== undefined ? { durationWeeks: patch.duration } : {}),
      ...(patch.price !== undefined ? { priceCents: toCents(patch.price) } : {}),
      ...(patch.maxParticipants !== undefined ? { maxParticipants: patch.maxParticipants } : {}),
      ...(patch.imageUrl !== undefined ? { imageUrl: patch.imageUrl } : {}),
      ...(patch.skills !== undefined ? { skills: JSON.stringify(patch.skills) } : {}),
      ...(status !== undefined ? { status, isActive: status === 'active' ? 1 : 0 } : {}),
      updatedAt: nowIso(),
    })
    .where('id', '=', current.id)
    .execute();
  if (patch.title !== undefined || patch.description !== undefined || patch.skills !== undefined) {
    await refreshCourseSearch(db as Kysely<unknown>, { courseIds: [current.id] });
  }
}

export async function findUserEnrollment(db: Db, userId: string, courseId: number) {
  return db
    .selectFrom('enrollments as e')
    .leftJoin('courseRuns as r', 'r.id', 'e.runId')
    .select(['e.id', 'e.status', 'e.progress', 'e.runId', 'r.startDate as runStartDate'])
    .where('e.userId', '=', userId)
    .where('e.courseId', '=', courseId)
    .executeTakeFirst();
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
 * With a run (issue 21), its seats (or else the course's Max. deelnemers) bound the enrolments
 * in that run; a seat is taken until the enrolment is cancelled.
 */
export async function enroll(
  db: Db,
  userId: string,
  course: { id: number; maxParticipants: number | null; duration: number },
  run: { id: number; seats: number | null } | null = null,
) {
  const courseId = course.id;
  const limit = run ? (run.seats ?? course.maxParticipants) : course.maxParticipants;
  return db.transaction().execute(async (trx): Promise<EnrollOutcome> => {
    if (limit !== null) {
      await trx
        .updateTable('courses')
        .set((eb) => ({ enrollmentCount: eb.ref('enrollmentCount') }))
        .where('id', '=', courseId)
        .execute();
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
export async function listUserEnrollments(db: Db, userId: string, courseId?: number): Promise<Enrollment[]> {
  const rows = await db
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
    .$if(courseId !== undefined, (qb) => qb.where('e.courseId', '=', courseId!))
    .orderBy('e.createdAt', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
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

export async function insertInfoRequest(db: Db, courseId: number, userId: string, message: string | null) {
  const row = await db
    .insertInto('courseInfoRequests')
    .values({ courseId, userId, message, createdAt: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Sets the progress of the user's own enrolment and records it in the history; 100 completes it as
 * self-reported (`completed`, completedAt): no certificate, that needs the institute (issue 21).
 * Only an `enrolled` enrolment changes; the update is conditional, so it completes only once.
 */
export async function updateProgress(db: Db, userId: string, enrollmentId: number, progress: number) {
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
