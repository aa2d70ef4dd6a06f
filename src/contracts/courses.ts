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
import { FIELD_LABELS, FIELD_MESSAGES, named } from './messages/common.ts';
import { COURSE_MESSAGES } from './messages/courses.ts';

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
    type: FIELD_MESSAGES['field.whole_number']({ label: named(name) }),
    min: FIELD_MESSAGES['field.at_least']({ label: named(name), min }),
    max: FIELD_MESSAGES['field.at_most']({ label: named(name), max }),
  }).optional();

/** Query of GET /api/courses. Unknown filter values are a 400, not an empty list. */
export const courseListQuery = z.object({
  category: filterEnum(COURSE_CATEGORIES, COURSE_MESSAGES['course.unknown_category']),
  level: filterEnum(COURSE_LEVELS, COURSE_MESSAGES['course.unknown_level']),
  search: z.preprocess(
    emptyToUndefined,
    text(FIELD_MESSAGES['field.search_text'])
      .max(200, { error: FIELD_MESSAGES['field.search_too_long_200'] })
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
    title: requiredText(FIELD_LABELS['label.title'], 200),
    description: requiredText(FIELD_LABELS['label.description'], 5000),
    category: z.enum(COURSE_CATEGORIES, { error: COURSE_MESSAGES['course.choose_valid_category'] }),
    level: z.enum(COURSE_LEVELS, { error: COURSE_MESSAGES['course.choose_valid_level'] }),
    duration: z
      .number({ error: COURSE_MESSAGES['course.duration_required_number_weeks'] })
      .int({ error: COURSE_MESSAGES['course.duration_whole_number_weeks'] })
      .min(1, { error: COURSE_MESSAGES['course.duration_least_1_week'] })
      .max(520, { error: COURSE_MESSAGES['course.duration_most_520_weeks'] }),
    price: euros(100_000, {
      required: COURSE_MESSAGES['course.price_required'],
      negative: COURSE_MESSAGES['course.price_not_negative'],
      tooHigh: COURSE_MESSAGES['course.price_most_100000_euros'],
      decimals: COURSE_MESSAGES['course.price_most_two_decimals'],
    }),
    maxParticipants: z
      .number({ error: COURSE_MESSAGES['course.max_participants_whole_number'] })
      .int({ error: COURSE_MESSAGES['course.max_participants_whole_number'] })
      .min(1, { error: COURSE_MESSAGES['course.max_participants_least_1'] })
      .max(100_000, { error: COURSE_MESSAGES['course.max_participants_too_large'] })
      .nullish()
      .transform((v) => v ?? null),
    studyHours: z
      .number({ error: COURSE_MESSAGES['course.study_load_whole_number'] })
      .int({ error: COURSE_MESSAGES['course.study_load_whole_number'] })
      .min(1, { error: COURSE_MESSAGES['course.study_load_least_1'] })
      .max(10_000, { error: COURSE_MESSAGES['course.study_load_most_10000'] })
      .nullish(),
    validityMonths: z
      .number({ error: COURSE_MESSAGES['course.validity_whole_number_months'] })
      .int({ error: COURSE_MESSAGES['course.validity_whole_number_months'] })
      .min(1, { error: COURSE_MESSAGES['course.validity_least_1_month'] })
      .max(600, { error: COURSE_MESSAGES['course.validity_most_600_months'] })
      .nullish(),
    imageUrl: text(COURSE_MESSAGES['course.image_url_text'])
      .trim()
      .max(2000, { error: COURSE_MESSAGES['course.image_url_too_long'] })
      .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), {
        error: COURSE_MESSAGES['course.image_url_start_http'],
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
        text(FIELD_MESSAGES['field.skills_text'])
          .trim()
          .min(1, { error: FIELD_MESSAGES['field.skill_not_empty'] })
          .max(100, { error: FIELD_MESSAGES['field.a_skill_too_long'] }),
        { error: FIELD_MESSAGES['field.skills_list'] },
      )
      .max(30, { error: COURSE_MESSAGES['course.most_30_skills'] })
      .optional()
      .transform((v) => v ?? []),
    language: z.enum(COURSE_LANGUAGES, { error: COURSE_MESSAGES['course.language_nl_en'] }).optional(),
    isActive: z.literal(true, { error: COURSE_MESSAGES['course.new_courses_always_active'] }).optional(),
  })
  .strict();
export type CreateCourseBody = z.input<typeof createCourseBody>;
export type CreateCourseInput = z.output<typeof createCourseBody>;

/** The cross-field rule of a course update as the OpenAPI document states it. */
export const COURSE_STATUS_RULE = COURSE_MESSAGES['course.rule_across_fields_isactive'].nl;

/**
 * PATCH /api/courses/{id}: any field of the creation payload, validated the same way,
 * plus `status` (active | draft | archived). `isActive` is kept as the older switch: true = active,
 * false = archived; it may not contradict `status`.
 */
export const updateCourseBody = createCourseBody
  .omit({ isActive: true })
  .partial()
  .extend({
    status: z
      .enum(COURSE_STATUSES, { error: COURSE_MESSAGES['course.status_active_draft_archived'] })
      .optional(),
    isActive: z.boolean({ error: COURSE_MESSAGES['course.isactive_true_false'] }).optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    error: FIELD_MESSAGES['field.give_least_one_field'],
  })
  .refine(
    (b) => b.isActive === undefined || b.status === undefined || b.isActive === (b.status === 'active'),
    {
      error: COURSE_MESSAGES['course.isactive_status_contradict_each'],
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
    message: freeText(COURSE_MESSAGES['course.message_text'])
      .trim()
      .max(2000, { error: COURSE_MESSAGES['course.message_too_long_most'] })
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .strict();

export const setActiveBody = z.object({
  isActive: z.boolean({ error: COURSE_MESSAGES['course.isactive_true_false'] }),
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
      .number({ error: COURSE_MESSAGES['course.progress_number_0_100'] })
      .int({ error: COURSE_MESSAGES['course.progress_whole_number'] })
      .min(0, { error: COURSE_MESSAGES['course.progress_least_0'] })
      .max(100, { error: COURSE_MESSAGES['course.progress_most_100'] }),
  })
  .strict();
