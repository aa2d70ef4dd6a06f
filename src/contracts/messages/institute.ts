import { defineMessages } from './define.ts';

/** The messages of institute that are not problems: field messages, answers and reasons (decision 515). */
export const INSTITUTE_MESSAGES = defineMessages({
  'institute.kvk_chamber_commerce_number': {
    nl: 'Een KvK-nummer bestaat uit precies 8 cijfers',
    en: 'A KvK (Chamber of Commerce) number has exactly 8 digits',
  },
  'institute.handled_true': { nl: 'handled moet true zijn', en: 'handled must be true' },
  'institute.send_handled_true': { nl: 'Stuur { "handled": true }', en: 'Send { "handled": true }' },
  'institute.choose_licence_starter_professional': {
    nl: 'Kies een licentie: starter, professional of enterprise',
    en: 'Choose a licence: starter, professional or enterprise',
  },
  'institute.approve_true_false': {
    nl: 'approve moet true of false zijn',
    en: 'approve must be true or false',
  },
});
