import type { Said } from '../messages/define.ts';
import { defineProblems } from './define.ts';

/** "30 seconden", "15 minuten": how long a throttled sign-in waits. */
function wait(seconds: number, [second, seconds_, minute, minutes]: readonly string[]): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} ${s === 1 ? second : seconds_}`;
  const m = Math.ceil(s / 60);
  return `${m} ${m === 1 ? minute : minutes}`;
}
const waitNl = (s: number) => wait(s, ['seconde', 'seconden', 'minuut', 'minuten']);
const waitEn = (s: number) => wait(s, ['second', 'seconds', 'minute', 'minutes']);

/** The problems of signing in and registering: passwords, second factors, passkeys and institutions (OIDC) (decision 475). */
export const AUTH_PROBLEMS = defineProblems({
  'auth.invalid_credentials': {
    status: 401,
    nl: 'Onjuist e-mailadres of wachtwoord',
    en: 'Incorrect email address or password',
  },
  'auth.email_taken': {
    status: 409,
    nl: 'Er bestaat al een account met dit e-mailadres',
    en: 'An account with this email address already exists',
  },
  'auth.weak_password': {
    status: 400,
    nl: (p: { reason: Said }) => p.reason.nl,
    en: (p: { reason: Said }) => p.reason.en,
  },
  'auth.login_throttled': {
    status: 429,
    nl: (p: { seconds: number }) =>
      `Te veel mislukte inlogpogingen. Probeer het over ${waitNl(p.seconds)} opnieuw.`,
    en: (p: { seconds: number }) =>
      `Too many failed login attempts. Please try again in ${waitEn(p.seconds)}.`,
  },
  'auth.reset_throttled': {
    status: 429,
    nl: 'Je hebt te vaak om een herstellink gevraagd. Probeer het later opnieuw.',
    en: 'You have asked for a reset link too often. Please try again later.',
  },
  'auth.reset_invalid': {
    status: 400,
    nl: 'Deze herstellink is ongeldig, al gebruikt of verlopen. Vraag een nieuwe aan.',
    en: 'This reset link is invalid, already used or expired. Please request a new one.',
  },
  'auth.wrong_password': {
    status: 400,
    nl: 'Het huidige wachtwoord is onjuist',
    en: 'The current password is incorrect',
  },
  'auth.invalid_code': {
    status: 400,
    nl: 'Onjuiste of al gebruikte code',
    en: 'Wrong or already used code',
  },
  'auth.code_required': {
    status: 400,
    nl: 'Vul ook de code uit je authenticator-app in',
    en: 'Also enter the code from your authenticator app',
  },
  'auth.code_locked': {
    status: 429,
    nl: (p: { minutes: number }) =>
      `Te veel onjuiste codes. Probeer het over ${p.minutes} ${p.minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`,
    en: (p: { minutes: number }) =>
      `Too many wrong codes. Please try again in ${p.minutes} minute${p.minutes === 1 ? '' : 's'}.`,
  },
  'auth.mfa_step_expired': {
    status: 401,
    nl: 'De inlogstap is verlopen. Log opnieuw in.',
    en: 'This sign-in step has expired. Sign in again.',
  },
  'mfa.totp_already_set': {
    status: 409,
    nl: 'Er is al een authenticator-app ingesteld',
    en: 'An authenticator app is already set up',
  },
  'mfa.totp_not_started': {
    status: 400,
    nl: 'Start eerst het instellen van de authenticator-app',
    en: 'Start setting up the authenticator app first',
  },
  'mfa.totp_not_set': {
    status: 404,
    nl: 'Er is geen authenticator-app ingesteld',
    en: 'No authenticator app is set up',
  },
  'mfa.required_for_role': {
    status: 403,
    nl: 'Voor jouw rol is tweestapsverificatie verplicht: je kunt hem niet uitzetten',
    en: 'Two-step verification is required for your role: you cannot turn it off',
  },
  'mfa.own_factor': {
    status: 403,
    nl: 'Je kunt je eigen tweede factor niet zo verwijderen',
    en: 'You cannot remove your own second factor this way',
  },
  'user.not_found': {
    status: 404,
    nl: 'Gebruiker niet gevonden',
    en: 'User not found',
  },
  'passkey.failed': {
    status: 400,
    nl: 'De passkey kon niet worden gecontroleerd. Probeer het opnieuw.',
    en: 'The passkey could not be verified. Please try again.',
  },
  'passkey.not_found': {
    status: 404,
    nl: 'Passkey niet gevonden',
    en: 'Passkey not found',
  },
  'passkey.last_factor': {
    status: 403,
    nl: 'Voor jouw rol is een tweede factor verplicht: stel eerst een andere in',
    en: 'Your role requires a second factor: set up another one first',
  },
  'oidc.unknown_provider': {
    status: 404,
    nl: 'Onbekende inlogprovider',
    en: 'Unknown sign-in provider',
  },
  'oidc.no_signup': {
    status: 401,
    nl: 'Geen aanmelding via je instelling in behandeling. Begin opnieuw.',
    en: 'No sign-up through your institution is in progress. Start again.',
  },
  'oidc.user_type_not_allowed': {
    status: 403,
    nl: 'Dit gebruikerstype kan niet inloggen via deze instelling',
    en: 'This user type cannot sign in through this institution',
  },
  'auth.institute_name_required': {
    status: 400,
    nl: 'Naam van het instituut is verplicht',
    en: 'Name of the institute is required',
  },
  'oidc.link_not_found': {
    status: 404,
    nl: 'Deze koppeling bestaat niet',
    en: 'This link does not exist',
  },
});
