import type { ExpressionBuilder, Kysely } from 'kysely';
import type { CursorKey } from '../../../contracts/common.ts';
import type { Course, CreateCourseInput, UpdateCourseInput } from '../../../contracts/courses.ts';
import { normalizeSearchText } from '../../../domain/catalogue/search.ts';
import { fromCents, toCents } from '../../../domain/courses.ts';
import { addMonths, todayIso } from '../../../domain/enrollments/runs.ts';
import { type Engine, nowIso } from '../../db/connect.ts';
import { parseStringList } from '../../db/json.ts';
import { keptPerDatabase } from '../../db/kept-values.ts';
import { keyset } from '../../db/keyset.ts';
import { prepared } from '../../db/prepared.ts';
import type { Database, KyselyDb } from '../../db/schema.ts';
import { catalogueSearch, type SearchTier, walkInIdOrder } from './search-reads.ts';
import { refreshCourseSearch } from './search-store.ts';

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
function selectCourses(db: KyselyDb, today = todayIso()) {
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
      'c.studyHours',
      'c.validityMonths',
      'c.imageUrl',
      'c.skills',
      'c.language',
      'c.isActive',
      'c.status',
      'c.instituteId',
      'c.ratingSum',
      'c.ratingCount',
      'c.enrollmentCount',
      'c.updatedAt',
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
    language: row.language === 'en' ? 'en' : 'nl',
    studyHours: row.studyHours === null ? null : Number(row.studyHours),
    validityMonths: row.validityMonths === null ? null : Number(row.validityMonths),
    isActive: Number(row.isActive) === 1,
    status: row.status,
    enrollments: Number(row.enrollmentCount),
    nextStart: row.nextStart ?? null,
    updatedAt: row.updatedAt,
  };
}

type CourseScope = ExpressionBuilder<Database & { c: Database['courses'] }, 'c'>;

/** The public catalogue shows only courses of institutes an admin has verified. */
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
export function listingVersion(db: KyselyDb): Promise<number> {
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

/** A search counts its matches up to this number; the answer's `total` then says this many (decision 072). */
export const SEARCH_TOTAL_CAP = 1000;

/**
 * One page of the public catalogue (active courses only) and the number of matches. Without a
 * search: by id, from an offset or after a course id (keyset), with the exact total. With one:
 * title matches first (search-reads.ts), the total capped at SEARCH_TOTAL_CAP.
 */
export async function listCatalogue(
  db: KyselyDb,
  engine: Engine,
  filters: CourseFilters,
  page: CataloguePage,
) {
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

async function searchCatalogue(db: KyselyDb, engine: Engine, filters: CourseFilters, page: CataloguePage) {
  const search = catalogueSearch(engine, filters.search ?? '');
  if (search.empty) return { courses: [], total: 0, capped: false };
  const matches = (d: KyselyDb, tier: SearchTier) =>
    search.from(d, tier).where((eb) => applyFilters(eb as unknown as CourseScope, filters));
  const idsOf = async (d: KyselyDb, tier: SearchTier, offset: number, limit: number) =>
    (await matches(d, tier).limit(limit).offset(offset).execute()).map((r) => Number(r.id));
  const countOf = async (d: KyselyDb, tier: SearchTier, cap: number) => {
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
  const ids = await (capped ? walkInIdOrder(db, engine) : (fn: (d: KyselyDb) => Promise<number[]>) => fn(db))(
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

/** One course by id: compiled once (db/prepared.ts); the course page reads it on every request. */
const courseById = prepared(['id', 'today'], (db, p) =>
  selectCourses(db, p.today).where('c.id', '=', p.id as unknown as number),
);

export async function findCourse(db: KyselyDb, id: number): Promise<Course | undefined> {
  const [row] = await courseById(db, { id, today: todayIso() });
  return row ? toCourse(row) : undefined;
}

/** Every course of one institute (active or not), newest first; `null` = every course (an admin's list). */
export async function listInstituteCourses(db: KyselyDb, instituteId: string | null): Promise<Course[]> {
  let query = selectCourses(db);
  if (instituteId !== null) query = query.where('c.instituteId', '=', instituteId);
  const rows = await query.orderBy('c.id', 'desc').execute();
  return rows.map(toCourse);
}

/**
 * A list route's page of an institute's courses (null: every course, an admin), newest first: one
 * page after the key (id) plus one row that tells whether there is more (http/paging.ts); only
 * those changed since `updatedSince`.
 */
export async function pageInstituteCourses(
  db: KyselyDb,
  instituteId: string | null,
  page: { after?: CursorKey; limit: number; updatedSince?: string },
): Promise<Course[]> {
  const since = page.updatedSince ? new Date(page.updatedSince).toISOString() : undefined;
  const rows = await keyset(
    selectCourses(db)
      .$if(instituteId !== null, (q) => q.where('c.instituteId', '=', instituteId!))
      .$if(since !== undefined, (q) => q.where('c.updatedAt', '>=', since!)),
    [['c.id', 'desc']],
    page.after,
    page.limit,
  ).execute();
  return rows.map(toCourse);
}

export async function insertCourse(
  db: KyselyDb,
  instituteId: string,
  input: CreateCourseInput,
): Promise<number> {
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
      studyHours: input.studyHours ?? null,
      validityMonths: input.validityMonths ?? null,
      imageUrl: input.imageUrl,
      skills: JSON.stringify(input.skills),
      language: input.language ?? 'nl',
      isActive: 1,
      status: 'active',
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Skills and the institute's name are searchable too.
  await refreshCourseSearch(db as Kysely<unknown>, { courseIds: [Number(row.id)] });
  return Number(row.id);
}

/** Activates or deactivates an institute's own course; false when it is not theirs (or absent). */
export async function setCourseActive(db: KyselyDb, id: number, instituteId: string, active: boolean) {
  const res = await db
    .updateTable('courses')
    .set({ isActive: active ? 1 : 0, status: active ? 'active' : 'archived', updatedAt: nowIso() })
    .where('id', '=', id)
    .where('instituteId', '=', instituteId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Applies an edit to a course: only the fields given change; `status` keeps `isActive`
 * in step (active = 1), which is what the catalogue filters on.
 */
export async function updateCourse(db: KyselyDb, current: Course, patch: UpdateCourseInput) {
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
      ...(patch.language !== undefined ? { language: patch.language } : {}),
      ...(patch.studyHours !== undefined ? { studyHours: patch.studyHours } : {}),
      ...(patch.validityMonths !== undefined ? { validityMonths: patch.validityMonths } : {}),
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

/**
 * Locks the course row until the transaction commits (a no-op update): enrolments in one course
 * then run one after another and each counts the seats after the previous one committed (decision 074).
 */
export async function lockCourseRow(db: KyselyDb, courseId: number) {
  await db
    .updateTable('courses')
    .set((eb) => ({ enrollmentCount: eb.ref('enrollmentCount') }))
    .where('id', '=', courseId)
    .execute();
}

export async function insertInfoRequest(
  db: KyselyDb,
  courseId: number,
  userId: string,
  message: string | null,
) {
  const row = await db
    .insertInto('courseInfoRequests')
    .values({ courseId, userId, message, createdAt: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The user's open (not yet handled) information request for a course, if any. */
export async function findOpenInfoRequest(db: KyselyDb, courseId: number, userId: string) {
  return db
    .selectFrom('courseInfoRequests')
    .select(['id', 'createdAt'])
    .where('courseId', '=', courseId)
    .where('userId', '=', userId)
    .where('handledAt', 'is', null)
    .executeTakeFirst();
}

/**
 * Every course the public catalogue shows (active, of a verified institute), by id, with its last
 * change: the sitemap's course pages (issue 48 part 5).
 */
export async function publicCourseIds(db: KyselyDb): Promise<{ id: number; updatedAt: string }[]> {
  return db
    .selectFrom('courses as c')
    .select(['c.id', 'c.updatedAt'])
    .where((eb) => eb.and([eb('c.isActive', '=', 1), onlyVerifiedInstitutes(eb)]))
    .orderBy('c.id')
    .execute();
}
