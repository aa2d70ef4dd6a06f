/** Subsidy dossiers: what other parts of the server use. */
export { DEADLINE_JOB_INTERVAL_MS, sendDeadlineReminders } from './reminders.ts';
export { listTalentDossiers, submittedApplicationsOf } from './store.ts';
