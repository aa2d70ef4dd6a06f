import { defineProblems } from './define.ts';

/** The problems of enrolments: enrolling, progress and confirmed results (decision 475). */
export const ENROLLMENT_PROBLEMS = defineProblems({
  'enrollment.not_found': {
    status: 404,
    nl: 'Inschrijving niet gevonden',
    en: 'Enrolment not found',
  },
  'enrollment.course_full': {
    status: 409,
    nl: 'Deze cursus is vol: het maximale aantal deelnemers is bereikt.',
    en: 'This course is full: the maximum number of participants has been reached.',
  },
  'enrollment.run_full': {
    status: 409,
    nl: 'Deze startdatum is vol. Kies een andere startdatum.',
    en: 'This start date is full. Choose another start date.',
  },
  'enrollment.run_started': {
    status: 409,
    nl: 'Deze startdatum is al voorbij. Kies een andere startdatum.',
    en: 'This start date has already passed. Choose another start date.',
  },
  'enrollment.course_closed': {
    status: 409,
    nl: 'Voor deze cursus kun je je niet meer inschrijven.',
    en: 'You can no longer enrol in this course.',
  },
  'enrollment.already_completed': {
    status: 409,
    nl: 'Deze cursus is al afgerond.',
    en: 'This course has already been completed.',
  },
  'enrollment.result_confirmed': {
    status: 409,
    nl: 'Het instituut heeft je resultaat al bevestigd.',
    en: 'The institute has already confirmed your result.',
  },
  'enrollment.already_started': {
    status: 409,
    nl: 'Deze cursus is al begonnen; je kunt je inschrijving niet meer annuleren. Neem contact op met het instituut.',
    en: 'This course has already started; you can no longer cancel your enrolment. Please contact the institute.',
  },
  'enrollment.not_your_course': {
    status: 403,
    nl: 'Alleen het instituut van deze cursus kan het resultaat bevestigen',
    en: 'Only the institute of this course can confirm the result',
  },
  'enrollment.not_started': {
    status: 409,
    nl: 'Deze cursus is nog niet begonnen: bevestig Geslaagd na de startdatum, of geef de reden voor een vrijstelling (bijvoorbeeld op basis van eerder verworven competenties).',
    en: 'This course has not started yet: confirm Passed after the start date, or give the reason for an exemption (for example on the basis of earlier acquired competences).',
  },
  'enrollment.own_result': {
    status: 403,
    nl: 'Je kunt je eigen resultaat niet bevestigen',
    en: 'You cannot confirm your own result',
  },
  'enrollment.correction_reason_required': {
    status: 400,
    nl: 'Geef een reden om een geslaagd resultaat te corrigeren naar niet geslaagd; de cursist leest die en het certificaat wordt ermee ingetrokken.',
    en: 'Give a reason to correct a passed result to not passed; the learner reads it and the certificate is revoked with it.',
  },
});
