import { COURSE_LEVELS, type CourseLevel } from '../courses.ts';

/**
 * From an institute's own Open Education API to our courses and runs (decision 326). Pure: the server
 * fetches the source's courses and offerings, these functions map each one (or say why not) and
 * plan what an import creates, changes and archives.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The course as we store it, from a source course. */
export interface MappedCourse {
  sourceId: string;
  code: string;
  title: string;
  description: string;
  level: CourseLevel;
  durationWeeks: number;
  price: number;
  maxParticipants: number | null;
  /** Names of the course's learning outcomes, to match against our skills taxonomy. */
  outcomes: string[];
  runs: MappedRun[];
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

function priceOf(offerings: Json[]): number {
  for (const o of offerings) {
    const costs = Array.isArray(o.priceInformation) ? o.priceInformation.filter(isObject) : [];
    const total = costs.find((c) => c.costType === 'total_costs') ?? costs[0];
    if (total && typeof total.amount === 'string' && /^\d+(\.\d+)?$/.test(total.amount)) {
      return Math.min(100_000, Math.round(Number(total.amount) * 100) / 100);
    }
  }
  return 0;
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
      description: description.slice(0, 5000),
      level: levelFromSource(course.level),
      durationWeeks: weeksOf(course.duration) ?? Math.min(520, fromRun ?? 1),
      price: priceOf(offerings),
      maxParticipants: null,
      outcomes,
      runs,
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
    if (seen.has(m.course.sourceId)) continue;
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
    if (have.price !== m.course.price) changes.push('price');
    if (!have.active) changes.push('status');
    if (changes.length > 0) plan.update.push({ localId: have.localId, course: m.course, changes });
    else plan.unchanged.push({ localId: have.localId, course: m.course });
  }
  for (const l of linked) {
    if (!seen.has(l.sourceId) && l.active)
      plan.archive.push({ localId: l.localId, sourceId: l.sourceId, title: l.title });
  }
  return plan;
}
