import { hasControlCharacters, looksLikeUrl } from '../../../domain/text.ts';
import type { ApiLanguage } from '../../i18n/index.ts';

/** The mails of the auth feature, Dutch and English twins (decision 201: written when queued). */
interface MailText {
  subject: string;
  text: string;
}

/**
 * The greeting with the person's first name as plain text: a name from before names were checked
 * that a mail reader would show as a link, or that holds a line break, is left out.
 */
const greet = (lang: ApiLanguage, raw: string | null) => {
  const name = raw && !looksLikeUrl(raw) && !hasControlCharacters(raw) ? raw : null;
  return lang === 'en' ? `Hello${name ? ` ${name}` : ''},` : `Hallo${name ? ` ${name}` : ''},`;
};

export function resetMail(
  lang: ApiLanguage,
  p: { firstName: string | null; link: string; minutes: number; appUrl: string },
): MailText {
  if (lang === 'en') {
    return {
      subject: 'Set a new password for SkillsPlatform',
      text: `${greet(lang, p.firstName)}

Someone (hopefully you) asked to set a new password for your SkillsPlatform account.
Open this link within ${p.minutes} minutes to choose a new password:

${p.link}

The link works once. If you did not ask for this, ignore this mail: your password stays as it is.

SkillsPlatform – ${p.appUrl}
`,
    };
  }
  return {
    subject: 'Nieuw wachtwoord instellen voor SkillsPlatform',
    text: `${greet(lang, p.firstName)}

Iemand (hopelijk jij) heeft gevraagd om een nieuw wachtwoord voor je SkillsPlatform-account.
Open binnen ${p.minutes} minuten deze link om een nieuw wachtwoord te kiezen:

${p.link}

De link werkt één keer. Heb je hier niet om gevraagd? Negeer dan deze e-mail: je wachtwoord blijft zoals het is.

SkillsPlatform – ${p.appUrl}
`,
  };
}

/** Security mail, always sent: the password of the account was changed (reset or profile). */
export function passwordChangedMail(
  lang: ApiLanguage,
  p: { firstName: string | null; appUrl: string; when: string },
): MailText {
  if (lang === 'en') {
    return {
      subject: 'Your SkillsPlatform password was changed',
      text: `${greet(lang, p.firstName)}

The password of your SkillsPlatform account was changed on ${p.when}. Every session was signed out.

Was this not you? Set a new password at once via "Forgot password?" on ${p.appUrl}/auth and check your account.

SkillsPlatform – ${p.appUrl}
`,
    };
  }
  return {
    subject: 'Je wachtwoord voor SkillsPlatform is gewijzigd',
    text: `${greet(lang, p.firstName)}

Het wachtwoord van je SkillsPlatform-account is gewijzigd op ${p.when}. Alle sessies zijn uitgelogd.

Was jij dit niet? Stel dan meteen een nieuw wachtwoord in via "Wachtwoord vergeten?" op ${p.appUrl}/auth en controleer je account.

SkillsPlatform – ${p.appUrl}
`,
  };
}

/** Security mail, always sent: a sign-in from a browser the account had not used. */
export function newSignInMail(
  lang: ApiLanguage,
  p: { firstName: string | null; appUrl: string; when: string; device: string },
): MailText {
  if (lang === 'en') {
    return {
      subject: 'New sign-in to your SkillsPlatform account',
      text: `${greet(lang, p.firstName)}

Your SkillsPlatform account was signed in to on ${p.when} from a browser it had not used before:
${p.device}

Was this you? Then you need not do anything.
Was this not you? Set a new password at once via "Forgot password?" on ${p.appUrl}/auth; that signs out every session.

SkillsPlatform – ${p.appUrl}
`,
    };
  }
  return {
    subject: 'Nieuwe inlog op je SkillsPlatform-account',
    text: `${greet(lang, p.firstName)}

Er is op ${p.when} ingelogd op je SkillsPlatform-account vanuit een browser die je account nog niet gebruikte:
${p.device}

Was jij dit? Dan hoef je niets te doen.
Was jij dit niet? Stel dan meteen een nieuw wachtwoord in via "Wachtwoord vergeten?" op ${p.appUrl}/auth; daarmee worden alle sessies uitgelogd.

SkillsPlatform – ${p.appUrl}
`,
  };
}

/** Security mail, always sent: a second sign-in factor was turned on or off (by the user or an admin). */
export function secondFactorMail(
  lang: ApiLanguage,
  p: { firstName: string | null; appUrl: string; when: string; change: 'on' | 'off' | 'adminReset' },
): MailText {
  if (lang === 'en') {
    const what = {
      on: 'Two-step verification with an authenticator app was turned on',
      off: 'Two-step verification with an authenticator app was turned off',
      adminReset:
        "An administrator removed your account's second sign-in factor at your request; every session was signed out",
    }[p.change];
    return {
      subject: 'Two-step verification of your SkillsPlatform account changed',
      text: `${greet(lang, p.firstName)}

${what} on ${p.when} (UTC).

Was this not you? Set a new password at once via "Forgot password?" on ${p.appUrl}/auth and contact us.

SkillsPlatform – ${p.appUrl}
`,
    };
  }
  const what = {
    on: 'Tweestapsverificatie met een authenticator-app is aangezet',
    off: 'Tweestapsverificatie met een authenticator-app is uitgezet',
    adminReset:
      'Een beheerder heeft op jouw verzoek de tweede inlogstap van je account verwijderd; alle sessies zijn uitgelogd',
  }[p.change];
  return {
    subject: 'Tweestapsverificatie van je SkillsPlatform-account gewijzigd',
    text: `${greet(lang, p.firstName)}

${what} op ${p.when} (UTC).

Was jij dit niet? Stel dan meteen een nieuw wachtwoord in via "Wachtwoord vergeten?" op ${p.appUrl}/auth en neem contact met ons op.

SkillsPlatform – ${p.appUrl}
`,
  };
}

/** Security mail, always sent: a passkey was added to or removed from the account. */
export function passkeyMail(
  lang: ApiLanguage,
  p: { firstName: string | null; appUrl: string; when: string; change: 'added' | 'removed'; name: string },
): MailText {
  // The name the user gave is quoted as plain text; one that looks like a link or holds a line break is left out.
  const name = !looksLikeUrl(p.name) && !hasControlCharacters(p.name) ? ` "${p.name}"` : '';
  if (lang === 'en') {
    const what = p.change === 'added' ? `A passkey${name} was added to` : `A passkey${name} was removed from`;
    return {
      subject: 'Passkeys of your SkillsPlatform account changed',
      text: `${greet(lang, p.firstName)}

${what} your account on ${p.when} (UTC).

Was this not you? Set a new password at once via "Forgot password?" on ${p.appUrl}/auth and contact us.

SkillsPlatform – ${p.appUrl}
`,
    };
  }
  const what =
    p.change === 'added'
      ? `Er is een passkey${name} toegevoegd aan`
      : `Er is een passkey${name} verwijderd van`;
  return {
    subject: 'Passkeys van je SkillsPlatform-account gewijzigd',
    text: `${greet(lang, p.firstName)}

${what} je account op ${p.when} (UTC).

Was jij dit niet? Stel dan meteen een nieuw wachtwoord in via "Wachtwoord vergeten?" op ${p.appUrl}/auth en neem contact met ons op.

SkillsPlatform – ${p.appUrl}
`,
  };
}
