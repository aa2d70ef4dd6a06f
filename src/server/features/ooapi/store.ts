import type { ExpressionBuilder, Kysely } from 'kysely';
import { normalizeSearchText } from '../../../domain/catalogue/search.ts';
import { COURSE_LEVELS } from '../../../domain/courses.ts';
import type { CourseRow, InstituteRow, RunRow } from '../../../domain/ooapi/index.ts';
import { parseStringList } from '../../db/json.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * The public OEAPI reads (decision 325): the catalogue's own rule (active courses of institutes an
 * admin verified) paged, filtered and counted in one query each, so these are named read joins
 * over courses, course_runs, users and institute_verifications (scripts/boundaries/tables.ts).
 */

export interface Page {
  limit: number;
  offset: number;
}

const likeOf = (q: string) => `%${normalizeSearchText(q).replace(/[%_\\]/g, '')}%`;

type UserScope = ExpressionBuilder<Database & { u: Database['users'] }, 'u'>;
const verifiedInstitute = (eb: UserScope) =>
  eb.and([
    eb('u.userType', '=', 'institute'),
    eb.exists(
      eb
        .selectFrom('instituteVerifications as iv')
        .select('iv.instituteId')
        .whereRef('iv.instituteId', '=', 'u.id'),
    ),
  ]);

export interface OrganisationFilters {
  q?: string;
  primaryCode?: string;
  /** Ours are all `root`: another type finds nothing. */
  organisationType?: string;
}

export async function listOrganisations(db: Db, f: OrganisationFilters, page: Page) {
  if (f.organisationType && f.organisationType !== 'root') return { rows: [] as InstituteRow[], total: 0 };
  let query = db.selectFrom('users as u').where(verifiedInstitute);
  if (f.primaryCode) query = query.where('u.id', '=', f.primaryCode);
  if (f.q) {
    const like = `%${f.q.toLowerCase().replace(/[%_\\]/g, '')}%`;
    query = query.where((eb) => eb(eb.fn('lower', ['u.instituteName']), 'like', like));
  }
  const [rows, count] = await Promise.all([
    query
      .select(['u.id', 'u.instituteName as name', 'u.city'])
      .orderBy('u.instituteName')
      .orderBy('u.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows: rows as InstituteRow[], total: Number(count?.n ?? 0) };
}

export async function findOrganisation(db: Db, id: string): Promise<InstituteRow | undefined> {
  return db
    .selectFrom('users as u')
    .where(verifiedInstitute)
    .where('u.id', '=', id)
    .select(['u.id', 'u.instituteName as name', 'u.city'])
    .executeTakeFirst();
}

export interface CourseFilters {
  q?: string;
  primaryCode?: string;
  /** One of our levels in the standard's form (`x-beginner`); an unknown one finds nothing. */
  level?: string;
  /** Only Dutch: another language finds nothing. */
  teachingLanguage?: string;
  /** We record no mode of delivery: any value finds nothing. */
  modeOfDelivery?: string;
}

const DUTCH_TAGS = new Set(['nl', 'nld', 'dut', 'nl-NL', 'nl-BE']);
const levelFromStandard = (level: string) =>
  COURSE_LEVELS.find((l) => `x-${l.toLowerCase()}` === level.toLowerCase());

type CourseScope = ExpressionBuilder<Database & { c: Database['courses'] }, 'c'>;
const publicCourse = (eb: CourseScope) =>
  eb.and([
    eb('c.isActive', '=', 1),
    eb('c.status', '=', 'active'),
    eb.exists(
      eb
        .selectFrom('instituteVerifications as iv')
        .select('iv.instituteId')
        .whereRef('iv.instituteId', '=', 'c.instituteId'),
    ),
  ]);

function courseQuery(db: Db) {
  return db
    .selectFrom('courses as c')
    .where(publicCourse)
    .select((eb) => [
      'c.id',
      'c.instituteId',
      'c.title',
      'c.description',
      'c.category',
      'c.level',
      'c.durationWeeks',
      'c.skills',
      eb
        .selectFrom('courseRuns as r')
        .select((e) => e.fn.min<string>('r.startDate').as('s'))
        .whereRef('r.courseId', '=', 'c.id')
        .as('firstStart'),
    ]);
}

type RawCourse = {
  id: number;
  instituteId: string;
  title: string;
  description: string;
  category: string;
  level: string;
  durationWeeks: number;
  skills: string;
  firstStart: string | null;
};
const toCourseRow = (r: RawCourse): CourseRow => ({
  ...r,
  id: Number(r.id),
  durationWeeks: Number(r.durationWeeks),
  skills: parseStringList(r.skills),
  firstStart: r.firstStart ?? null,
});

export async function listCourses(db: Db, f: CourseFilters, page: Page) {
  const none = { rows: [] as CourseRow[], total: 0 };
  if (f.modeOfDelivery) return none;
  if (f.teachingLanguage && !DUTCH_TAGS.has(f.teachingLanguage)) return none;
  const level = f.level ? levelFromStandard(f.level) : undefined;
  if (f.level && !level) return none;
  let ids = db.selectFrom('courses as c').where(publicCourse);
  if (f.primaryCode) {
    if (!/^\d{1,10}$/.test(f.primaryCode)) return none;
    ids = ids.where('c.id', '=', Number(f.primaryCode));
  }
  if (level) ids = ids.where('c.level', '=', level);
  if (f.q) ids = ids.where('c.searchText', 'like', likeOf(f.q));
  const [rows, count] = await Promise.all([
    courseQuery(db)
      .where('c.id', 'in', ids.select('c.id'))
      .orderBy('c.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    ids.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows: (rows as RawCourse[]).map(toCourseRow), total: Number(count?.n ?? 0) };
}

export async function findPublicCourse(db: Db, id: number): Promise<CourseRow | undefined> {
  const row = await courseQuery(db).where('c.id', '=', id).executeTakeFirst();
  return row ? toCourseRow(row as RawCourse) : undefined;
}

export interface OfferingFilters {
  /** Runs starting on or after this date (YYYY-MM-DD); the standard's default is today. */
  since: string;
  until?: string;
  q?: string;
  teachingLanguage?: string;
  state?: string;
  modeOfDelivery?: string;
}

function runQuery(db: Db) {
  return db
    .selectFrom('courseRuns as r')
    .innerJoin('courses as c', 'c.id', 'r.courseId')
    .where(publicCourse)
    .select([
      'r.id',
      'r.courseId',
      'c.instituteId',
      'c.title as courseTitle',
      'r.startDate',
      'r.endDate',
      'r.location',
      'c.priceCents',
      (eb) => eb.fn.coalesce('r.seats', 'c.maxParticipants').as('seats'),
    ]);
}

type RawRun = Omit<RunRow, 'seats'> & { seats: number | null };
const toRunRow = (r: RawRun): RunRow => ({
  ...r,
  id: Number(r.id),
  courseId: Number(r.courseId),
  priceCents: Number(r.priceCents),
  seats: r.seats === null ? null : Number(r.seats),
});

/** The runs of one public course, by start date; `today` tells which states a filter means. */
export async function listOfferings(db: Db, courseId: number, f: OfferingFilters, today: string, page: Page) {
  const none = { rows: [] as RunRow[], total: 0 };
  if (f.modeOfDelivery) return none;
  if (f.teachingLanguage && !DUTCH_TAGS.has(f.teachingLanguage)) return none;
  if (f.state && f.state !== 'active' && f.state !== 'inactive') return none;
  let query = runQuery(db).where('r.courseId', '=', courseId).where('r.startDate', '>=', f.since);
  if (f.until) query = query.where('r.startDate', '<=', f.until);
  if (f.q) query = query.where('c.searchText', 'like', likeOf(f.q));
  // The mapping's rule (domain/ooapi/map.ts): a run that ended before today is inactive.
  if (f.state === 'active')
    query = query.where((eb) => eb(eb.fn.coalesce('r.endDate', 'r.startDate'), '>=', today));
  if (f.state === 'inactive')
    query = query.where((eb) => eb(eb.fn.coalesce('r.endDate', 'r.startDate'), '<', today));
  const [rows, count] = await Promise.all([
    query.orderBy('r.startDate').orderBy('r.id').limit(page.limit).offset(page.offset).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows: (rows as RawRun[]).map(toRunRow), total: Number(count?.n ?? 0) };
}

export async function findOffering(db: Db, id: number): Promise<RunRow | undefined> {
  const row = await runQuery(db).where('r.id', '=', id).executeTakeFirst();
  return row ? toRunRow(row as RawRun) : undefined;
}
