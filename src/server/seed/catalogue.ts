import { randomUUID } from 'node:crypto';
import type { Database, KyselyDb } from '../db/schema.ts';
import { searchColumnsOf } from '../features/courses/index.ts';
import { SEED_COURSES, SEED_INSTITUTES, type SeedCourse, type SeedInstitute } from './catalogue-data.ts';
import {
  DEMO_INSTITUTE_MONTHS,
  type FixedEnrolment,
  type PlannedEnrolment,
  planCourseEnrolments,
} from './demo-institute.ts';
import type { SeedContext } from './index.ts';
import { DEMO_TALENT_ENROLLMENTS, demoTalentEnrolmentDates } from './talent-data.ts';

const DAY = 86_400_000;
const CHUNK = 400;

const FIRST_NAMES = [
  'Emma',
  'Daan',
  'Sophie',
  'Lucas',
  'Julia',
  'Sem',
  'Tess',
  'Finn',
  'Zoë',
  'Milan',
  'Eva',
  'Noah',
  'Lotte',
  'Jesse',
  'Fleur',
  'Thijs',
  'Anna',
  'Ruben',
  'Sara',
  'Bram',
  'Lisa',
  'Jens',
  'Nina',
  'Luuk',
];
const LAST_NAMES = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'van Dijk',
  'Bakker',
  'Janssen',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
];

/** mulberry32: a seeded PRNG so the demo looks the same on every fresh start. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function insertChunked<T extends keyof Database & string>(
  db: KyselyDb,
  table: T,
  rows: Record<string, unknown>[],
) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const batch = rows.slice(i, i + CHUNK) as Parameters<ReturnType<typeof db.insertInto<T>>['values']>[0];
    await db.insertInto(table).values(batch).execute();
  }
}

export interface CatalogueOptions {
  passwordHash: string;
  /** Institute key → existing user id (skips creating that institute's account). */
  instituteIds?: Map<string, string>;
  /** Course key → its planned enrolments, used instead of generated ones (the demo institute). */
  enrolmentPlans?: Map<string, PlannedEnrolment[]>;
  now?: Date;
  /** E-mail prefix of the generated learners (a bulk fill after the demo seed needs its own). */
  learnerEmailPrefix?: string;
  /** At least this many generated learners (default: as many as the largest course has enrolled, at least 120). */
  minLearners?: number;
}

/**
 * Writes institutes, courses, ratings, anonymous demo learners and their enrolments in batches.
 * Enrolments never repeat a learner in one course; completed ones have progress 100 and a
 * completedAt; running ones 5..95. Running enrolments inside a course's current run stay below its
 * maximum, so courses are not full (decision 011). Used by the demo seed and the benchmark.
 */
export async function insertCatalogue(
  db: KyselyDb,
  institutes: SeedInstitute[],
  courses: (Omit<SeedCourse, 'instituteKey'> & { instituteKey: string })[],
  opts: CatalogueOptions,
) {
  const rand = prng(2026);
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const now = opts.now ?? new Date();
  const nowMs = now.getTime();
  const iso = (ms: number) => new Date(Math.min(ms, nowMs)).toISOString();

  const ids = new Map(opts.instituteIds ?? []);
  const instituteRows = institutes
    .filter((i) => !ids.has(i.key))
    .map((i) => {
      const id = randomUUID();
      ids.set(i.key, id);
      const createdAt = iso(nowMs - 400 * DAY);
      return {
        id,
        email: i.email,
        passwordHash: opts.passwordHash,
        firstName: i.firstName,
        lastName: i.lastName,
        instituteName: i.instituteName,
        city: i.city,
        bio: i.bio,
        country: 'Nederland',
        userType: 'institute' as const,
        createdAt,
        updatedAt: createdAt,
      };
    });
  await insertChunked(db, 'users', instituteRows);

  const poolSize = courses.reduce(
    (max, c) => Math.max(max, c.enrolledCount),
    Math.max(120, opts.minLearners ?? 0),
  );
  const learners = Array.from({ length: poolSize }, (_, n) => {
    const createdAt = iso(nowMs - int(30, 365) * DAY);
    return {
      id: randomUUID(),
      email: `${opts.learnerEmailPrefix ?? 'leerling'}-${n + 1}@demo.example.nl`,
      passwordHash: opts.passwordHash,
      firstName: FIRST_NAMES[n % FIRST_NAMES.length],
      lastName: LAST_NAMES[(n * 7) % LAST_NAMES.length],
      country: 'Nederland',
      userType: 'talent' as const,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertChunked(db, 'users', learners);

  const courseRows = courses.map((c) => {
    const createdAt = iso(nowMs - int(120, 420) * DAY);
    return {
      instituteId: ids.get(c.instituteKey) as string,
      title: c.title,
      description: c.description,
      ...searchColumnsOf(c.title, c.description),
      category: c.category,
      level: c.level,
      durationWeeks: c.durationWeeks,
      priceCents: c.priceCents,
      maxParticipants: c.maxParticipants,
      imageUrl: null,
      skills: JSON.stringify(c.skills),
      language: 'nl',
      isActive: c.isActive ? 1 : 0,
      status: c.status,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const courseIds: number[] = [];
  for (let i = 0; i < courseRows.length; i += CHUNK) {
    const inserted = await db
      .insertInto('courses')
      .values(courseRows.slice(i, i + CHUNK))
      .returning('id')
      .execute();
    courseIds.push(...inserted.map((r) => Number(r.id)));
  }

  const ratings: Record<string, unknown>[] = [];
  const enrolments: Record<string, unknown>[] = [];
  courses.forEach((c, ci) => {
    const courseId = courseIds[ci];
    const start = int(0, poolSize - 1);
    const learnerAt = (k: number) => learners[(start + k) % poolSize].id;
    c.ratings.forEach((rating, k) => {
      ratings.push({ courseId, userId: learnerAt(k), rating, createdAt: iso(nowMs - int(1, 200) * DAY) });
    });
    const planned = opts.enrolmentPlans?.get(c.key);
    if (planned) {
      planned.forEach((e, k) => {
        enrolments.push({
          userId: learnerAt(k),
          courseId,
          ...e,
          confirmedBy: e.status === 'passed' ? ids.get(c.instituteKey) : null,
        });
      });
      return;
    }
    const runMs = c.durationWeeks * 7 * DAY;
    const runCap = c.maxParticipants === null ? Number.POSITIVE_INFINITY : Math.floor(c.maxParticipants / 2);
    let inRun = 0;
    for (let k = 0; k < c.enrolledCount; k++) {
      const userId = learnerAt(k);
      if (k < c.completedCount) {
        const completedMs = nowMs - int(35, 300) * DAY;
        enrolments.push({
          userId,
          courseId,
          progress: 100,
          status: 'passed',
          createdAt: iso(completedMs - runMs - int(0, 20) * DAY),
          completedAt: iso(completedMs),
          confirmedAt: iso(completedMs),
          confirmedBy: ids.get(c.instituteKey),
        });
      } else {
        // Most recent first: a few inside the current run (below the cap), the rest started earlier.
        const recent = inRun < runCap && k < c.completedCount + 6;
        if (recent) inRun++;
        const startedMs = recent
          ? nowMs - rand() * Math.min(runMs, 40 * DAY)
          : nowMs - runMs - int(1, 90) * DAY;
        enrolments.push({
          userId,
          courseId,
          progress: int(5, 95),
          status: 'enrolled',
          createdAt: iso(startedMs),
          completedAt: null,
        });
      }
    }
  });
  await insertChunked(db, 'courseRatings', ratings);
  await insertChunked(db, 'enrollments', enrolments);
  return { instituteIds: ids, courseIds };
}

/**
 * The demo institute's enrolments, planned so that its computed dashboard figures are the spec's
 * (decision 115). The demo talent's own enrolments (seed/talent.ts) count as fixed.
 */
function demoInstitutePlans(now: Date): Map<string, PlannedEnrolment[]> {
  const rand = prng(115);
  const fixedByCourse = new Map<string, FixedEnrolment[]>();
  for (const e of DEMO_TALENT_ENROLLMENTS) {
    const course = SEED_COURSES.find((c) => c.title === e.courseTitle);
    if (!course) continue;
    fixedByCourse.set(course.key, [
      ...(fixedByCourse.get(course.key) ?? []),
      demoTalentEnrolmentDates(e, now),
    ]);
  }
  const plans = new Map<string, PlannedEnrolment[]>();
  for (const [key, plan] of Object.entries(DEMO_INSTITUTE_MONTHS)) {
    const course = SEED_COURSES.find((c) => c.key === key);
    if (!course) throw new Error(`Demo-instituut: onbekende cursus ${key}`);
    plans.set(key, planCourseEnrolments(course, plan, fixedByCourse.get(key) ?? [], now, rand));
  }
  return plans;
}

/** Institutes, courses, ratings and enrolments of the demo catalogue (courses issue). */
export async function seedCatalogue(db: KyselyDb, ctx: SeedContext): Promise<void> {
  const now = new Date();
  // The demo talent's own enrolments (seed/talent.ts) count towards enrolledCount: leave her seats
  // out of the anonymous learners so the demo institute shows exactly the spec's 342 students.
  const talentSeats = new Map(DEMO_TALENT_ENROLLMENTS.map((e) => [e.courseTitle, e]));
  const courses = SEED_COURSES.map((c) => {
    const seat = talentSeats.get(c.title);
    if (!seat || c.enrolledCount === 0) return c;
    const enrolledCount = c.enrolledCount - 1;
    return { ...c, enrolledCount, completedCount: Math.min(c.completedCount, enrolledCount) };
  });
  const { instituteIds } = await insertCatalogue(db, SEED_INSTITUTES, courses, {
    passwordHash: ctx.passwordHash,
    enrolmentPlans: demoInstitutePlans(now),
    now,
  });
  for (const i of SEED_INSTITUTES) ctx.userIds.set(i.email, instituteIds.get(i.key) as string);
}
