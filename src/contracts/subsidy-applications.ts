import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  type Applicant,
  type ApplicationStatus,
  type EmployerRequestState,
  type NextStep,
} from '../domain/subsidy-applications/index.ts';
import { optionalText } from './common.ts';

export type { Applicant, ApplicationStatus, EmployerRequestState, NextStep };
export { APPLICATION_STATUSES };

const AMOUNT_MAX = 500_000;
const amount = (label: string) =>
  z
    .number({ error: `${label} moet een getal zijn` })
    .min(0, { error: `${label} kan niet negatief zijn` })
    .max(AMOUNT_MAX, { error: `${label} is te hoog` })
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      error: `${label} heeft te veel decimalen`,
    });
const isoDate = z
  .string({ error: 'Gebruik een datum als JJJJ-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Gebruik een datum als JJJJ-MM-DD' });

/** POST /api/subsidies/applications: start a dossier (status concept) from a matched scheme. */
export const createApplicationBody = z
  .object({
    schemeId: z
      .string({ error: 'Kies een regeling' })
      .trim()
      .min(1, { error: 'Kies een regeling' })
      .max(80, { error: 'Onbekende regeling' }),
    courseId: z
      .number({ error: 'Ongeldige cursus' })
      .int({ error: 'Ongeldige cursus' })
      .positive({ error: 'Ongeldige cursus' })
      .optional(),
    amountRequested: amount('Aangevraagd bedrag').optional(),
  })
  .strict();
export type CreateApplicationBody = z.input<typeof createApplicationBody>;

/** PATCH /api/subsidies/applications/{id}: the applicant records a step (an admin corrects one). */
export const updateApplicationBody = z
  .object({
    status: z.enum(APPLICATION_STATUSES, { error: 'Ongeldige status' }),
    submittedAt: isoDate.optional(),
    reference: optionalText(100),
    approvedAmount: amount('Toegekend bedrag').optional(),
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
    accept: z.boolean({ error: 'Kies accepteren of weigeren (accept: true of false)' }),
    reason: optionalText(1000),
  })
  .strict();
export type SubsidyRequestDecisionBody = z.input<typeof subsidyRequestDecisionBody>;

/** One line of a dossier's history. */
export interface DossierEvent {
  at: string;
  actorRole: 'talent' | 'employer' | 'admin' | 'system';
  actorName: string | null;
  kind: 'created' | 'status' | 'employerRequest' | 'employerAccepted' | 'employerDeclined';
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus | null;
  note: string | null;
  reference: string | null;
  approvedAmount: number | null;
  date: string | null;
}

/**
 * A subsidy dossier as its reader sees it (texts in the reader's language). Amounts in euros. The
 * first fields are the spec's Subsidy application (§3); GET /api/user/subsidy-applications lists them.
 */
export interface SubsidyDossier {
  id: number;
  subsidyType: string;
  course: { id: number; title: string; instituteName: string | null; price: number } | null;
  motivation: string;
  requestedAmount: number | null;
  approvedAmount: number | null;
  status: ApplicationStatus;
  createdAt: string;
  updatedAt: string;
  schemeId: string | null;
  provider: string | null;
  /** The provider's application page. */
  applicationUrl: string | null;
  appliedBy: 'person' | 'employer' | 'advice';
  /** The scheme's maximum in euros; null when it depends. */
  maxAmount: number | null;
  /** When to apply, in words (the scheme's text). */
  validityPeriod: string | null;
  /** The dated window that is open or next (from the scheme's dates); null when none is dated. */
  window: { opens: string; closes: string } | null;
  /** The last day to apply: the window's closing date. */
  deadline: string | null;
  applicant: Applicant;
  talentName: string;
  employer: {
    name: string;
    request: EmployerRequestState | null;
    requestedAt: string | null;
    decidedAt: string | null;
    reason: string | null;
  } | null;
  /** Whether the talent has a linked employer on the platform (to ask, for employer schemes). */
  hasLinkedEmployer: boolean;
  /** That employer's name (the talent's own view only). */
  linkedEmployerName: string | null;
  submittedAt: string | null;
  reference: string | null;
  decisionDate: string | null;
  documents: string[];
  prefill: { label: string; value: string }[];
  nextStepKey: NextStep;
  nextStep: string;
  /** The statuses the reader may record now (empty: read-only). */
  allowedSteps: ApplicationStatus[];
  /** Whether the reader may ask the linked employer now. */
  canAskEmployer: boolean;
  history: DossierEvent[];
}

/** GET /api/company/subsidy-requests: the dossiers the company's employees asked it to apply for. */
export interface CompanySubsidyRequest {
  /** The application id (for POST /api/company/subsidy-requests/{id} and the PATCH). */
  id: number;
  request: EmployerRequestState;
  requestedAt: string | null;
  message: string | null;
  dossier: SubsidyDossier;
}
