import type { SubsidyScheme } from '../subsidies/schemes.ts';
import { APPLICATION_WINDOWS, nextWindow, type SchemeWindows } from '../subsidies/windows.ts';
import { ELIGIBILITY_MESSAGES } from './eligibility.ts';
import type { Applicant, ApplicationStatus, EmployerRequestState } from './status.ts';

/** What a provider asks for, by scheme; rendered in the reader's language by texts.ts. */
export const DOCUMENT_KEYS = [
  'digid',
  'eherkenning',
  'idProof',
  'courseOffer',
  'enrolmentProof',
  'uwvAgreement',
  'workMotivation',
  'municipalityContact',
  'incomeProof',
  'kvkNumber',
  'activityPlan',
  'smeProof',
  'ontwikkelpadProof',
  'sbbRecognition',
  'bpvAgreement',
  'caoProof',
  'costsInvoice',
  'employeeDetails',
] as const;
export type DocumentKey = (typeof DOCUMENT_KEYS)[number];

const PERSON: DocumentKey[] = ['digid', 'idProof', 'courseOffer'];
const EMPLOYER: DocumentKey[] = ['eherkenning', 'kvkNumber', 'courseOffer', 'employeeDetails'];
const FUND: DocumentKey[] = ['caoProof', 'courseOffer', 'costsInvoice', 'employeeDetails'];

const BY_SCHEME: Readonly<Record<string, DocumentKey[]>> = {
  slim: ['eherkenning', 'kvkNumber', 'smeProof', 'activityPlan', 'employeeDetails'],
  'slim-ontwikkelpaden': ['eherkenning', 'kvkNumber', 'ontwikkelpadProof', 'courseOffer', 'employeeDetails'],
  praktijkleren: ['eherkenning', 'sbbRecognition', 'bpvAgreement', 'employeeDetails'],
  'praktijkleren-derde-leerweg': ['eherkenning', 'sbbRecognition', 'bpvAgreement', 'employeeDetails'],
  levenlanglerenkrediet: ['digid', 'enrolmentProof'],
  'uwv-scholing': ['uwvAgreement', 'courseOffer', 'workMotivation'],
  'gemeente-participatiewet': ['municipalityContact', 'courseOffer', 'incomeProof'],
};

/** The documents the scheme's provider needs (per scheme where known, else by who applies). */
export function documentsFor(scheme: Pick<SubsidyScheme, 'id' | 'appliedBy' | 'tags'>): DocumentKey[] {
  const known = BY_SCHEME[scheme.id];
  if (known) return known;
  if (scheme.appliedBy !== 'employer') return PERSON;
  return scheme.tags.includes('O&O-fonds') ? FUND : EMPLOYER;
}

/** What a dossier's amount stands for: what the scheme pays for. */
type DossierAmountKind = 'courseCosts' | 'activityCosts' | 'placeSupervision' | 'tuitionLoan';

/** Why a scheme's dossier takes no catalogue course (the start dialog says it). */
export type NoCourseReason = 'noCourseFees' | 'placeSupervision' | 'notAccredited';

/** What a scheme's dossier asks for: a course (only where the scheme pays for one) and the amount's meaning. */
export interface DossierShape {
  course: boolean;
  amount: DossierAmountKind;
  /** Why no course, where `course` is false. */
  noCourse?: NoCourseReason;
}

const SHAPES: Readonly<Record<string, DossierShape>> = {
  // SLIM pays the employer's activities (advice, a scan, learning culture), never course fees.
  slim: { course: false, amount: 'activityCosts', noCourse: 'noCourseFees' },
  // Praktijkleren pays the supervision of a work-study place, not a course.
  praktijkleren: { course: false, amount: 'placeSupervision', noCourse: 'placeSupervision' },
  'praktijkleren-derde-leerweg': { course: false, amount: 'placeSupervision', noCourse: 'placeSupervision' },
  // The loan is for accredited programmes only; no catalogue course is one (decision 441).
  levenlanglerenkrediet: { course: false, amount: 'tuitionLoan', noCourse: 'notAccredited' },
};

export function dossierShape(schemeId: string): DossierShape {
  return SHAPES[schemeId] ?? { course: true, amount: 'courseCosts' };
}

const NO_COURSE_MESSAGES: Record<NoCourseReason, string> = {
  noCourseFees: ELIGIBILITY_MESSAGES.noCourseFees,
  placeSupervision: ELIGIBILITY_MESSAGES.courseNotPaid,
  notAccredited: ELIGIBILITY_MESSAGES.courseNotAccredited,
};

/** Why a new dossier's course does not fit its scheme, or null when it does (dossierRefusal has all rules). */
export function checkDossierStart(schemeId: string, start: { courseId: number | null }): string | null {
  const shape = dossierShape(schemeId);
  if (start.courseId !== null && !shape.course) return NO_COURSE_MESSAGES[shape.noCourse ?? 'noCourseFees'];
  return null;
}

/** One dated application window (YYYY-MM-DD, both days included), published or expected. */
export interface ApplicationWindow {
  opens: string;
  closes: string;
  /** 'published' by its source, or 'expected': derived from the last published one (absent: published). */
  kind?: 'published' | 'expected';
  /** The page that publishes the window (or the one it is derived from). */
  sourceUrl?: string;
  /** That page's own date; null when it carries none. */
  sourceDate?: string | null;
  /** For an expected window: the published window it is derived from. */
  basedOn?: { opens: string; closes: string } | null;
}

/**
 * The window that is open on `today`, else the next one: published, or for a scheme with yearly
 * rounds the expected one derived from the last published window (decision 440). Null for a
 * continuous scheme.
 */
export function currentWindow(
  scheme: Pick<SubsidyScheme, 'id'>,
  today: string,
  table: Readonly<Record<string, SchemeWindows>> = APPLICATION_WINDOWS,
): ApplicationWindow | null {
  const next = nextWindow(scheme.id, today, table);
  if (!next) return null;
  return {
    opens: next.from,
    closes: next.to,
    kind: next.kind,
    sourceUrl: next.sourceUrl,
    sourceDate: next.sourceDate,
    basedOn: next.basedOn ? { opens: next.basedOn.from, closes: next.basedOn.to } : null,
  };
}

/** Whole days from `today` to `date` (both YYYY-MM-DD). */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** A deadline within this many days gives one reminder. */
export const DEADLINE_REMINDER_DAYS = 14;

/**
 * Whether a dossier gets its deadline reminder now: still a concept (not yet submitted), a window
 * that is open and closes within 14 days, and no reminder yet for that closing date.
 */
export function dueForReminder(
  dossier: { status: ApplicationStatus; remindedFor: string | null },
  window: ApplicationWindow | null,
  today: string,
): boolean {
  if (dossier.status !== 'concept' || !window) return false;
  if (window.opens > today || dossier.remindedFor === window.closes) return false;
  const days = daysUntil(window.closes, today);
  return days >= 0 && days <= DEADLINE_REMINDER_DAYS;
}

export const NEXT_STEPS = [
  'prepareAndSubmit',
  'askEmployer',
  'waitForEmployer',
  'employerDeclined',
  'employerApplies',
  'decideRequest',
  'waitForDecision',
  'none',
] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

/** The next thing to do in a dossier, from the reader's side of it. */
export function nextStep(
  d: {
    status: ApplicationStatus;
    applicant: Applicant;
    appliedBy: SubsidyScheme['appliedBy'];
    employerRequest: EmployerRequestState | null;
  },
  reader: 'talent' | 'employer',
): NextStep {
  if (d.status === 'submitted') return 'waitForDecision';
  if (d.status !== 'concept') return 'none';
  if (d.applicant === 'employer') return reader === 'employer' ? 'prepareAndSubmit' : 'employerApplies';
  if (reader === 'employer') return d.employerRequest === 'requested' ? 'decideRequest' : 'none';
  if (d.appliedBy !== 'employer') return 'prepareAndSubmit';
  if (d.employerRequest === 'requested') return 'waitForEmployer';
  if (d.employerRequest === 'declined') return 'employerDeclined';
  return 'askEmployer';
}
