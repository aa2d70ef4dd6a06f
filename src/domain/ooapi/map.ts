import { isUuid, toOoapiId } from './ids.ts';

/**
 * Our catalogue in the Open Education API 6.0 shapes (decision 325). Pure: the server reads the rows
 * and these functions build the standard's objects; the API test validates every answer against
 * the official document's schemas.
 */

/** Where a text of ours is in Dutch: the standard's language tag (RFC 4647 form, region upper case). */
export const DUTCH = 'nl-NL';

/**
 * A course's language (ours: ISO 639-1) as the standard writes it: the tag of its texts and the
 * three-letter code of `teachingLanguages`.
 */
const LANGUAGE_TAGS: Record<string, { text: string; teaching: string }> = {
  nl: { text: DUTCH, teaching: 'nld' },
  en: { text: 'en-GB', teaching: 'eng' },
};
export const languageOf = (language: string) => LANGUAGE_TAGS[language] ?? LANGUAGE_TAGS.nl;

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
  return `${date}T00:00:00${dutchOffset(date)}`;
}

/** The last second of a YYYY-MM-DD day in the Netherlands: an offering's end (the standard's example ends at 22:59:59+01:00 too). */
export const dutchEndOfDay = (date: string): string => `${date}T23:59:59${dutchOffset(date)}`;

/** The Netherlands' UTC offset on a day (+01:00 in winter, +02:00 in summer), as at midnight. */
function dutchOffset(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(y, month, 0));
    return last.getUTCDate() - last.getUTCDay();
  };
  // At midnight the clock has not moved yet on the day of the change (it moves at 02:00/03:00).
  const summer = (m > 3 && m < 10) || (m === 3 && d > lastSunday(3)) || (m === 10 && d <= lastSunday(10));
  return summer ? '+02:00' : '+01:00';
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
  /** `nl` or `en`: the language it is taught in (and its texts are written in). */
  language: string;
  priceCents: number;
  maxParticipants: number | null;
}

/**
 * What the standard has no field for travels in `ext` (documented in decision 326): the category,
 * the skills taught, the course's own price (an offering carries the price of a run; a course
 * without a run to come still has one) and its maximum number of participants.
 */
export interface CourseExt {
  category: string;
  skills: string[];
  price: string;
  maxParticipants: number | null;
}

/** Our course as an OEAPI Course; `link` is its page in our web app. */
export function toCourse(row: CourseRow, appUrl: string) {
  const lang = languageOf(row.language);
  const ext: CourseExt = {
    category: row.category,
    skills: row.skills,
    price: amountOf(row.priceCents),
    maxParticipants: row.maxParticipants,
  };
  return {
    courseId: toOoapiId('course', row.id),
    primaryCode: primaryCodeOf(row.id),
    name: [{ language: lang.text, value: row.title }],
    description: texts(row.description, lang.text),
    teachingLanguages: [lang.teaching],
    level: levelOf(row.level),
    duration: durationOf(row.durationWeeks),
    firstStartDate: row.firstStart ? dutchMidnight(row.firstStart) : null,
    link: `${appUrl}/courses/${row.id}`,
    otherCodes: [],
    organisationId: isUuid(row.instituteId) ? row.instituteId : null,
    ext,
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
  /** The course's language (`nl` or `en`). */
  language: string;
}

/** A course run as an OEAPI CourseOffering: start and end, place, seats and price. */
export function toCourseOffering(row: RunRow, today: string) {
  const over = (row.endDate ?? row.startDate) < today;
  const lang = languageOf(row.language);
  return {
    courseOfferingId: toOoapiId('offering', row.id),
    primaryCode: primaryCodeOf(row.id),
    name: [{ language: lang.text, value: row.courseTitle }],
    state: over ? 'inactive' : 'active',
    teachingLanguages: [lang.teaching],
    maxNumberStudents: row.seats,
    startDateTime: dutchMidnight(row.startDate),
    // The run ends at the end of its last day, not at the midnight that starts it.
    endDateTime: row.endDate ? dutchEndOfDay(row.endDate) : null,
    addresses: row.location
      ? [{ addressType: 'teaching', additional: [{ language: lang.text, value: row.location }] }]
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

/** A language tag or code of the standard (`nl-NL`, `nld`, `en`, `eng`, `en-GB`) as our course language, or null. */
export function courseLanguageOf(tag: string): 'nl' | 'en' | null {
  const t = tag.toLowerCase();
  if (/^(nl|nld|dut)(-|$)/.test(t)) return 'nl';
  if (/^(en|eng)(-|$)/.test(t)) return 'en';
  return null;
}
