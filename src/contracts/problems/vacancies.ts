import { defineProblems } from './define.ts';

/** The problems of vacancies and applications (decision 475). */
export const VACANCY_PROBLEMS = defineProblems({
  'vacancy.not_found': {
    status: 404,
    nl: 'Vacature niet gevonden',
    en: 'Vacancy not found',
  },
  'vacancy.closed': {
    status: 409,
    nl: 'Deze vacature is gesloten en neemt geen sollicitaties meer aan.',
    en: 'This vacancy is closed and no longer accepts applications.',
  },
  'vacancy.past_closing_date': {
    status: 409,
    nl: 'De sluitingsdatum van deze vacature is voorbij: solliciteren kan niet meer.',
    en: 'The closing date of this vacancy has passed: you can no longer apply.',
  },
  'vacancy.already_applied': {
    status: 409,
    nl: 'Je hebt al gesolliciteerd op deze vacature.',
    en: 'You have already applied for this vacancy.',
  },
  'application.not_found': {
    status: 404,
    nl: 'Sollicitatie niet gevonden',
    en: 'Application not found',
  },
});
