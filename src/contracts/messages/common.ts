import { defineMessages } from './define.ts';

/** A field's name as a message names it: a label (`FIELD_LABELS`) or, for a query parameter, its own name. */
export type Label = { readonly nl: string; readonly en: string };
/** A parameter's own name as a label (the same in both languages). */
export const named = (name: string): Label => ({ nl: name, en: name });
type L = { label: Label };

/** The messages shared by several contracts that are not problems: field messages, answers and reasons (decision 515). */
export const FIELD_MESSAGES = defineMessages({
  'field.true_or_false': {
    nl: (p: { label: Label }) => `${p.label.nl} moet true of false zijn`,
    en: (p: { label: Label }) => `${p.label.en} must be true or false`,
  },
  'field.name_rule': {
    nl: 'Niet leeg na het weglaten van spaties aan begin en eind; zonder stuurtekens, regeleinden of richtingstekens; geen webadres (geen "://", "www." of "host.nl/")',
    en: 'Not empty once leading and trailing spaces are removed; no control characters, line breaks or direction marks; no web address (no "://", "www." or "host.nl/")',
  },
  'field.invalid_cursor': {
    nl: 'Ongeldige cursor: gebruik de nextCursor van de vorige pagina',
    en: 'Invalid cursor: use the nextCursor of the previous page',
  },
  'field.text': { nl: 'Moet tekst zijn', en: 'Must be text' },
  'field.invalid_id': { nl: 'Ongeldig id', en: 'Invalid id' },
  'field.password_contains_invalid_characters': {
    nl: 'Wachtwoord bevat ongeldige tekens',
    en: 'Password contains invalid characters',
  },
  'field.skill_too_long': {
    nl: 'Vaardigheid is te lang (maximaal 100 tekens)',
    en: 'Skill is too long (at most 100 characters)',
  },
  'field.email_address_required': { nl: 'E-mailadres is verplicht', en: 'Email address is required' },
  'field.email_address_too_long': { nl: 'E-mailadres is te lang', en: 'Email address is too long' },
  'field.enter_valid_email_address': {
    nl: 'Voer een geldig e-mailadres in',
    en: 'Enter a valid email address',
  },
  'field.password_required': { nl: 'Wachtwoord is verplicht', en: 'Password is required' },
  'field.password_too_long': {
    nl: 'Wachtwoord is te lang (maximaal 200 tekens)',
    en: 'Password is too long (at most 200 characters)',
  },
  'field.invalid_user_type': { nl: 'Ongeldig gebruikerstype', en: 'Invalid user type' },
  'field.passwords_do_not_match': { nl: 'Wachtwoorden komen niet overeen', en: 'Passwords do not match' },
  'field.current_password_required': {
    nl: 'Huidig wachtwoord is verplicht',
    en: 'Current password is required',
  },
  'field.give_least_one_field': {
    nl: 'Geef minstens één veld om te wijzigen',
    en: 'Give at least one field to change',
  },
  'field.course_id': { nl: 'courseId moet een cursus-id zijn', en: 'courseId must be a course ID' },
  'field.search_too_long_100': {
    nl: 'Zoekterm is te lang (maximaal 100 tekens)',
    en: 'Search term is too long (at most 100 characters)',
  },
  'field.search_text': { nl: 'Zoekterm moet tekst zijn', en: 'Search term must be text' },
  'field.search_too_long_200': {
    nl: 'Zoekterm is te lang (maximaal 200 tekens)',
    en: 'Search term is too long (at most 200 characters)',
  },
  'field.skills_text': { nl: 'Vaardigheden moeten tekst zijn', en: 'Skills must be text' },
  'field.skill_not_empty': { nl: 'Een vaardigheid mag niet leeg zijn', en: 'A skill may not be empty' },
  'field.a_skill_too_long': {
    nl: 'Een vaardigheid is te lang (maximaal 100 tekens)',
    en: 'A skill is too long (at most 100 characters)',
  },
  'field.skills_list': { nl: 'Vaardigheden moeten een lijst zijn', en: 'Skills must be a list' },
  'field.updated_since': {
    nl: 'updatedSince moet een datum-tijd zijn (RFC 3339, bijvoorbeeld 2026-11-28T09:00:00Z)',
    en: 'updatedSince must be a date-time (RFC 3339, for example 2026-11-28T09:00:00Z)',
  },
  'field.skill_text': { nl: 'Vaardigheid moet tekst zijn', en: 'Skill must be text' },
  'field.invalid_status': { nl: 'Ongeldige status', en: 'Invalid status' },
  // with a variable part: the field's label, a limit
  'field.required': { nl: (p: L) => `${p.label.nl} is verplicht`, en: (p: L) => `${p.label.en} is required` },
  'field.not_a_web_address': {
    nl: (p: L) => `${p.label.nl} mag geen webadres zijn`,
    en: (p: L) => `${p.label.en} may not be a web address`,
  },
  'field.too_long': {
    nl: (p: L & { max: number }) => `${p.label.nl} is te lang (maximaal ${p.max} tekens)`,
    en: (p: L & { max: number }) => `${p.label.en} is too long (at most ${p.max} characters)`,
  },
  'field.max_characters': {
    nl: (p: L & { max: number }) => `${p.label.nl} mag maximaal ${p.max} tekens bevatten`,
    en: (p: L & { max: number }) => `${p.label.en} may contain at most ${p.max} characters`,
  },
  'field.at_most_characters': {
    nl: (p: { max: number }) => `Maximaal ${p.max} tekens`,
    en: (p: { max: number }) => `At most ${p.max} characters`,
  },
  'field.invalid_characters': {
    nl: (p: L) => `${p.label.nl} bevat ongeldige tekens`,
    en: (p: L) => `${p.label.en} contains invalid characters`,
  },
  'field.label_invalid_characters': {
    nl: (p: L) => `${p.label.nl}: bevat ongeldige tekens`,
    en: (p: L) => `${p.label.en}: contains invalid characters`,
  },
  'field.must_be_text': {
    nl: (p: L) => `${p.label.nl} moet tekst zijn`,
    en: (p: L) => `${p.label.en} must be text`,
  },
  'field.whole_number': {
    nl: (p: L) => `${p.label.nl} moet een geheel getal zijn`,
    en: (p: L) => `${p.label.en} must be a whole number`,
  },
  'field.at_least': {
    nl: (p: L & { min: number }) => `${p.label.nl} moet minimaal ${p.min} zijn`,
    en: (p: L & { min: number }) => `${p.label.en} must be at least ${p.min}`,
  },
  'field.at_most': {
    nl: (p: L & { max: number }) => `${p.label.nl} mag maximaal ${p.max} zijn`,
    en: (p: L & { max: number }) => `${p.label.en} may be at most ${p.max}`,
  },
  'field.must_be_number': {
    nl: (p: L) => `${p.label.nl} moet een getal zijn`,
    en: (p: L) => `${p.label.en} must be a number`,
  },
  'field.not_negative': {
    nl: (p: L) => `${p.label.nl} kan niet negatief zijn`,
    en: (p: L) => `${p.label.en} cannot be negative`,
  },
  'field.too_high': { nl: (p: L) => `${p.label.nl} is te hoog`, en: (p: L) => `${p.label.en} is too high` },
  'field.too_many_decimals': {
    nl: (p: L) => `${p.label.nl} heeft te veel decimalen`,
    en: (p: L) => `${p.label.en} has too many decimals`,
  },
  'field.invalid': { nl: (p: L) => `${p.label.nl} is ongeldig`, en: (p: L) => `${p.label.en} is invalid` },
  'field.not_in_future': {
    nl: (p: L) => `${p.label.nl} kan niet in de toekomst liggen`,
    en: (p: L) => `${p.label.en} cannot be in the future`,
  },
  'field.not_before_year': {
    nl: (p: L & { year: number }) => `${p.label.nl} kan niet vóór ${p.year} liggen`,
    en: (p: L & { year: number }) => `${p.label.en} cannot be before ${p.year}`,
  },
  'field.unknown_value': {
    nl: (p: L) => `Onbekende waarde voor ${p.label.nl}`,
    en: (p: L) => `Unknown value for ${p.label.en.toLowerCase()}`,
  },
  'field.yes_or_no': {
    nl: (p: L) => `${p.label.nl}: kies Ja of Nee`,
    en: (p: L) => `${p.label.en}: choose Yes or No`,
  },
  'field.web_address': {
    nl: (p: L) => `${p.label.nl} moet een webadres zijn dat begint met http:// of https://`,
    en: (p: L) => `${p.label.en} must be a web address starting with http:// or https://`,
  },
  'field.date': {
    nl: (p: L) => `${p.label.nl} moet een datum zijn`,
    en: (p: L) => `${p.label.en} must be a date`,
  },
  'field.uuid': {
    nl: (p: L) => `${p.label.nl} moet een UUID zijn`,
    en: (p: L) => `${p.label.en} must be a UUID`,
  },
  'field.invalid_value': {
    nl: (p: { field?: string }) => `Ongeldige waarde voor ${p.field || 'het verzoek'}`,
    en: (p: { field?: string }) => `Invalid value for ${p.field || 'the request'}`,
  },
  'field.unknown_field': {
    nl: (p: { fields: string }) => `Onbekend veld: ${p.fields}`,
    en: (p: { fields: string }) => `Unknown field: ${p.fields}`,
  },
  'field.unknown_question': {
    nl: (p: { question: string }) => `Onbekende vraag: ${p.question}`,
    en: (p: { question: string }) => `Unknown question: ${p.question}`,
  },
  'field.limit': {
    nl: (p: { max: number }) => `limit moet een geheel getal van 1 tot en met ${p.max} zijn`,
    en: (p: { max: number }) => `limit must be a whole number from 1 to ${p.max}`,
  },
  'field.date_format': {
    nl: (p: L) => `${p.label.nl} moet een datum zijn (JJJJ-MM-DD)`,
    en: (p: L) => `${p.label.en} must be a date (YYYY-MM-DD)`,
  },
  'field.whole_number_plain': { nl: 'Moet een geheel getal zijn', en: 'Must be a whole number' },
  'field.token_required': { nl: 'Token vereist', en: 'Token required' },
});

/** The names of fields that messages name (`FIELD_MESSAGES['field.required']({ label })`). */
export const FIELD_LABELS = defineMessages({
  'label.title': { nl: 'Titel', en: 'Title' },
  'label.description': { nl: 'Beschrijving', en: 'Description' },
  'label.summary': { nl: 'Omschrijving', en: 'Description' },
  'label.location': { nl: 'Locatie', en: 'Location' },
  'label.password': { nl: 'Wachtwoord', en: 'Password' },
  'label.first_name': { nl: 'Voornaam', en: 'First name' },
  'label.last_name': { nl: 'Achternaam', en: 'Last name' },
  'label.surname_prefix': { nl: 'Tussenvoegsel', en: 'Surname prefix' },
  'label.department': { nl: 'Afdeling', en: 'Department' },
  'label.job_title': { nl: 'Functie', en: 'Job title' },
  'label.address': { nl: 'Adres', en: 'Address' },
  'label.company_name': { nl: 'Bedrijfsnaam', en: 'Company name' },
  'label.bio': { nl: 'Bio', en: 'Bio' },
  'label.country': { nl: 'Land', en: 'Country' },
  'label.institution_name': { nl: 'Naam instelling', en: 'Institution name' },
  'label.institute_name': { nl: 'Naam van het instituut', en: 'Name of the institute' },
  'label.town': { nl: 'Plaats', en: 'Town or city' },
  'label.postcode': { nl: 'Postcode', en: 'Postcode' },
  'label.phone': { nl: 'Telefoonnummer', en: 'Phone number' },
  'label.reason': { nl: 'Reden', en: 'Reason' },
  'label.question': { nl: 'Vraag', en: 'Question' },
  'label.skill': { nl: 'Vaardigheid', en: 'Skill' },
  'label.message': { nl: 'Bericht', en: 'Message' },
  'label.name': { nl: 'Naam', en: 'Name' },
  'label.note': { nl: 'Notitie', en: 'Note' },
  'label.checked_kvk_number': { nl: 'Gecontroleerd KvK-nummer', en: 'Checked KvK number' },
  'label.checked_website': { nl: 'Gecontroleerde website', en: 'Checked website' },
  'label.website': { nl: 'Website', en: 'Website' },
  'label.logo_url': { nl: 'Logo-URL', en: 'Logo URL' },
  'label.start_date': { nl: 'Startdatum', en: 'Start date' },
  'label.end_date': { nl: 'Einddatum', en: 'End date' },
  'label.date_of_birth': { nl: 'Geboortedatum', en: 'Date of birth' },
  'label.comment': { nl: 'Reactie', en: 'Comment' },
  'label.explanation': { nl: 'Toelichting', en: 'Explanation' },
});
