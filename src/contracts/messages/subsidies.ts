import { defineMessages } from './define.ts';

/** The messages of subsidies that are not problems: field messages, answers and reasons (decision 515). */
export const SUBSIDY_MESSAGES = defineMessages({
  'subsidy.choose_full_time': { nl: 'Kies voltijd of deeltijd', en: 'Choose full-time or part-time' },
  'subsidy.answer_per_question_id': {
    nl: 'Het antwoord per vraag-id. Welke vragen er zijn, welke verplicht zijn, wanneer een vraag getoond wordt en welke waarden gelden, staat in de vragenlijst (GET /api/subsidies/questionnaire: type, options, required, showIf); een antwoord dat daar niet aan voldoet is een 400 met de reden',
    en: 'The answer per question id. Which questions there are, which are required, when a question is shown and which values are valid is in the questionnaire (GET /api/subsidies/questionnaire: type, options, required, showIf); an answer that does not meet it is a 400 with the reason',
  },
  'subsidy.unknown_question': { nl: 'Onbekende vraag', en: 'Unknown question' },
  'subsidy.sessionid_text_number': {
    nl: 'sessionId moet tekst of een getal zijn',
    en: 'sessionId must be text or a number',
  },
  'subsidy.choose_scheme': { nl: 'Kies een regeling', en: 'Choose a scheme' },
  'subsidy.invalid_course': { nl: 'Ongeldige cursus', en: 'Invalid course' },
  'subsidy.choose_accept_decline_accept': {
    nl: 'Kies accepteren of weigeren (accept: true of false)',
    en: 'Choose accept or decline (accept: true or false)',
  },
  'subsidy.answers_missing': { nl: 'Antwoorden ontbreken', en: 'Answers are missing' },
  'subsidy.sessionid_too_long': { nl: 'sessionId is te lang', en: 'sessionId is too long' },
});

/** The names of the amounts a dossier's messages name. */
export const SUBSIDY_LABELS = defineMessages({
  'label.employment': { nl: 'Werkstatus', en: 'Work situation' },
  'label.municipality': { nl: 'Gemeente', en: 'Municipality' },
  'label.employer_size': {
    nl: 'Aantal medewerkers van je werkgever',
    en: 'Number of staff of your employer',
  },
  'label.cao': { nl: 'Cao', en: 'Collective labour agreement' },
  'label.course_type': { nl: 'Cursustype', en: 'Type of training' },
  'label.others_pay': { nl: 'Betaling door een ander', en: 'Payment by someone else' },
  'label.student_finance': { nl: 'Recht op studiefinanciering', en: 'Entitlement to student finance' },
  'label.training_company': { nl: 'Erkend leerbedrijf', en: 'Recognised training company' },
  'label.course_name': { nl: 'Opleiding of onderwerp', en: 'Course or subject' },
  'label.sector': { nl: 'Sector', en: 'Sector' },
  'label.residence': { nl: 'Nationaliteit of verblijfsstatus', en: 'Nationality or residence status' },
  'label.branch': { nl: 'Branche', en: 'Branch of your company' },
  'label.full_time': { nl: 'Voltijd of deeltijd', en: 'Full-time or part-time' },
  'label.amount_requested': { nl: 'Aangevraagd bedrag', en: 'Amount requested' },
  'label.amount_approved': { nl: 'Toegekend bedrag', en: 'Approved amount' },
});
