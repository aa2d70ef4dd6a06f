import { defineMessages } from './define.ts';

/** The messages of credentials that are not problems: field messages, answers and reasons (decision 515). */
export const CREDENTIAL_MESSAGES = defineMessages({
  'credential.invalid_achievement_id': { nl: 'Ongeldig prestatie-id', en: 'Invalid achievement id' },
  'credential.status_valid_revoked': {
    nl: 'Status moet valid of revoked zijn',
    en: 'Status must be valid or revoked',
  },
  'credential.invalid_certificate_id': { nl: 'Ongeldig certificaat-id', en: 'Invalid certificate id' },
  'credential.send_json_certificate_object': {
    nl: 'Stuur de JSON van een certificaat (een object).',
    en: 'Send the JSON of a certificate (an object).',
  },
  'credential.issuer_did_required': { nl: 'Geef de DID van de uitgever', en: "Give the issuer's DID" },
  'credential.issuer_did_too_long': {
    nl: 'De DID is te lang (maximaal 300 tekens)',
    en: 'The DID is too long (at most 300 characters)',
  },
  'credential.issuer_did_invalid': {
    nl: 'Geef een DID, zoals did:web:badges.example.org of did:key:z6Mk…',
    en: 'Give a DID, such as did:web:badges.example.org or did:key:z6Mk…',
  },
  'credential.issuer_name_required': { nl: 'Geef de naam van de uitgever', en: "Give the issuer's name" },
  'credential.issuer_name_too_long': {
    nl: 'De naam is te lang (maximaal 200 tekens)',
    en: 'The name is too long (at most 200 characters)',
  },
  'credential.invalid_issuer': { nl: 'Ongeldige uitgever', en: 'Invalid issuer' },
});
