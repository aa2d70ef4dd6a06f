import type { ExpressionBuilder } from 'kysely';
import { COURSE_LEVELS } from '../../../domain/courses.ts';
import {
  type CourseRow,
  courseLanguageOf,
  type InstituteRow,
  type RunRow,
} from '../../../domain/ooapi/index.ts';
import { parseStringList } from '../../db/json.ts';
import type { Database, KyselyDb } from '../../db/schema.ts';

/**
 * The public OEAPI reads (decision 325): the catalogue's own rule (active courses of institutes an
 * admin verified) paged, filtered and counted in one query each, so these are named read joins
 * over courses, course_runs, users and institute_verifications (scripts/boundaries/tables.ts).
 */

export interface Page {
  limit: number;
  offset: number;
}

/** The standard's `q`: a literal part of the text, case-insensitive (no accent folding, no other fields). */
const likeOf = (q: string) => `%${q.toLowerCase().replace(/[%_\\]/g, '')}%`;

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

export async function listOrganisations(db: KyselyDb, f: OrganisationFilters, page: Page) {
  if (f.organisationType && f.organisationType !== 'root') return { rows: [] as InstituteRow[], total: 0 };
  let query = db.selectFrom('users as u').where(verifiedInstitute);
  if (f.primaryCode) query = query.where('u.id', '=', f.primaryCode);
  if (f.q) {
    const like = likeOf(f.q);
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

export async function findOrganisation(db: KyselyDb, id: string): Promise<InstituteRow | undefined> {
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
  /** Dutch or English (any tag or code of either); another language finds nothing. */
  teachingLanguage?: string;
  /** One institute's courses (the standard's /organisations/{id}/courses). */
  instituteId?: string;
  /** We record no mode of delivery: any value finds nothing. */
  modeOfDelivery?: string;
}

/** The standard's `teachingLanguage` filter as ours: undefined = no filter, null = a language we have no course in. */
const languageFilter = (tag: string | undefined) => (tag ? courseLanguageOf(tag) : undefined);

/** Name or description contains the term (lower-cased on both sides: LIKE differs per engine). */
const textMatches = (q: string) => (eb: CourseScope) =>
  eb.or([
    eb(eb.fn('lower', ['c.title']), 'like', likeOf(q)),
    eb(eb.fn('lower', ['c.description']), 'like', likeOf(q)),
  ]);
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

function courseQuery(db: KyselyDb) {
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
      'c.language',
      'c.priceCents',
      'c.maxParticipants',
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
  language: string;
  priceCents: number;
  maxParticipants: number | null;
};
const toCourseRow = (r: RawCourse): CourseRow => ({
  ...r,
  id: Number(r.id),
  durationWeeks: Number(r.durationWeeks),
  priceCents: Number(r.priceCents),
  maxParticipants: r.maxParticipants === null ? null : Number(r.maxParticipants),
  skills: parseStringList(r.skills),
  firstStart: r.firstStart ?? null,
});

export async function listCourses(db: KyselyDb, f: CourseFilters, page: Page) {
  const none = { rows: [] as CourseRow[], total: 0 };
  if (f.modeOfDelivery) return none;
  const language = languageFilter(f.teachingLanguage);
  if (language === null) return none;
  const level = f.level ? levelFromStandard(f.level) : undefined;
  if (f.level && !level) return none;
  let ids = db.selectFrom('courses as c').where(publicCourse);
  if (f.instituteId) ids = ids.where('c.instituteId', '=', f.instituteId);
  if (language) ids = ids.where('c.language', '=', language);
  if (f.primaryCode) {
    if (!/^\d{1,10}$/.test(f.primaryCode)) return none;
    ids = ids.where('c.id', '=', Number(f.primaryCode));
  }
  if (level) ids = ids.where('c.level', '=', level);
  if (f.q) ids = ids.where(textMatches(f.q));
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

export async function findPublicCourse(db: KyselyDb, id: number): Promise<CourseRow | undefined> {
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

function runQuery(db: KyselyDb) {
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
      'c.language',
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

/**
 * The runs of one public course, or of every public course of one institute, by start date;
 * `today` tells which states a filter means.
 */
export async function listOfferings(
  db: KyselyDb,
  of: { courseId: number } | { instituteId: string },
  f: OfferingFilters,
  today: string,
  page: Page,
) {
  const none = { rows: [] as RunRow[], total: 0 };
  if (f.modeOfDelivery) return none;
  const language = languageFilter(f.teachingLanguage);
  if (language === null) return none;
  if (f.state && f.state !== 'active' && f.state !== 'inactive') return none;
  let query = runQuery(db).where('r.startDate', '>=', f.since);
  query =
    'courseId' in of
      ? query.where('r.courseId', '=', of.courseId)
      : query.where('c.instituteId', '=', of.instituteId);
  if (language) query = query.where('c.language', '=', language);
  if (f.until) query = query.where('r.startDate', '<=', f.until);
  if (f.q) query = query.where(textMatches(f.q));
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

export async function findOffering(db: KyselyDb, id: number): Promise<RunRow | undefined> {
  const row = await runQuery(db).where('r.id', '=', id).executeTakeFirst();
  return row ? toRunRow(row as RawRun) : undefined;
}
