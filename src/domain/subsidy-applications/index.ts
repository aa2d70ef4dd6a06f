/** Subsidy dossiers: the status machine, the recorded steps' rules and what a dossier lists. */
export {
  checkDossierStart,
  currentWindow,
  daysUntil,
  documentsFor,
  dossierShape,
  dueForReminder,
  NEXT_STEPS,
  nextStep,
} from './dossier.ts';
export {
  DOSSIER_RULE_CODES,
  type DossierRefusal,
  dossierRefusal,
  ELIGIBILITY_MESSAGES,
} from './eligibility.ts';
export { checkChange } from './rules.ts';
export {
  APPLICANTS,
  APPLICATION_STATUSES,
  type Applicant,
  type ApplicationStatus,
  EMPLOYER_REQUEST_STATES,
  type EmployerRequestState,
  STEPS,
} from './status.ts';
export { type DossierLanguage, dossierTexts } from './texts.ts';
