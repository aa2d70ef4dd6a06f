import { defineProblems } from './define.ts';

/** The problems of companies and their employees (decision 475). */
export const COMPANY_PROBLEMS = defineProblems({
  'employee.not_found': {
    status: 404,
    nl: 'Werknemer niet gevonden',
    en: 'Employee not found',
  },
  'invitation.not_found': {
    status: 404,
    nl: 'Uitnodiging niet gevonden',
    en: 'Invitation not found',
  },
  'invitation.another_employer': {
    status: 409,
    nl: 'Je hebt intussen een andere uitnodiging geaccepteerd. Vernieuw de pagina.',
    en: 'You have accepted another invitation in the meantime. Refresh the page.',
  },
  'employee.not_linked': {
    status: 404,
    nl: 'Deze persoon is geen werknemer van je bedrijf',
    en: 'This person is not an employee of your company',
  },
  'employee.no_employer': {
    status: 404,
    nl: 'Je bent niet gekoppeld aan een werkgever',
    en: 'You are not linked to an employer',
  },
});
