import { defineMessages } from './define.ts';

/** The messages of auth that are not problems: field messages, answers and reasons (decision 515). */
export const AUTH_MESSAGES = defineMessages({
  'auth.token_validity_days': {
    nl: (p: { max: number }) => `Geldigheid moet tussen 1 en ${p.max} dagen liggen`,
    en: (p: { max: number }) => `Validity must be between 1 and ${p.max} days`,
  },
  'auth.reset_requested': {
    nl: 'Als er een account met dit e-mailadres bestaat, ontvang je binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen.',
    en: 'If an account with this email address exists, you will receive an email within a few minutes with a link to set a new password.',
  },
  'auth.reset_done': {
    nl: 'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.',
    en: 'Your password has been changed. Sign in with your new password.',
  },
  'auth.logged_out': { nl: 'Uitgelogd', en: 'Logged out' },
  'auth.invalid_user': { nl: 'Ongeldige gebruiker', en: 'Invalid user' },
  'auth.two_step_verification_off': {
    nl: 'Tweestapsverificatie staat uit',
    en: 'Two-step verification is off',
  },
  'auth.second_factor_was_reset': {
    nl: 'De tweede factor is gereset; de gebruiker is overal uitgelogd en de toegangstokens zijn ingetrokken',
    en: 'The second factor was reset; the user was signed out everywhere and their access tokens were revoked',
  },
  'auth.user_type_cannot_chosen': {
    nl: 'Dit gebruikerstype kan niet worden gekozen bij registratie',
    en: 'This user type cannot be chosen when registering',
  },
  'auth.password_too_short': {
    nl: (p: { min: number }) => `Wachtwoord moet minimaal ${p.min} tekens hebben`,
    en: (p: { min: number }) => `Password must have at least ${p.min} characters`,
  },
  'auth.password_min_characters': {
    nl: (p: { min: number }) => `Minimaal ${p.min} tekens`,
    en: (p: { min: number }) => `At least ${p.min} characters`,
  },
  'auth.password_too_common': {
    nl: 'Dit wachtwoord komt voor in lijsten van veelgebruikte wachtwoorden. Kies een ander wachtwoord.',
    en: 'This password appears in lists of commonly used passwords. Choose another password.',
  },
  'auth.password_is_email': {
    nl: 'Je wachtwoord mag niet gelijk zijn aan je e-mailadres.',
    en: 'Your password may not be the same as your email address.',
  },
  'auth.new_password_required': { nl: 'Nieuw wachtwoord is verplicht', en: 'New password is required' },
  'auth.least_one_capital_letter': { nl: 'Minimaal één hoofdletter', en: 'At least one capital letter' },
  'auth.least_one_lower_case': { nl: 'Minimaal één kleine letter', en: 'At least one lower-case letter' },
  'auth.least_one_digit': { nl: 'Minimaal één cijfer', en: 'At least one digit' },
  'auth.least_one_special_character': {
    nl: 'Minimaal één speciaal teken',
    en: 'At least one special character',
  },
  'auth.invalid_token': { nl: 'Ongeldige token', en: 'Invalid token' },
  'auth.unknown_scope': { nl: 'Onbekende scope', en: 'Unknown scope' },
  'auth.choose_least_one_scope': { nl: 'Kies minstens één scope', en: 'Choose at least one scope' },
  'auth.scope_listed_twice': { nl: 'Een scope staat er twee keer in', en: 'A scope is listed twice' },
  'auth.validity_whole_number_days': {
    nl: 'Geldigheid moet een geheel aantal dagen zijn',
    en: 'Validity must be a whole number of days',
  },
  'auth.passkey_name_required': { nl: 'Geef de passkey een naam', en: 'Give the passkey a name' },
  'auth.passkey_name_too_long': {
    nl: 'De naam is te lang (hoogstens 60 tekens)',
    en: 'The name is too long (at most 60 characters)',
  },
  'auth.passkey_removed': { nl: 'Passkey verwijderd', en: 'Passkey removed' },
});
