import { defineMessages } from './define.ts';

/** The messages of notifications that are not problems: field messages, answers and reasons (decision 515). */
export const NOTIFICATION_MESSAGES = defineMessages({
  'notification.language_nl_en_null': {
    nl: 'Taal moet nl, en of null zijn',
    en: 'Language must be nl, en or null',
  },
  'notification.no_longer_get_notifications': {
    nl: 'Je krijgt geen meldingen meer per e-mail. Beveiligingsmails blijven komen.',
    en: 'You no longer get notifications by e-mail. Security mails still come.',
  },
  'notification.achievement_true_false': {
    nl: 'achievement moet true of false zijn',
    en: 'achievement must be true or false',
  },
  'notification.reminder_true_false': {
    nl: 'reminder moet true of false zijn',
    en: 'reminder must be true or false',
  },
  'notification.social_true_false': {
    nl: 'social moet true of false zijn',
    en: 'social must be true or false',
  },
  'notification.system_true_false': {
    nl: 'system moet true of false zijn',
    en: 'system must be true or false',
  },
  'notification.token_missing': { nl: 'token ontbreekt', en: 'token is missing' },
});
