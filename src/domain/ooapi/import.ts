import {
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  type CourseCategory,
  type CourseLanguage,
  type CourseLevel,
} from '../courses.ts';
import { courseLanguageOf } from './map.ts';

/**
 * From an institute's own Open Education API to our courses and runs (decision 326). Pure: the server
 * fetches the source's courses and offerings, these functions map each one (or say why not) and
 * plan what an import creates, changes and archives.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Our own limit on a course description (the course form's): a longer one is cut and reported. */
export const MAX_DESCRIPTION = 5000;

/** The course as we store it, from a source course. */
export interface MappedCourse {
  sourceId: string;
  code: string;
  title: string;
  description: string;
  level: CourseLevel;
  durationWeeks: number;
  /** Euros; null when no price could be read (never 0 for "unknown": the course stays unpublished). */
  price: number | null;
  maxParticipants: number | null;
  /** The source's category (our `ext.category`); null when it sends none of ours. */
  category: CourseCategory | null;
  language: CourseLanguage;
  /** Skills the source names as ours (`ext.skills`), kept as written. */
  skills: string[];
  /** Names of the course's learning outcomes, to match against our skills taxonomy. */
  outcomes: string[];
  runs: MappedRun[];
  /** What the import had to change or could not read, said in the preview and the history. */
  notes: string[];
}

export interface MappedRun {
  sourceId: string;
  startDate: string;
  endDate: string | null;
  location: string | null;
  seats: number | null;
}

export type Mapping =
  | { ok: true; course: MappedCourse }
  | { ok: false; sourceId: string; title: string; reason: string };

/** The Dutch text of a language-typed string array, else the first one. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (!Array.isArray(value)) return null;
  const entries = value.filter(
    (e): e is { language: string; value: string } =>
      isObject(e) && typeof e.language === 'string' && typeof e.value === 'string',
  );
  const pick = entries.find((e) => e.language.toLowerCase().startsWith('nl')) ?? entries[0];
  return pick?.value.trim() || null;
}

const LEVELS: Record<string, CourseLevel> = {
  pre_vocational: 'Beginner',
  secondary_vocational_education: 'Beginner',
  secondary_vocational_education_1: 'Beginner',
  secondary_vocational_education_2: 'Beginner',
  nt2_1: 'Beginner',
  secondary_vocational_education_3: 'Intermediate',
  secondary_vocational_education_4: 'Intermediate',
  associate_degree: 'Intermediate',
  nt2_2: 'Intermediate',
  bachelor: 'Advanced',
  master: 'Advanced',
  doctoral: 'Advanced',
  post_doctoral: 'Advanced',
  undivided: 'Advanced',
};

/** The standard's level as ours (our own `x-` extensions back); unknown or absent: Beginner. */
export function levelFromSource(level: unknown): CourseLevel {
  if (typeof level !== 'string') return 'Beginner';
  const own = COURSE_LEVELS.find((l) => `x-${l.toLowerCase()}` === level.toLowerCase());
  return own ?? LEVELS[level] ?? 'Beginner';
}

/** An ISO 8601 duration (P6W, P30D, P3M, P1Y, P1DT2H) in whole weeks, at least 1; null if unreadable. */
export function weeksOf(duration: unknown): number | null {
  if (typeof duration !== 'string') return null;
  const m = duration.match(/^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T.*)?$/);
  if (!m || duration === 'P') return null;
  const [y, mo, w, d] = m.slice(1).map((v) => Number(v ?? 0));
  const days = y * 365 + mo * 30 + w * 7 + d;
  return Math.min(520, Math.max(1, Math.ceil(days / 7)));
}

/** The date part (YYYY-MM-DD) of an RFC 3339 date-time, as written (the source's own time zone). */
export const dateOf = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null;

/** The standard's amount ("1250.00": digits, one optional dot, never a comma) in euros, or null. */
function amountOf(v: unknown): number | null {
  if (typeof v !== 'string' || !/^\d{1,9}(\.\d+)?$/.test(v)) return null;
  const euros = Math.round(Number(v) * 100) / 100;
  return euros <= 100_000 ? euros : null;
}

/**
 * The price: the first offering's total costs, else the course's own price in `ext` (ours sends it,
 * so a course without a run to come keeps its price); null when neither can be read.
 */
function priceOf(offerings: Json[], ext: Json): number | null {
  for (const o of offerings) {
    const costs = Array.isArray(o.priceInformation) ? o.priceInformation.filter(isObject) : [];
    const total = costs.find((c) => c.costType === 'total_costs') ?? costs[0];
    const amount = amountOf(total?.amount);
    if (amount !== null) return amount;
  }
  return amountOf(ext.price);
}

/** The first teaching language we teach in (Dutch or English); Dutch, with a note, otherwise. */
function languageFrom(course: Json, notes: string[]): CourseLanguage {
  const tags = Array.isArray(course.teachingLanguages)
    ? course.teachingLanguages.filter((t): t is string => typeof t === 'string')
    : [];
  for (const tag of tags) {
    const language = courseLanguageOf(tag);
    if (language) return language;
  }
  if (tags.length > 0) notes.push(`Voertaal ${tags.join(', ')} onbekend: als Nederlands ingelezen`);
  return 'nl';
}

const isCategory = (v: unknown): v is CourseCategory =>
  typeof v === 'string' && (COURSE_CATEGORIES as readonly string[]).includes(v);

/** Our fields the standard has none for, as our own `/ooapi` sends them in `ext` (decision 326). */
function extOf(course: Json) {
  const ext = isObject(course.ext) ? course.ext : {};
  const skills = Array.isArray(ext.skills)
    ? ext.skills
        .filter((v): v is string => typeof v === 'string')
        .map((v) => v.trim())
        .filter((v) => v.length > 0 && v.length <= 100)
        .slice(0, 30)
    : [];
  return {
    raw: ext,
    category: isCategory(ext.category) ? ext.category : null,
    skills,
    maxParticipants: seatsOf(ext.maxParticipants),
  };
}

function placeOf(o: Json): string | null {
  const addresses = Array.isArray(o.addresses) ? o.addresses.filter(isObject) : [];
  for (const a of addresses) {
    const place = (typeof a.city === 'string' && a.city.trim()) || textOf(a.additional);
    if (place) return place.slice(0, 200);
  }
  return null;
}

const seatsOf = (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 ? Math.min(v, 100_000) : null;

/** One source course with its offerings as ours, or the reason it cannot be. */
export function mapSourceCourse(course: Json, offerings: Json[]): Mapping {
  const sourceId = typeof course.courseId === 'string' ? course.courseId : '';
  const title = textOf(course.name) ?? '';
  const fail = (reason: string): Mapping => ({ ok: false, sourceId, title: title || sourceId, reason });
  if (!sourceId) return fail('Geen courseId');
  if (!title) return fail('Geen naam');
  if (title.length > 200) return fail('Naam langer dan 200 tekens');
  const description = textOf(course.description);
  if (!description) return fail('Geen beschrijving');
  const notes: string[] = [];
  if (description.length > MAX_DESCRIPTION)
    notes.push(`Beschrijving ingekort tot ${MAX_DESCRIPTION} tekens (was ${description.length})`);
  const ext = extOf(course);
  const price = priceOf(offerings, ext.raw);
  if (price === null) notes.push('Prijs ontbreekt: de cursus blijft ongepubliceerd (concept)');
  const runs: MappedRun[] = [];
  for (const o of offerings) {
    const id = typeof o.courseOfferingId === 'string' ? o.courseOfferingId : null;
    const startDate = dateOf(o.startDateTime);
    if (!id || !startDate || o.state === 'cancelled') continue;
    const endDate = dateOf(o.endDateTime);
    runs.push({
      sourceId: id,
      startDate,
      endDate: endDate && endDate >= startDate ? endDate : null,
      location: placeOf(o),
      seats: seatsOf(o.maxNumberStudents),
    });
  }
  const firstRun = runs[0];
  const fromRun =
    firstRun?.endDate != null
      ? Math.max(
          1,
          Math.ceil((Date.parse(firstRun.endDate) - Date.parse(firstRun.startDate)) / (7 * 86_400_000)),
        )
      : null;
  const outcomes = Array.isArray(course.learningOutcomes)
    ? course.learningOutcomes
        .filter(isObject)
        .map((o) => textOf(o.name))
        .filter((n): n is string => !!n)
    : [];
  const code =
    isObject(course.primaryCode) && typeof course.primaryCode.code === 'string'
      ? course.primaryCode.code
      : sourceId;
  return {
    ok: true,
    course: {
      sourceId,
      code,
      title,
      description: description.slice(0, MAX_DESCRIPTION),
      level: levelFromSource(course.level),
      durationWeeks: weeksOf(course.duration) ?? Math.min(520, fromRun ?? 1),
      price,
      maxParticipants: ext.maxParticipants,
      category: ext.category,
      language: languageFrom(course, notes),
      skills: ext.skills,
      outcomes,
      runs,
      notes,
    },
  };
}

/** What we hold of a course that came from the source. */
export interface LinkedCourse {
  sourceId: string;
  localId: number;
  title: string;
  description: string;
  level: string;
  durationWeeks: number;
  price: number;
  active: boolean;
  category: string;
  language: string;
  maxParticipants: number | null;
}

export interface Plan {
  create: MappedCourse[];
  update: { localId: number; course: MappedCourse; changes: string[] }[];
  archive: { localId: number; sourceId: string; title: string }[];
  skipped: { sourceId: string; title: string; reason: string }[];
  /** Linked courses that are unchanged (their runs are still brought in step). */
  unchanged: { localId: number; course: MappedCourse }[];
}

/** Compares the source's courses with what earlier imports made of them. */
export function planImport(mappings: Mapping[], linked: LinkedCourse[]): Plan {
  const plan: Plan = { create: [], update: [], archive: [], skipped: [], unchanged: [] };
  const bySource = new Map(linked.map((l) => [l.sourceId, l]));
  const seen = new Set<string>();
  for (const m of mappings) {
    if (!m.ok) {
      plan.skipped.push({ sourceId: m.sourceId, title: m.title, reason: m.reason });
      continue;
    }
    if (seen.has(m.course.sourceId)) {
      plan.skipped.push({
        sourceId: m.course.sourceId,
        title: m.course.title,
        reason: 'Dubbele courseId in de bron: alleen de eerste is gelezen',
      });
      continue;
    }
    seen.add(m.course.sourceId);
    const have = bySource.get(m.course.sourceId);
    if (!have) {
      plan.create.push(m.course);
      continue;
    }
    const changes: string[] = [];
    if (have.title !== m.course.title) changes.push('title');
    if (have.description !== m.course.description) changes.push('description');
    if (have.level !== m.course.level) changes.push('level');
    if (have.durationWeeks !== m.course.durationWeeks) changes.push('duration');
    // An unreadable price keeps the price we have (the note says so), never 0.
    if (m.course.price !== null && have.price !== m.course.price) changes.push('price');
    if (m.course.category && have.category !== m.course.category) changes.push('category');
    if (have.language !== m.course.language) changes.push('language');
    if (m.course.maxParticipants !== null && have.maxParticipants !== m.course.maxParticipants)
      changes.push('maxParticipants');
    // A course left unpublished for want of a price comes back once the price can be read.
    if (!have.active && m.course.price !== null) changes.push('status');
    if (changes.length > 0) plan.update.push({ localId: have.localId, course: m.course, changes });
    else plan.unchanged.push({ localId: have.localId, course: m.course });
  }
  for (const l of linked) {
    if (!seen.has(l.sourceId) && l.active)
      plan.archive.push({ localId: l.localId, sourceId: l.sourceId, title: l.title });
  }
  return plan;
}

/**
 * A run that would archive more than half of the courses that came from the source (an empty or
 * broken answer looks exactly like that) waits for a person to confirm; the daily sync never
 * archives that much by itself (decision 326, amended).
 */
export function archivesTooMany(
  plan: Pick<Plan, 'archive'>,
  linked: Pick<LinkedCourse, 'active'>[],
): boolean {
  const active = linked.filter((l) => l.active).length;
  return plan.archive.length > 0 && plan.archive.length * 2 > active;
}
