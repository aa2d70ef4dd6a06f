/** Subsidy dossiers (issue 23): the status machine, the recorded steps' rules and what a dossier lists. */
export {
  type ApplicationWindow,
  currentWindow,
  DEADLINE_REMINDER_DAYS,
  DOCUMENT_KEYS,
  type DocumentKey,
  daysUntil,
  documentsFor,
  dueForReminder,
  NEXT_STEPS,
  type NextStep,
  nextStep,
  windowsOf,
} from './dossier.ts';
export {
  type ChangeCheck,
  type ChangeResult,
  checkChange,
  type DossierState,
  MESSAGES,
  type StatusChange,
} from './rules.ts';
export {
  APPLICANTS,
  APPLICATION_STATUSES,
  type Applicant,
  type ApplicationStatus,
  canStep,
  EMPLOYER_REQUEST_STATES,
  type EmployerRequestState,
  isOpen,
  STATUS_NAMES_NL,
  STEPS,
} from './status.ts';
export { type DossierLanguage, type DossierTexts, dossierTexts } from './texts.ts';
