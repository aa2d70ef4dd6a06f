import { defineMessages } from './define.ts';

/** The messages of vacancies that are not problems: field messages, answers and reasons (decision 515). */
export const VACANCY_MESSAGES = defineMessages({
  'vacancy.motivation_too_short': {
    nl: (p: { min: number }) => `Schrijf een motivatie van minimaal ${p.min} tekens`,
    en: (p: { min: number }) => `Write a motivation of at least ${p.min} characters`,
  },
  'vacancy.rule_across_fields_salarymin': {
    nl: 'Regel over velden heen: salaryMin ≤ salaryMax als beide gegeven zijn',
    en: 'Rule across fields: salaryMin ≤ salaryMax when both are given',
  },
  'vacancy.holland_code_text': { nl: 'Holland-code moet tekst zijn', en: 'Holland code must be text' },
  'vacancy.salary_number': { nl: 'Salaris moet een getal zijn', en: 'Salary must be a number' },
  'vacancy.salary_whole_amount_euros': {
    nl: 'Salaris moet een geheel bedrag in euro’s zijn',
    en: 'Salary must be a whole amount in euros',
  },
  'vacancy.salary_cannot_negative': { nl: 'Salaris kan niet negatief zijn', en: 'Salary cannot be negative' },
  'vacancy.salary_per_month_most': {
    nl: 'Salaris per maand mag maximaal € 100.000 zijn',
    en: 'Salary per month can be at most € 100,000',
  },
  'vacancy.choose_type_contract': { nl: 'Kies een soort contract', en: 'Choose a type of contract' },
  'vacancy.closing_date_date': {
    nl: 'Sluitingsdatum moet een datum zijn',
    en: 'Closing date must be a date',
  },
  'vacancy.closing_date_date_yyyy': {
    nl: 'Sluitingsdatum moet een datum zijn (JJJJ-MM-DD)',
    en: 'Closing date must be a date (YYYY-MM-DD)',
  },
  'vacancy.minimum_salary_higher_than': {
    nl: 'Het minimumsalaris is hoger dan het maximum',
    en: 'The minimum salary is higher than the maximum',
  },
  'vacancy.holland_code_consists_1': {
    nl: 'Holland-code bestaat uit 1 tot 3 letters uit R, I, A, S, E en C',
    en: 'A Holland code consists of 1 to 3 of the letters R, I, A, S, E and C',
  },
  'vacancy.name_least_one_skill': { nl: 'Noem minimaal één vaardigheid', en: 'Name at least one skill' },
  'vacancy.most_20_skills': { nl: 'Maximaal 20 vaardigheden', en: 'At most 20 skills' },
  'vacancy.letter_occur_only_once': {
    nl: 'Een letter mag maar één keer voorkomen',
    en: 'A letter may occur only once',
  },
  'vacancy.status_active_closed': {
    nl: 'Status moet active of closed zijn',
    en: 'Status must be active or closed',
  },
  'vacancy.give_least_one_field': {
    nl: 'Geef minimaal één veld om te wijzigen',
    en: 'Give at least one field to change',
  },
  'vacancy.status_under_review_interview': {
    nl: 'Status moet under_review, interview, hired of rejected zijn',
    en: 'Status must be under_review, interview, hired or rejected',
  },
  'vacancy.motivation_required': { nl: 'Motivatie is verplicht', en: 'Motivation is required' },
  'vacancy.motivation_too_long_most': {
    nl: 'Motivatie is te lang (maximaal 5000 tekens)',
    en: 'Motivation is too long (at most 5000 characters)',
  },
  'vacancy.hours_per_week_required': { nl: 'Uren per week is verplicht', en: 'Hours per week is required' },
  'vacancy.hours_per_week_whole': {
    nl: 'Uren per week moet een geheel getal zijn',
    en: 'Hours per week must be a whole number',
  },
  'vacancy.hours_per_week_least': {
    nl: 'Uren per week moet minimaal 1 zijn',
    en: 'Hours per week must be at least 1',
  },
  'vacancy.hours_per_week_most': {
    nl: 'Uren per week mag maximaal 60 zijn',
    en: 'Hours per week may be at most 60',
  },
});
