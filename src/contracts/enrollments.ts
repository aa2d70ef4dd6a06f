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
import { FIELD_LABELS, FIELD_MESSAGES, type Label, named } from './messages/common.ts';
import { asSaid } from './messages/define.ts';
import { ENROLLMENT_MESSAGES } from './messages/enrollments.ts';
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

const isoDate = (label: Label) => isoDateText(FIELD_MESSAGES['field.date_format']({ label }));

const seats = z
  .number({ error: ENROLLMENT_MESSAGES['enrollment.seats_whole_number'] })
  .int({ error: ENROLLMENT_MESSAGES['enrollment.seats_whole_number'] })
  .min(1, { error: ENROLLMENT_MESSAGES['enrollment.seats_least_1'] })
  .max(100_000, { error: ENROLLMENT_MESSAGES['enrollment.seats_too_large'] })
  .nullish()
  .transform((v) => v ?? null);

const endNotBeforeStart = (b: { startDate?: string; endDate?: string | null }) =>
  !b.startDate || !b.endDate || b.endDate >= b.startDate;
const END_BEFORE_START = asSaid(COURSE_PROBLEMS['course_run.end_before_start']);
/** The cross-field rule as the OpenAPI document states it. */
export const RUN_DATES_RULE = ENROLLMENT_MESSAGES['enrollment.rule_across_fields_enddate'].nl;

/** POST /api/courses/{id}/runs. */
export const createRunBody = z
  .object({
    startDate: isoDate(FIELD_LABELS['label.start_date']),
    endDate: isoDate(FIELD_LABELS['label.end_date'])
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
    startDate: isoDate(FIELD_LABELS['label.start_date']).optional(),
    endDate: isoDate(FIELD_LABELS['label.end_date']).nullish(),
    location: optionalText(200).optional(),
    seats: seats.optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    error: FIELD_MESSAGES['field.give_least_one_field'],
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
      .number({ error: ENROLLMENT_MESSAGES['enrollment.runid_run_id'] })
      .int({ error: ENROLLMENT_MESSAGES['enrollment.runid_run_id'] })
      .positive({ error: ENROLLMENT_MESSAGES['enrollment.runid_run_id'] })
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
  courseId: intId(FIELD_MESSAGES['field.course_id']).optional(),
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
  .object({ externalId: optionalText(100, named('externalId')) })
  .strict()
  .meta({ description: 'externalId: een studentnummer of id uit het eigen systeem; leeg of null wist het' });

/** POST /api/institute/enrollments/{id}/complete. */
export const completeEnrollmentBody = z
  .object({
    passed: z.boolean({ error: ENROLLMENT_MESSAGES['enrollment.passed_true_false'] }),
    note: optionalText(1000),
    /** Required to confirm a pass before the run's start date: the reason for the exemption. */
    exemptionReason: optionalText(500),
    /**
     * Required to correct a confirmed pass to not passed (`passed: false` on a passed enrolment):
     * the learner reads it, and its credential is revoked with it.
     */
    reason: optionalText(500, FIELD_LABELS['label.reason']),
  })
  .strict()
  .meta({
    description: ENROLLMENT_MESSAGES['enrollment.rule_state_passed_false'].nl,
  });
export type CompleteEnrollmentBody = z.input<typeof completeEnrollmentBody>;
