import { z } from 'zod';
import { COURSE_CATEGORIES, COURSE_LANGUAGES, COURSE_LEVELS } from '../domain/courses.ts';
import { COURSE_STATUSES } from '../domain/enrollments/runs.ts';
import { ENROLLMENT_STATUSES } from '../domain/enrollments/status.ts';
import type { ApiTagDeclaration } from './api-tags.ts';
import {
  calendarDate,
  dateTime,
  euros,
  filterEnum,
  freeText,
  intParam,
  page,
  pageCursor,
  pageLimit,
  requiredText,
  text,
} from './common.ts';
import { courseRun } from './enrollments.ts';

/** This feature's API tag (issue 52: declared here, collected by `npm run generate` into api-tags.generated.ts). */
export const API_TAG = {
  description: 'Cursuscatalogus, inschrijvingen en informatieaanvragen',
  scope: { nl: 'Cursussen en inschrijvingen', en: 'Courses and enrolments' },
} as const satisfies ApiTagDeclaration;

/** A course as the list and detail calls return it (spec §3 Course). */
export const course = z.object({
  id: z.number().int(),
  title: text(),
  description: text(),
  category: text(),
  level: text(),
  /** Weeks. */
  duration: z.number().int(),
  /** Euros, e.g. 249.5. */
  price: z.number(),
  /** Average of the ratings, one decimal; 0 when none. */
  rating: z.number(),
  ratingCount: z.number().int(),
  instituteId: text(),
  instituteName: text().nullable(),
  imageUrl: text().nullable(),
  skills: z.array(text()),
  maxParticipants: z.number().int().nullable(),
  language: z.enum(COURSE_LANGUAGES),
  /** Study load in hours (studiebelasting), as its certificate states it; null: not stated. */
  studyHours: z.number().int().nullable(),
  /** Months a certificate of this course stays valid after it is awarded; null: without end. */
  validityMonths: z.number().int().nullable(),
  isActive: z.boolean(),
  status: z.enum(COURSE_STATUSES),
  /** Number of enrolments. */
  enrollments: z.number().int(),
  /** Start date (YYYY-MM-DD) of the next upcoming run; null = "start op afroep". */
  nextStart: text().nullable(),
  /** When the course itself last changed (an integration syncs by it: `updatedSince`). */
  updatedAt: dateTime(),
});
export type Course = z.infer<typeof course>;

/** Course detail: the list shape plus the caller's own enrolment, when signed in. */
export const courseDetail = course.extend({
  myEnrollment: z
    .object({
      id: z.number().int(),
      status: z.enum(ENROLLMENT_STATUSES),
      progress: z.number().int(),
      runId: z.number().int().nullable(),
      /** Not started yet, so the learner may still cancel. */
      canCancel: z.boolean(),
    })
    .nullable(),
  /** Upcoming runs, soonest first, with the seats still free. */
  runs: z.array(courseRun),
  /** An admin verified the course's institute ("Erkende onderwijsinstelling"). */
  instituteVerified: z.boolean(),
  /** When SkillsPlatform verified the institute ("Geverifieerd door SkillsPlatform op …"). */
  instituteVerifiedAt: dateTime().nullable().optional(),
});
export type CourseDetail = z.infer<typeof courseDetail>;

export const enrollment = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  progress: z.number().int(),
  status: z.enum(ENROLLMENT_STATUSES),
  createdAt: dateTime(),
  completedAt: dateTime().nullable(),
  course: z.object({
    title: text(),
    category: text(),
    level: text(),
    price: z.number(),
    duration: z.number().int(),
  }),
  /** The run enrolled in; null = "start op afroep". */
  run: z
    .object({
      id: z.number().int(),
      startDate: calendarDate(),
      endDate: calendarDate().nullable(),
      location: text().nullable(),
    })
    .nullable(),
  /** When the institute confirmed the result (passed/failed), and its note. */
  confirmedAt: dateTime().nullable(),
  confirmNote: text().nullable(),
  /** Not started yet, so the learner may still cancel. */
  canCancel: z.boolean(),
});
export type Enrollment = z.infer<typeof enrollment>;

/** The answer to an enrolment: whether it made a new one, and the enrolment. */
export const enrollAnswer = z.object({ created: z.boolean(), enrollment });

/** Spec §3 Institute stats. */
export const instituteStats = z.object({
  totalCourses: z.number().int(),
  activeCourses: z.number().int(),
  totalEnrollments: z.number().int(),
  averageRating: z.number(),
  /** Euros: sum of the prices of all enrolments in the institute's courses. */
  revenue: z.number(),
});
export type InstituteStats = z.infer<typeof instituteStats>;

/** One entry of the dashboard's student activity panel. */
export const studentActivity = z.object({
  kind: z.enum(['active', 'new', 'certificate']),
  studentName: text(),
  courseTitle: text(),
  at: dateTime(),
});
export type StudentActivity = z.infer<typeof studentActivity>;

/** The institute dashboard (spec §2.13): tiles, performance panel and recent activity. */
export const instituteDashboard = instituteStats.extend({
  totalStudents: z.number().int(),
  monthlyRevenue: z.number(),
  monthlyGrowthPercent: z.number(),
  completionRatePercent: z.number(),
  satisfaction: z.number(),
  certificatesThisMonth: z.number().int(),
  recentActivity: z.array(studentActivity),
});
export type InstituteDashboard = z.infer<typeof instituteDashboard>;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An integer query parameter: decimal digits only; an empty value is refused (decision 355). */
const queryInt = (name: string, min: number, max: number) =>
  intParam(min, max, {
    type: `${name} moet een geheel getal zijn`,
    min: `${name} moet minimaal ${min} zijn`,
    max: `${name} mag maximaal ${max} zijn`,
  }).optional();

/** Query of GET /api/courses. Unknown filter values are a 400, not an empty list. */
export const courseListQuery = z.object({
  category: filterEnum(COURSE_CATEGORIES, 'Onbekende categorie'),
  level: filterEnum(COURSE_LEVELS, 'Onbekend niveau'),
  search: z.preprocess(
    emptyToUndefined,
    text('Zoekterm moet tekst zijn')
      .max(200, { error: 'Zoekterm is te lang (maximaal 200 tekens)' })
      .transform((s) => s.trim())
      .optional(),
  ),
  limit: pageLimit.optional(),
  cursor: pageCursor.optional(),
  /** Only courses with a run starting within this many months (the filter "Start binnen 3 maanden"). */
  startsWithinMonths: queryInt('startsWithinMonths', 1, 24),
});

/**
 * One page of the catalogue: the courses, the next page's cursor, and the number of matches over
 * all pages (`total`; a search counts up to a cap, then `totalCapped` is true).
 */
export const cataloguePage = page(course).extend({
  total: z.number().int(),
  totalCapped: z.boolean(),
});
export type CataloguePage = z.infer<typeof cataloguePage>;

/** Spec §3 Course creation payload, validated as §5 says (plus the server's own limits). */
export const createCourseBody = z
  .object({
    title: requiredText('Titel', 200),
    description: requiredText('Beschrijving', 5000),
    category: z.enum(COURSE_CATEGORIES, { error: 'Kies een geldige categorie' }),
    level: z.enum(COURSE_LEVELS, { error: 'Kies een geldig niveau' }),
    duration: z
      .number({ error: 'Duur is verplicht (aantal weken)' })
      .int({ error: 'Duur moet een geheel aantal weken zijn' })
      .min(1, { error: 'Duur moet minimaal 1 week zijn' })
      .max(520, { error: 'Duur mag maximaal 520 weken zijn' }),
    price: euros(100_000, {
      required: 'Prijs is verplicht',
      negative: 'Prijs mag niet negatief zijn',
      tooHigh: 'Prijs mag maximaal 100000 euro zijn',
      decimals: 'Prijs mag maximaal twee decimalen hebben',
    }),
    maxParticipants: z
      .number({ error: 'Max. deelnemers moet een geheel getal zijn' })
      .int({ error: 'Max. deelnemers moet een geheel getal zijn' })
      .min(1, { error: 'Max. deelnemers moet minimaal 1 zijn' })
      .max(100_000, { error: 'Max. deelnemers is te groot' })
      .nullish()
      .transform((v) => v ?? null),
    studyHours: z
      .number({ error: 'Studiebelasting moet een geheel aantal uren zijn' })
      .int({ error: 'Studiebelasting moet een geheel aantal uren zijn' })
      .min(1, { error: 'Studiebelasting moet minimaal 1 uur zijn' })
      .max(10_000, { error: 'Studiebelasting mag maximaal 10000 uur zijn' })
      .nullish(),
    validityMonths: z
      .number({ error: 'Geldigheid moet een geheel aantal maanden zijn' })
      .int({ error: 'Geldigheid moet een geheel aantal maanden zijn' })
      .min(1, { error: 'Geldigheid moet minimaal 1 maand zijn' })
      .max(600, { error: 'Geldigheid mag maximaal 600 maanden zijn' })
      .nullish(),
    imageUrl: text('Afbeelding-URL moet tekst zijn')
      .trim()
      .max(2000, { error: 'Afbeelding-URL is te lang' })
      .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), {
        error: 'Afbeelding-URL moet met http:// of https:// beginnen',
      })
      .meta({
        format: 'uri',
        pattern: '^https?://\\S+$',
        description: 'Een webadres met http:// of https://; leeg of null: geen afbeelding',
      })
      .nullish()
      .transform((v) => (v ? v : null)),
    skills: z
      .array(
        text('Vaardigheden moeten tekst zijn')
          .trim()
          .min(1, { error: 'Een vaardigheid mag niet leeg zijn' })
          .max(100, { error: 'Een vaardigheid is te lang (maximaal 100 tekens)' }),
        { error: 'Vaardigheden moeten een lijst zijn' },
      )
      .max(30, { error: 'Maximaal 30 vaardigheden' })
      .optional()
      .transform((v) => v ?? []),
    language: z.enum(COURSE_LANGUAGES, { error: 'Taal moet nl of en zijn' }).optional(),
    isActive: z.literal(true, { error: 'Nieuwe cursussen zijn altijd actief' }).optional(),
  })
  .strict();
export type CreateCourseBody = z.input<typeof createCourseBody>;
export type CreateCourseInput = z.output<typeof createCourseBody>;

/** The cross-field rule of a course update as the OpenAPI document states it. */
export const COURSE_STATUS_RULE =
  'Regel over velden heen: isActive moet kloppen met status als beide gegeven zijn (true bij active, false bij draft of archived)';

/**
 * PATCH /api/courses/{id}: any field of the creation payload, validated the same way,
 * plus `status` (active | draft | archived). `isActive` is kept as the older switch: true = active,
 * false = archived; it may not contradict `status`.
 */
export const updateCourseBody = createCourseBody
  .omit({ isActive: true })
  .partial()
  .extend({
    status: z.enum(COURSE_STATUSES, { error: 'Status moet active, draft of archived zijn' }).optional(),
    isActive: z.boolean({ error: 'isActive moet true of false zijn' }).optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    error: 'Geef minstens één veld om te wijzigen',
  })
  .refine(
    (b) => b.isActive === undefined || b.status === undefined || b.isActive === (b.status === 'active'),
    {
      error: 'isActive en status spreken elkaar tegen',
      path: ['isActive'],
    },
  )
  .meta({
    minProperties: 1,
    description: `Minstens één veld. ${COURSE_STATUS_RULE}`,
  });
export type UpdateCourseBody = z.input<typeof updateCourseBody>;
export type UpdateCourseInput = z.output<typeof updateCourseBody>;

export const infoRequestBody = z
  .object({
    message: freeText('Bericht moet tekst zijn')
      .trim()
      .max(2000, { error: 'Bericht is te lang (maximaal 2000 tekens)' })
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .strict();

export const setActiveBody = z.object({
  isActive: z.boolean({ error: 'isActive moet true of false zijn' }),
});

/** The form splits skills on commas, trims them and drops empties (spec §5). */
export const splitSkills = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** PATCH /api/enrollments/{id}/progress: the learner's own progress; 100 completes the course. */
export const progressBody = z
  .object({
    progress: z
      .number({ error: 'Voortgang moet een getal van 0 tot 100 zijn' })
      .int({ error: 'Voortgang moet een geheel getal zijn' })
      .min(0, { error: 'Voortgang moet minimaal 0 zijn' })
      .max(100, { error: 'Voortgang mag maximaal 100 zijn' }),
  })
  .strict();
