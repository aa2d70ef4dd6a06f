import { defineMessages } from './define.ts';

/** The messages of enrollments that are not problems: field messages, answers and reasons (decision 515). */
export const ENROLLMENT_MESSAGES = defineMessages({
  'enrollment.rule_across_fields_enddate': {
    nl: 'Regel over velden heen: endDate ≥ startDate als beide gegeven zijn (bij een wijziging: de gegeven waarden)',
    en: 'Rule across fields: endDate ≥ startDate when both are given (on a change: the given values)',
  },
  'enrollment.seats_whole_number': {
    nl: 'Plaatsen moet een geheel getal zijn',
    en: 'Seats must be a whole number',
  },
  'enrollment.seats_least_1': { nl: 'Plaatsen moet minimaal 1 zijn', en: 'Seats must be at least 1' },
  'enrollment.seats_too_large': { nl: 'Plaatsen is te groot', en: 'Seats is too large' },
  'enrollment.runid_run_id': { nl: 'runId moet een run-id zijn', en: 'runId must be a run ID' },
  'enrollment.passed_true_false': {
    nl: 'passed moet true of false zijn',
    en: 'passed must be true or false',
  },
  'enrollment.rule_state_passed_false': {
    nl: 'Regel over de toestand: `passed: false` op een al geslaagde inschrijving is een correctie en vraagt een `reason` (anders 400); het certificaat wordt met die reden ingetrokken',
    en: 'Rule on the state: `passed: false` on an enrolment already passed is a correction and needs a `reason` (else 400); the certificate is revoked with that reason',
  },
});
