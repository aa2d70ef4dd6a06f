import { defineProblems } from './define.ts';

/** The problems of courses and their start dates (decision 475). */
export const COURSE_PROBLEMS = defineProblems({
  'course.not_found': {
    status: 404,
    nl: 'Cursus niet gevonden',
    en: 'Course not found',
  },
  'course.not_yours': {
    status: 403,
    nl: 'Alleen het instituut van deze cursus kan haar wijzigen',
    en: 'Only the institute of this course can change it',
  },
  'course.info_request_open': {
    status: 409,
    nl: 'Je hebt al een aanvraag voor deze cursus verstuurd. Het instituut neemt contact met je op.',
    en: 'You have already sent a request for this course. The institute will contact you.',
  },
  'course_run.not_found': {
    status: 404,
    nl: 'Startdatum niet gevonden',
    en: 'Start date not found',
  },
  'course_run.in_past': {
    status: 400,
    nl: 'De startdatum mag niet in het verleden liggen',
    en: 'The start date may not be in the past',
  },
  'course_run.end_before_start': {
    status: 400,
    nl: 'De einddatum mag niet voor de startdatum liggen',
    en: 'The end date may not be before the start date',
  },
  'course_run.has_enrollments': {
    status: 409,
    nl: 'Deze startdatum heeft inschrijvingen en kan niet worden verwijderd. Wijzig hem in plaats daarvan.',
    en: 'This start date has enrolments and cannot be deleted. Change it instead.',
  },
  'course_run.seats_below_taken': {
    status: 409,
    nl: 'Er zijn al meer inschrijvingen dan dit aantal plaatsen',
    en: 'There are already more enrolments than this number of seats',
  },
});
