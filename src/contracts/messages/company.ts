import { defineMessages } from './define.ts';

/** The messages of company that are not problems: field messages, answers and reasons (decision 515). */
export const COMPANY_MESSAGES = defineMessages({
  'company.employee_unlinked': { nl: 'Werknemer ontkoppeld', en: 'Employee unlinked' },
  'company.link_employer_ended': {
    nl: 'Koppeling met je werkgever beëindigd',
    en: 'Link with your employer ended',
  },
  'company.invitation_sent': {
    nl: 'Als dit e-mailadres bij een talent-account hoort, ontvangt die je uitnodiging.',
    en: 'If this e-mail address belongs to a talent account, they will receive your invitation.',
  },
});
