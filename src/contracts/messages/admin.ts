import { defineMessages } from './define.ts';

/** The messages of admin that are not problems: field messages, answers and reasons (decision 515). */
export const ADMIN_MESSAGES = defineMessages({
  'admin.search_term_too_long': { nl: 'Zoekterm is te lang', en: 'Search term is too long' },
  'admin.choose_user_type': { nl: 'Kies een gebruikerstype', en: 'Choose a user type' },
  'admin.choose_user': { nl: 'Kies een gebruiker', en: 'Choose a user' },
  'admin.invalid_institute': { nl: 'Ongeldig instituut', en: 'Invalid institute' },
});
