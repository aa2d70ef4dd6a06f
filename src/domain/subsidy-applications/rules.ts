import { isIsoDate } from '../subsidies/age.ts';
import { DOSSIER_RULE_CODES, type DossierRuleCode } from './eligibility.ts';
import { type ApplicationStatus, canStep } from './status.ts';

/** A PATCH of a dossier (amounts in euros as the API takes them). */
export interface StatusChange {
  status: ApplicationStatus;
  submittedAt?: string;
  reference?: string | null;
  approvedAmount?: number;
  decisionDate?: string;
  note?: string | null;
}

export interface DossierState {
  status: ApplicationStatus;
  /** In cents; null when the applicant asked no amount. */
  requestedAmountCents: number | null;
  /** The scheme's maximum in cents; null when it depends. */
  schemeMaxCents: number | null;
  /** The price of the dossier's course in cents; null or absent without a course. */
  coursePriceCents?: number | null;
  submittedAt: string | null;
  reference: string | null;
}

/** What is stored after a change. */
export interface ChangeResult {
  status: ApplicationStatus;
  submittedAt: string | null;
  reference: string | null;
  approvedAmountCents: number | null;
  decisionDate: string | null;
}

export type ChangeCheck =
  | { ok: true; value: ChangeResult }
  | { ok: false; code: 400 | 409; message: string; problem?: DossierRuleCode };

export const MESSAGES = {
  step: 'Deze stap kan niet vanuit de huidige status van de aanvraag',
  submittedOnly: 'Indieningsdatum en kenmerk horen alleen bij status submitted',
  amountOnly: 'Een toegekend bedrag hoort alleen bij status approved',
  decisionOnly: 'Een besluitdatum hoort alleen bij status approved of rejected',
  futureDate: 'Een datum mag niet in de toekomst liggen',
  badDate: 'Gebruik een datum als JJJJ-MM-DD',
  decisionBeforeSubmission: 'De besluitdatum ligt vóór de indieningsdatum',
  amountMissing: 'Vul het toegekende bedrag in',
  overRequested: 'Het toegekende bedrag mag niet hoger zijn dan het aangevraagde bedrag',
  overMaximum: 'Het toegekende bedrag mag niet hoger zijn dan het maximum van de regeling',
  overPrice: 'Het toegekende bedrag mag niet hoger zijn dan de prijs van de cursus',
  sameStatus: 'De aanvraag heeft deze status al',
} as const;

const fail = (code: 400 | 409, message: string, problem?: DossierRuleCode): ChangeCheck =>
  problem ? { ok: false, code, message, problem } : { ok: false, code, message };

/**
 * Checks one recorded step against the dossier: the step itself (an admin's correction may take any
 * step but to the same status), which fields go with which status, dates (real, not after `today`,
 * a decision not before the submission) and the approved amount (at most the requested amount, the
 * scheme's maximum and the course's price). Dates missing on a step default to `today`.
 */
export function checkChange(
  dossier: DossierState,
  change: StatusChange,
  today: string,
  correction = false,
): ChangeCheck {
  const to = change.status;
  if (correction ? to === dossier.status : !canStep(dossier.status, to)) {
    return fail(409, correction ? MESSAGES.sameStatus : MESSAGES.step);
  }
  if (to !== 'submitted' && (change.submittedAt !== undefined || change.reference != null)) {
    return fail(400, MESSAGES.submittedOnly);
  }
  if (to !== 'approved' && change.approvedAmount !== undefined) return fail(400, MESSAGES.amountOnly);
  if (to !== 'approved' && to !== 'rejected' && change.decisionDate !== undefined) {
    return fail(400, MESSAGES.decisionOnly);
  }
  for (const date of [change.submittedAt, change.decisionDate]) {
    if (date === undefined) continue;
    if (!isIsoDate(date)) return fail(400, MESSAGES.badDate);
    if (date > today) return fail(400, MESSAGES.futureDate);
  }

  const submittedAt =
    to === 'submitted' ? (change.submittedAt ?? dossier.submittedAt ?? today) : dossier.submittedAt;
  const reference = to === 'submitted' ? (change.reference ?? dossier.reference) : dossier.reference;
  const decided = to === 'approved' || to === 'rejected';
  const decisionDate = decided ? (change.decisionDate ?? today) : null;
  if (decisionDate && submittedAt && decisionDate < submittedAt) {
    return fail(400, MESSAGES.decisionBeforeSubmission);
  }

  let approvedAmountCents: number | null = null;
  if (to === 'approved') {
    approvedAmountCents =
      change.approvedAmount !== undefined
        ? Math.round(change.approvedAmount * 100)
        : dossier.requestedAmountCents;
    if (approvedAmountCents === null) return fail(400, MESSAGES.amountMissing);
    if (dossier.requestedAmountCents !== null && approvedAmountCents > dossier.requestedAmountCents) {
      return fail(400, MESSAGES.overRequested);
    }
    if (dossier.schemeMaxCents !== null && approvedAmountCents > dossier.schemeMaxCents) {
      return fail(400, MESSAGES.overMaximum, DOSSIER_RULE_CODES.amountOverMaximum);
    }
    if (dossier.coursePriceCents != null && approvedAmountCents > dossier.coursePriceCents) {
      return fail(400, MESSAGES.overPrice, DOSSIER_RULE_CODES.amountOverPrice);
    }
  }
  return { ok: true, value: { status: to, submittedAt, reference, approvedAmountCents, decisionDate } };
}
