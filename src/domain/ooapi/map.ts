import { isUuid, toOoapiId } from './ids.ts';

/**
 * Our catalogue in the Open Education API 6.0 shapes (decision 325). Pure: the server reads the rows
 * and these functions build the standard's objects; the API test validates every answer against
 * the official document's schemas.
 */

/** Where a text of ours is in Dutch: the standard's language tag (RFC 4647 form, region upper case). */
export const DUTCH = 'nl-NL';
/** Our courses are taught in Dutch; teachingLanguages wants the three-letter code. */
export const TEACHING_LANGUAGE = 'nld';

export interface LanguageTypedString {
  language: string;
  value: string;
}
export interface IdentifierEntry {
  codeType: string;
  code: string;
}

/** One text in our language, as the standard's array of language-typed strings (null when empty). */
export function texts(value: string | null | undefined, language = DUTCH): LanguageTypedString[] | null {
  const v = value?.trim();
  return v ? [{ language, value: v }] : null;
}

/** Our integer id as the standard's human-readable primaryCode. */
export const primaryCodeOf = (id: number | string): IdentifierEntry => ({
  codeType: 'identifier',
  code: String(id),
});

/** Our level names as values of the standard's extensible `level` enumeration (prefix `x-`). */
export function levelOf(level: string): string {
  const slug = level
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug ? `x-${slug}` : 'undefined';
}

/** Weeks as an ISO 8601 duration (`P6W`), the standard's `duration`. */
export const durationOf = (weeks: number): string | null => (weeks > 0 ? `P${Math.round(weeks)}W` : null);

/** Cents as the standard's amount: digits with a dot, never a comma (`1250.00`). */
export function amountOf(cents: number): string {
  const c = Math.max(0, Math.round(cents));
  return `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
}

/**
 * A YYYY-MM-DD date as an RFC 3339 date-time at midnight in the Netherlands (+01:00 in winter,
 * +02:00 in summer: the last Sunday of March to the last Sunday of October).
 */
export function dutchMidnight(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(y, month, 0));
    return last.getUTCDate() - last.getUTCDay();
  };
  // At midnight the clock has not moved yet on the day of the change (it moves at 02:00/03:00).
  const summer = (m > 3 && m < 10) || (m === 3 && d > lastSunday(3)) || (m === 10 && d <= lastSunday(10));
  return `${date}T00:00:00${summer ? '+02:00' : '+01:00'}`;
}

export interface InstituteRow {
  id: string;
  name: string | null;
  city: string | null;
}

export function toOrganisation(row: InstituteRow) {
  return {
    organisationId: row.id,
    primaryCode: { codeType: 'identifier', code: row.id },
    organisationType: 'root',
    name: [{ language: DUTCH, value: row.name?.trim() || 'Instituut' }],
    addresses: row.city ? [{ addressType: 'visit', city: row.city }] : null,
  };
}

export interface CourseRow {
  id: number;
  instituteId: string;
  title: string;
  description: string;
  category: string;
  level: string;
  durationWeeks: number;
  skills: string[];
  /** The course's first start date (YYYY-MM-DD), if it has runs. */
  firstStart: string | null;
}

/** Our course as an OEAPI Course; `link` is its page in our web app. */
export function toCourse(row: CourseRow, appUrl: string) {
  return {
    courseId: toOoapiId('course', row.id),
    primaryCode: primaryCodeOf(row.id),
    name: [{ language: DUTCH, value: row.title }],
    description: texts(row.description),
    teachingLanguages: [TEACHING_LANGUAGE],
    level: levelOf(row.level),
    duration: durationOf(row.durationWeeks),
    firstStartDate: row.firstStart ? dutchMidnight(row.firstStart) : null,
    link: `${appUrl}/courses/${row.id}`,
    otherCodes: [],
    organisationId: isUuid(row.instituteId) ? row.instituteId : null,
    // What the standard has no field for: the catalogue category and the skills taught.
    ext: { category: row.category, skills: row.skills },
  };
}

export interface RunRow {
  id: number;
  courseId: number;
  instituteId: string;
  courseTitle: string;
  startDate: string;
  endDate: string | null;
  location: string | null;
  /** The run's own seats, else the course's maximum, else unlimited (null). */
  seats: number | null;
  priceCents: number;
}

/** A course run as an OEAPI CourseOffering: start and end, place, seats and price. */
export function toCourseOffering(row: RunRow, today: string) {
  const over = (row.endDate ?? row.startDate) < today;
  return {
    courseOfferingId: toOoapiId('offering', row.id),
    primaryCode: primaryCodeOf(row.id),
    name: [{ language: DUTCH, value: row.courseTitle }],
    state: over ? 'inactive' : 'active',
    teachingLanguages: [TEACHING_LANGUAGE],
    maxNumberStudents: row.seats,
    startDateTime: dutchMidnight(row.startDate),
    endDateTime: row.endDate ? dutchMidnight(row.endDate) : null,
    addresses: row.location
      ? [{ addressType: 'teaching', additional: [{ language: DUTCH, value: row.location }] }]
      : null,
    priceInformation: [{ costType: 'total_costs', amount: amountOf(row.priceCents), currency: 'EUR' }],
    courseId: toOoapiId('course', row.courseId),
    organisationId: isUuid(row.instituteId) ? row.instituteId : null,
  };
}

/** The standard's page sizes (its `pageSize` enumeration) and default. */
export const PAGE_SIZES = [10, 20, 50, 100, 250] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** A page of items with the standard's Pagination fields. */
export function paged<T>(items: T[], total: number, pageSize: number, pageNumber: number) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return {
    pageSize,
    pageNumber,
    hasPreviousPage: pageNumber > 1,
    hasNextPage: pageNumber < totalPages,
    totalPages,
    items,
  };
}

/** The bare address in a From header (`Name <a@b>` → `a@b`). */
export const addressOf = (from: string) => (from.match(/<([^>]+)>/)?.[1] ?? from).trim();
