import { defineProblems } from './define.ts';

/** The problems of notifications and their e-mails (decision 475). */
export const NOTIFICATION_PROBLEMS = defineProblems({
  'notification.not_found': {
    status: 404,
    nl: 'Melding niet gevonden',
    en: 'Notification not found',
  },
  'notification.unsubscribe_invalid': {
    status: 404,
    nl: 'Deze afmeldlink is ongeldig',
    en: 'This unsubscribe link is not valid',
  },
});
