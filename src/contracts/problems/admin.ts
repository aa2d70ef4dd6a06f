import { defineProblems } from './define.ts';

/** The problems of platform administration (decision 475). */
export const ADMIN_PROBLEMS = defineProblems({
  'admin.own_user_type': {
    status: 403,
    nl: 'Je kunt je eigen gebruikerstype niet wijzigen',
    en: 'You cannot change your own user type',
  },
  'admin.superadmin_only': {
    status: 403,
    nl: 'Alleen een superadmin kan beheerdersrechten toekennen of intrekken',
    en: 'Only a superadmin can grant or withdraw administrator rights',
  },
  'admin.user_changed': {
    status: 409,
    nl: 'Deze gebruiker is intussen gewijzigd. Vernieuw de pagina en probeer het opnieuw.',
    en: 'This user was changed in the meantime. Refresh the page and try again.',
  },
});
