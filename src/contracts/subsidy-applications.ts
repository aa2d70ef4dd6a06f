import { z } from 'zod';
import {
  APPLICANTS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  EMPLOYER_REQUEST_STATES,
  NEXT_STEPS,
} from '../domain/subsidy-applications/index.ts';
import { calendarDate, dateTime, euros, isoDate as isoDateText, optionalText, text } from './common.ts';
import { FIELD_MESSAGES, type Label } from './messages/common.ts';
import { asSaid } from './messages/define.ts';
import { SUBSIDY_LABELS, SUBSIDY_MESSAGES } from './messages/subsidies.ts';
import { SUBSIDY_PROBLEMS } from './problems/subsidies.ts';

export type { ApplicationStatus };
export { APPLICATION_STATUSES };

const AMOUNT_MAX = 500_000;
const amount = (label: Label) =>
  euros(AMOUNT_MAX, {
    required: FIELD_MESSAGES['field.must_be_number']({ label }),
    negative: FIELD_MESSAGES['field.not_negative']({ label }),
    tooHigh: FIELD_MESSAGES['field.too_high']({ label }),
    decimals: FIELD_MESSAGES['field.too_many_decimals']({ label }),
  });
const isoDate = isoDateText(asSaid(SUBSIDY_PROBLEMS['subsidy_application.bad_date']));

/** POST /api/subsidies/applications: start a dossier (status concept) from a matched scheme. */
export const createApplicationBody = z
  .object({
    schemeId: text(SUBSIDY_MESSAGES['subsidy.choose_scheme'])
      .trim()
      .min(1, { error: SUBSIDY_MESSAGES['subsidy.choose_scheme'] })
      .max(80, { error: asSaid(SUBSIDY_PROBLEMS['subsidy_application.unknown_scheme']) }),
    courseId: z
      .number({ error: SUBSIDY_MESSAGES['subsidy.invalid_course'] })
      .int({ error: SUBSIDY_MESSAGES['subsidy.invalid_course'] })
      .positive({ error: SUBSIDY_MESSAGES['subsidy.invalid_course'] })
      .optional(),
    amountRequested: amount(SUBSIDY_LABELS['label.amount_requested']).optional(),
  })
  .strict();
export type CreateApplicationBody = z.input<typeof createApplicationBody>;

/** PATCH /api/subsidies/applications/{id}: the applicant records a step (an admin corrects one). */
export const updateApplicationBody = z
  .object({
    status: z.enum(APPLICATION_STATUSES, { error: FIELD_MESSAGES['field.invalid_status'] }),
    submittedAt: isoDate.optional(),
    reference: optionalText(100),
    approvedAmount: amount(SUBSIDY_LABELS['label.amount_approved']).optional(),
    decisionDate: isoDate.optional(),
    note: optionalText(1000),
  })
  .strict();
export type UpdateApplicationBody = z.input<typeof updateApplicationBody>;

/** POST /api/subsidies/applications/{id}/employer-request: an optional message to the employer. */
export const employerRequestBody = z.object({ message: optionalText(1000) }).strict();
export type EmployerRequestBody = z.input<typeof employerRequestBody>;

/** POST /api/company/subsidy-requests/{id}: the linked employer accepts or declines. */
export const subsidyRequestDecisionBody = z
  .object({
    accept: z.boolean({ error: SUBSIDY_MESSAGES['subsidy.choose_accept_decline_accept'] }),
    reason: optionalText(1000),
  })
  .strict();
export type SubsidyRequestDecisionBody = z.input<typeof subsidyRequestDecisionBody>;

const statusSchema = z.enum(APPLICATION_STATUSES);

/** One line of a dossier's history. */
export const dossierEvent = z.object({
  at: dateTime(),
  actorRole: z.enum(['talent', 'employer', 'admin', 'system']),
  actorName: text().nullable(),
  kind: z.enum(['created', 'status', 'employerRequest', 'employerAccepted', 'employerDeclined']),
  fromStatus: statusSchema.nullable(),
  toStatus: statusSchema.nullable(),
  note: text().nullable(),
  reference: text().nullable(),
  approvedAmount: z.number().nullable(),
  date: calendarDate().nullable(),
});
export type DossierEvent = z.infer<typeof dossierEvent>;

/**
 * A subsidy dossier as its reader sees it (texts in the reader's language). Amounts in euros. The
 * first fields are the spec's Subsidy application (§3); GET /api/user/subsidy-applications lists them.
 */
export const subsidyDossier = z.object({
  id: z.number().int(),
  subsidyType: text(),
  course: z
    .object({
      id: z.number().int(),
      title: text(),
      instituteName: text().nullable(),
      price: z.number(),
    })
    .nullable(),
  motivation: text(),
  requestedAmount: z.number().nullable(),
  approvedAmount: z.number().nullable(),
  status: statusSchema,
  createdAt: dateTime(),
  updatedAt: dateTime(),
  schemeId: text().nullable(),
  provider: text().nullable(),
  /** The provider's application page. */
  applicationUrl: text().nullable(),
  appliedBy: z.enum(['person', 'employer', 'advice']),
  /** The scheme's maximum in euros; null when it depends. */
  maxAmount: z.number().nullable(),
  /** When to apply, in words (the scheme's text). */
  validityPeriod: text().nullable(),
  /**
   * The window that is open or next: `published` by its source, or `expected` (derived from the last
   * published window, `basedOn`) for a scheme with yearly rounds; null for a continuous scheme.
   */
  window: z
    .object({
      opens: calendarDate(),
      closes: calendarDate(),
      kind: z.enum(['published', 'expected']),
      /** The page that publishes the window (or the one an expected window is derived from). */
      sourceUrl: text(),
      /** When that page was issued: its own date (YYYY-MM-DD, or YYYY-MM when it gives a month); null when it carries none. */
      sourceIssued: text().nullable(),
      /** For an expected window: the published window it is derived from. */
      basedOn: z.object({ opens: calendarDate(), closes: calendarDate() }).nullable(),
    })
    .nullable(),
  /** The last day to apply: the window's closing date. */
  deadline: text().nullable(),
  applicant: z.enum(APPLICANTS),
  talentName: text(),
  employer: z
    .object({
      name: text(),
      request: z.enum(EMPLOYER_REQUEST_STATES).nullable(),
      requestedAt: dateTime().nullable(),
      decidedAt: dateTime().nullable(),
      reason: text().nullable(),
    })
    .nullable(),
  /** Whether the talent has a linked employer on the platform (to ask, for employer schemes). */
  hasLinkedEmployer: z.boolean(),
  /** That employer's name (the talent's own view only). */
  linkedEmployerName: text().nullable(),
  submittedAt: calendarDate().nullable(),
  reference: text().nullable(),
  decisionDate: calendarDate().nullable(),
  documents: z.array(text()),
  prefill: z.array(z.object({ label: text(), value: text() })),
  nextStepKey: z.enum(NEXT_STEPS),
  nextStep: text(),
  /** The statuses the reader may record now (empty: read-only). */
  allowedSteps: z.array(statusSchema),
  /** Whether the reader may ask the linked employer now. */
  canAskEmployer: z.boolean(),
  history: z.array(dossierEvent),
});
export type SubsidyDossier = z.infer<typeof subsidyDossier>;

/** GET /api/company/subsidy-requests: the dossiers the company's employees asked it to apply for. */
export const companySubsidyRequest = z.object({
  /** The application id (for POST /api/company/subsidy-requests/{id} and the PATCH). */
  id: z.number().int(),
  request: z.enum(EMPLOYER_REQUEST_STATES),
  requestedAt: dateTime().nullable(),
  message: text().nullable(),
  dossier: subsidyDossier,
});
export type CompanySubsidyRequest = z.infer<typeof companySubsidyRequest>;
