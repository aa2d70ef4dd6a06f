import { defineMessages } from './define.ts';

/** The messages of profile that are not problems: field messages, answers and reasons (decision 515). */
export const PROFILE_MESSAGES = defineMessages({
  'profile.institute_name_elsewhere': {
    nl: 'De naam van je instelling wijzig je via Instellingen',
    en: "Change your institute's name under Settings (Instellingen)",
  },
  'profile.institute_name_rule': {
    nl: 'Alleen ongewijzigd: de naam van een instelling wijzig je via Instellingen (anders 400)',
    en: "Unchanged only: an institute's name is changed under Settings (Instellingen; otherwise 400)",
  },
  'profile.contains_invalid_characters': { nl: 'Bevat ongeldige tekens', en: 'Contains invalid characters' },
  'profile.enter_valid_phone_number': {
    nl: 'Voer een geldig telefoonnummer in',
    en: 'Enter a valid phone number',
  },
  'profile.enter_valid_postcode_1234': {
    nl: 'Voer een geldige postcode in, zoals 1234 AB',
    en: 'Enter a valid postcode, such as 1234 AB',
  },
  'profile.invalid_session': { nl: 'Ongeldige sessie', en: 'Invalid session' },
  'profile.password_changed': { nl: 'Wachtwoord gewijzigd', en: 'Password changed' },
  'profile.account_data_deleted': {
    nl: 'Je account en je gegevens zijn verwijderd',
    en: 'Your account and your data have been deleted',
  },
  'profile.email_address_cannot_changed': {
    nl: 'Je e-mailadres kan niet worden gewijzigd',
    en: 'Your email address cannot be changed',
  },
  'profile.account_type_cannot_changed': {
    nl: 'Je accounttype kan niet via je profiel worden gewijzigd',
    en: 'Your account type cannot be changed in your profile',
  },
  'profile.administrator_role_cannot_changed': {
    nl: 'Je beheerdersrol kan niet via je profiel worden gewijzigd',
    en: 'Your administrator role cannot be changed in your profile',
  },
  'profile.date_birth_valid_date': {
    nl: 'Geboortedatum moet een geldige datum zijn (JJJJ-MM-DD)',
    en: 'Date of birth must be a valid date (YYYY-MM-DD)',
  },
  'profile.date_birth_after_1900': {
    nl: 'Geboortedatum moet na 1900 liggen',
    en: 'Date of birth must be after 1900',
  },
  'profile.date_birth_past': {
    nl: 'Geboortedatum moet in het verleden liggen',
    en: 'Date of birth must be in the past',
  },
});
