import { defineMessages } from './define.ts';

/** The messages of scan that are not problems: field messages, answers and reasons (decision 515). */
export const SCAN_MESSAGES = defineMessages({
  'scan.answer_all': {
    nl: (p: { count: number; listed: string; more: number }) =>
      `Beantwoord alle ${p.count} vragen (ontbrekend: ${p.listed}${p.more > 0 ? ` en nog ${p.more}` : ''})`,
    en: (p: { count: number; listed: string; more: number }) =>
      `Answer all ${p.count} questions (missing: ${p.listed}${p.more > 0 ? ` and ${p.more} more` : ''})`,
  },
  'scan.answer_range': {
    nl: (p: { n: number }) => `Antwoord op vraag ${p.n} moet een geheel getal van 1 tot en met 5 zijn`,
    en: (p: { n: number }) => `The answer to question ${p.n} must be a whole number from 1 to 5`,
  },
  'scan.choose_question_number_1': {
    nl: 'Kies een vraagnummer van 1 tot en met 65',
    en: 'Choose a question number from 1 to 65',
  },
  'scan.answer_number_1_5': {
    nl: 'Een antwoord is een getal van 1 tot en met 5',
    en: 'An answer is a number from 1 to 5',
  },
  'scan.send_answer_json_object': {
    nl: 'Stuur het antwoord als JSON-object',
    en: 'Send the answer as a JSON object',
  },
  'scan.answers_missing_send_answer': {
    nl: 'De antwoorden ontbreken: stuur per vraagnummer een antwoord van 1 tot en met 5',
    en: 'The answers are missing: send an answer from 1 to 5 for each question number',
  },
  'scan.send_answers_json_object': {
    nl: 'Stuur de antwoorden als JSON-object',
    en: 'Send the answers as a JSON object',
  },
  'scan.answers_not_object': {
    nl: 'De antwoorden moeten een object zijn met per vraagnummer een antwoord van 1 tot en met 5',
    en: 'The answers must be an object with an answer from 1 to 5 for each question number',
  },
});
