import { z } from 'zod';
import { ENROLLMENT_STATUSES } from '../domain/enrollments/status.ts';
import {
  calendarDate,
  dateTime,
  intId,
  isoDate as isoDateText,
  optionalText,
  syncQuery,
  text,
} from './common.ts';
import { COURSE_PROBLEMS } from './problems/courses.ts';

/** A course run as the course detail lists it. Dates are YYYY-MM-DD. */
export const courseRun = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  startDate: calendarDate(),
  endDate: calendarDate().nullable(),
  location: text().nullable(),
  /** null: no own limit (the course's Max. deelnemers applies, or none). */
  seats: z.number().int().nullable(),
  /** Seats still free; null = unlimited. */
  seatsLeft: z.number().int().nullable(),
});
export type CourseRun = z.infer<typeof courseRun>;

const isoDate = (label: string) => isoDateText(`${label} moet een datum zijn (JJJJ-MM-DD)`);

const seats = z
  .number({ error: 'Plaatsen moet een geheel getal zijn' })
  .int({ error: 'Plaatsen moet een geheel getal zijn' })
  .min(1, { error: 'Plaatsen moet minimaal 1 zijn' })
  .max(100_000, { error: 'Plaatsen is te groot' })
  .nullish()
  .transform((v) => v ?? null);

const endNotBeforeStart = (b: { startDate?: string; endDate?: string | null }) =>
  !b.startDate || !b.endDate || b.endDate >= b.startDate;
const END_BEFORE_START = COURSE_PROBLEMS['course_run.end_before_start'].nl;
/** The cross-field rule as the OpenAPI document states it. */
export const RUN_DATES_RULE =
  'Regel over velden heen: endDate ≥ startDate als beide gegeven zijn (bij een wijziging: de gegeven waarden)';

/** POST /api/courses/{id}/runs. */
export const createRunBody = z
  .object({
    startDate: isoDate('Startdatum'),
    endDate: isoDate('Einddatum')
      .nullish()
      .transform((v) => v ?? null),
    location: optionalText(200),
    seats,
  })
  .strict()
  .refine(endNotBeforeStart, { error: END_BEFORE_START, path: ['endDate'] })
  .meta({ description: RUN_DATES_RULE });
export type CreateRunBody = z.input<typeof createRunBody>;
export type CreateRunInput = z.output<typeof createRunBody>;

/** PATCH /api/courses/{id}/runs/{runId}: any of the fields; only the ones sent change. */
export const updateRunBody = z
  .object({
    startDate: isoDate('Startdatum').optional(),
    endDate: isoDate('Einddatum').nullish(),
    location: optionalText(200).optional(),
    seats: seats.optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    error: 'Geef minstens één veld om te wijzigen',
  })
  .refine(endNotBeforeStart, { error: END_BEFORE_START, path: ['endDate'] })
  .meta({ minProperties: 1, description: `Minstens één veld. ${RUN_DATES_RULE}` });

export const runParams = z.object({
  id: intId(),
  runId: intId(),
});

/** POST /api/courses/{id}/enroll: an optional run (start date); none = "start op afroep". */
export const enrollBody = z
  .object({
    runId: z
      .number({ error: 'runId moet een run-id zijn' })
      .int({ error: 'runId moet een run-id zijn' })
      .positive({ error: 'runId moet een run-id zijn' })
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict();

/** One entry of an enrolment's history: a progress change or the institute's confirmation. */
export const enrollmentEvent = z.object({
  progress: z.number().int(),
  status: z.enum(ENROLLMENT_STATUSES),
  /** Whether the institute (or an admin) made this change, rather than the learner. */
  byInstitute: z.boolean(),
  at: dateTime(),
});

/** GET /api/enrollments/{id}/history: oldest first. */
export const enrollmentHistory = z.array(enrollmentEvent);
export type EnrollmentHistory = z.infer<typeof enrollmentHistory>;

/** GET /api/institute/enrollments?courseId=: the learners of the institute's courses. */
export const instituteEnrollmentsQuery = syncQuery.extend({
  courseId: intId('courseId moet een cursus-id zijn').optional(),
});

export const instituteEnrollment = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseTitle: text(),
  /** The learner's user id: stable, to match the learner in the institute's own systems. */
  learnerId: text(),
  learnerName: text(),
  learnerEmail: text(),
  /** The institute's own id for this enrolment (a student number), set with PATCH; null when not set. */
  externalId: text().nullable(),
  run: z.object({ id: z.number().int(), startDate: calendarDate(), location: text().nullable() }).nullable(),
  progress: z.number().int(),
  status: z.enum(ENROLLMENT_STATUSES),
  enrolledAt: dateTime(),
  confirmedAt: dateTime().nullable(),
  confirmedByName: text().nullable(),
  confirmNote: text().nullable(),
});
export type InstituteEnrollment = z.infer<typeof instituteEnrollment>;

/** The answer to a confirmation: the enrolment, and whether this call changed it. */
export const confirmAnswer = instituteEnrollment.extend({ changed: z.boolean() });

/** PATCH /api/institute/enrollments/{id}: the institute's own id for the enrolment. */
export const instituteEnrollmentPatch = z
  .object({ externalId: optionalText(100, 'externalId') })
  .strict()
  .meta({ description: 'externalId: een studentnummer of id uit het eigen systeem; leeg of null wist het' });

/** POST /api/institute/enrollments/{id}/complete. */
export const completeEnrollmentBody = z
  .object({
    passed: z.boolean({ error: 'passed moet true of false zijn' }),
    note: optionalText(1000),
    /** Required to confirm a pass before the run's start date: the reason for the exemption. */
    exemptionReason: optionalText(500),
    /**
     * Required to correct a confirmed pass to not passed (`passed: false` on a passed enrolment):
     * the learner reads it, and its credential is revoked with it.
     */
    reason: optionalText(500, 'Reden'),
  })
  .strict()
  .meta({
    description:
      'Regel over de toestand: `passed: false` op een al geslaagde inschrijving is een correctie en vraagt een `reason` (anders 400); het certificaat wordt met die reden ingetrokken',
  });
export type CompleteEnrollmentBody = z.input<typeof completeEnrollmentBody>;
