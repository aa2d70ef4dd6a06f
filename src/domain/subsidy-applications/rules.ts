import { dutchText } from '../../contracts/problems/define.ts';
import { SUBSIDY_PROBLEMS as P } from '../../contracts/problems/subsidies.ts';
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
  | { ok: false; code: 400 | 409; message: string; problem: StepProblem; params?: { of: 'approved' } };

/** The codes of a refused step (contracts/problems/subsidies.ts, decision 475). */
type StepProblem =
  | 'subsidy_application.step_not_allowed'
  | 'subsidy_application.same_status'
  | 'subsidy_application.submitted_only'
  | 'subsidy_application.amount_only'
  | 'subsidy_application.decision_only'
  | 'subsidy_application.future_date'
  | 'subsidy_application.bad_date'
  | 'subsidy_application.decision_before_submission'
  | 'subsidy_application.amount_missing'
  | 'subsidy_application.over_requested'
  | DossierRuleCode;

/** The Dutch texts of the refusals, as the rules give them. */
export const MESSAGES = {
  step: dutchText(P['subsidy_application.step_not_allowed']),
  submittedOnly: dutchText(P['subsidy_application.submitted_only']),
  amountOnly: dutchText(P['subsidy_application.amount_only']),
  decisionOnly: dutchText(P['subsidy_application.decision_only']),
  futureDate: dutchText(P['subsidy_application.future_date']),
  badDate: dutchText(P['subsidy_application.bad_date']),
  decisionBeforeSubmission: dutchText(P['subsidy_application.decision_before_submission']),
  amountMissing: dutchText(P['subsidy_application.amount_missing']),
  overRequested: dutchText(P['subsidy_application.over_requested']),
  overMaximum: dutchText(P[DOSSIER_RULE_CODES.amountOverMaximum], { of: 'approved' }),
  overPrice: dutchText(P[DOSSIER_RULE_CODES.amountOverPrice], { of: 'approved' }),
  sameStatus: dutchText(P['subsidy_application.same_status']),
} as const;

const fail = (problem: StepProblem, params?: { of: 'approved' }): ChangeCheck => ({
  ok: false,
  code: P[problem].status as 400 | 409,
  message: dutchText(P[problem], params),
  problem,
  ...(params ? { params } : {}),
});

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
    return fail(correction ? 'subsidy_application.same_status' : 'subsidy_application.step_not_allowed');
  }
  if (to !== 'submitted' && (change.submittedAt !== undefined || change.reference != null)) {
    return fail('subsidy_application.submitted_only');
  }
  if (to !== 'approved' && change.approvedAmount !== undefined)
    return fail('subsidy_application.amount_only');
  if (to !== 'approved' && to !== 'rejected' && change.decisionDate !== undefined) {
    return fail('subsidy_application.decision_only');
  }
  for (const date of [change.submittedAt, change.decisionDate]) {
    if (date === undefined) continue;
    if (!isIsoDate(date)) return fail('subsidy_application.bad_date');
    if (date > today) return fail('subsidy_application.future_date');
  }

  const submittedAt =
    to === 'submitted' ? (change.submittedAt ?? dossier.submittedAt ?? today) : dossier.submittedAt;
  const reference = to === 'submitted' ? (change.reference ?? dossier.reference) : dossier.reference;
  const decided = to === 'approved' || to === 'rejected';
  const decisionDate = decided ? (change.decisionDate ?? today) : null;
  if (decisionDate && submittedAt && decisionDate < submittedAt) {
    return fail('subsidy_application.decision_before_submission');
  }

  let approvedAmountCents: number | null = null;
  if (to === 'approved') {
    approvedAmountCents =
      change.approvedAmount !== undefined
        ? Math.round(change.approvedAmount * 100)
        : dossier.requestedAmountCents;
    if (approvedAmountCents === null) return fail('subsidy_application.amount_missing');
    if (dossier.requestedAmountCents !== null && approvedAmountCents > dossier.requestedAmountCents) {
      return fail('subsidy_application.over_requested');
    }
    if (dossier.schemeMaxCents !== null && approvedAmountCents > dossier.schemeMaxCents) {
      return fail(DOSSIER_RULE_CODES.amountOverMaximum, { of: 'approved' });
    }
    if (dossier.coursePriceCents != null && approvedAmountCents > dossier.coursePriceCents) {
      return fail(DOSSIER_RULE_CODES.amountOverPrice, { of: 'approved' });
    }
  }
  return { ok: true, value: { status: to, submittedAt, reference, approvedAmountCents, decisionDate } };
}
