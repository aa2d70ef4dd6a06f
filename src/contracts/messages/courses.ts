import { defineMessages } from './define.ts';

/** The messages of courses that are not problems: field messages, answers and reasons (decision 515). */
export const COURSE_MESSAGES = defineMessages({
  'course.info_request_sent': {
    nl: (p: { institute: string | null }) =>
      `Je aanvraag is verstuurd. ${p.institute ?? 'Het instituut'} neemt contact met je op.`,
    en: (p: { institute: string | null }) =>
      `Your request has been sent. ${p.institute ?? 'The institute'} will contact you.`,
  },
  'course.rule_across_fields_isactive': {
    nl: 'Regel over velden heen: isActive moet kloppen met status als beide gegeven zijn (true bij active, false bij draft of archived)',
    en: 'Rule across fields: isActive must agree with status when both are given (true for active, false for draft or archived)',
  },
  'course.status_active_draft_archived': {
    nl: 'Status moet active, draft of archived zijn',
    en: 'Status must be active, draft or archived',
  },
  'course.isactive_true_false': {
    nl: 'isActive moet true of false zijn',
    en: 'isActive must be true or false',
  },
  'course.isactive_status_contradict_each': {
    nl: 'isActive en status spreken elkaar tegen',
    en: 'isActive and status contradict each other',
  },
  'course.study_load_whole_number': {
    nl: 'Studiebelasting moet een geheel aantal uren zijn',
    en: 'Study load must be a whole number of hours',
  },
  'course.study_load_least_1': {
    nl: 'Studiebelasting moet minimaal 1 uur zijn',
    en: 'Study load must be at least 1 hour',
  },
  'course.study_load_most_10000': {
    nl: 'Studiebelasting mag maximaal 10000 uur zijn',
    en: 'Study load may be at most 10000 hours',
  },
  'course.validity_whole_number_months': {
    nl: 'Geldigheid moet een geheel aantal maanden zijn',
    en: 'Validity must be a whole number of months',
  },
  'course.validity_least_1_month': {
    nl: 'Geldigheid moet minimaal 1 maand zijn',
    en: 'Validity must be at least 1 month',
  },
  'course.validity_most_600_months': {
    nl: 'Geldigheid mag maximaal 600 maanden zijn',
    en: 'Validity may be at most 600 months',
  },
  'course.unknown_category': { nl: 'Onbekende categorie', en: 'Unknown category' },
  'course.unknown_level': { nl: 'Onbekend niveau', en: 'Unknown level' },
  'course.choose_valid_category': { nl: 'Kies een geldige categorie', en: 'Choose a valid category' },
  'course.choose_valid_level': { nl: 'Kies een geldig niveau', en: 'Choose a valid level' },
  'course.duration_required_number_weeks': {
    nl: 'Duur is verplicht (aantal weken)',
    en: 'Duration is required (number of weeks)',
  },
  'course.duration_whole_number_weeks': {
    nl: 'Duur moet een geheel aantal weken zijn',
    en: 'Duration must be a whole number of weeks',
  },
  'course.duration_least_1_week': {
    nl: 'Duur moet minimaal 1 week zijn',
    en: 'Duration must be at least 1 week',
  },
  'course.duration_most_520_weeks': {
    nl: 'Duur mag maximaal 520 weken zijn',
    en: 'Duration may be at most 520 weeks',
  },
  'course.price_required': { nl: 'Prijs is verplicht', en: 'Price is required' },
  'course.price_not_negative': { nl: 'Prijs mag niet negatief zijn', en: 'Price may not be negative' },
  'course.price_most_100000_euros': {
    nl: 'Prijs mag maximaal 100000 euro zijn',
    en: 'Price may be at most 100000 euros',
  },
  'course.price_most_two_decimals': {
    nl: 'Prijs mag maximaal twee decimalen hebben',
    en: 'Price may have at most two decimals',
  },
  'course.max_participants_whole_number': {
    nl: 'Max. deelnemers moet een geheel getal zijn',
    en: 'Max. participants must be a whole number',
  },
  'course.max_participants_least_1': {
    nl: 'Max. deelnemers moet minimaal 1 zijn',
    en: 'Max. participants must be at least 1',
  },
  'course.max_participants_too_large': {
    nl: 'Max. deelnemers is te groot',
    en: 'Max. participants is too large',
  },
  'course.image_url_text': { nl: 'Afbeelding-URL moet tekst zijn', en: 'Image URL must be text' },
  'course.image_url_too_long': { nl: 'Afbeelding-URL is te lang', en: 'Image URL is too long' },
  'course.image_url_start_http': {
    nl: 'Afbeelding-URL moet met http:// of https:// beginnen',
    en: 'Image URL must start with http:// or https://',
  },
  'course.language_nl_en': { nl: 'Taal moet nl of en zijn', en: 'Language must be nl or en' },
  'course.new_courses_always_active': {
    nl: 'Nieuwe cursussen zijn altijd actief',
    en: 'New courses are always active',
  },
  'course.message_text': { nl: 'Bericht moet tekst zijn', en: 'Message must be text' },
  'course.message_too_long_most': {
    nl: 'Bericht is te lang (maximaal 2000 tekens)',
    en: 'Message is too long (at most 2000 characters)',
  },
  'course.most_30_skills': { nl: 'Maximaal 30 vaardigheden', en: 'At most 30 skills' },
  'course.progress_number_0_100': {
    nl: 'Voortgang moet een getal van 0 tot 100 zijn',
    en: 'Progress must be a number from 0 to 100',
  },
  'course.progress_whole_number': {
    nl: 'Voortgang moet een geheel getal zijn',
    en: 'Progress must be a whole number',
  },
  'course.progress_least_0': { nl: 'Voortgang moet minimaal 0 zijn', en: 'Progress must be at least 0' },
  'course.progress_most_100': { nl: 'Voortgang mag maximaal 100 zijn', en: 'Progress may be at most 100' },
});
