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

${what} on ${p.when}.

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

${what} op ${p.when}.

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

${what} your account on ${p.when}.

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

${what} je account op ${p.when}.

Was jij dit niet? Stel dan meteen een nieuw wachtwoord in via "Wachtwoord vergeten?" op ${p.appUrl}/auth en neem contact met ons op.

SkillsPlatform – ${p.appUrl}
`,
  };
}

/** Why every access token of an account was revoked (issue 47). */
export type TokenRevocationReason = 'passwordReset' | 'passwordChange' | 'mfaReset' | 'roleChange';

/** Security mail, always sent when tokens were revoked: which event ended them and how many. */
export function tokensRevokedMail(
  lang: ApiLanguage,
  p: { firstName: string | null; appUrl: string; when: string; count: number; reason: TokenRevocationReason },
): MailText {
  if (lang === 'en') {
    const why = {
      passwordReset: 'your password was reset',
      passwordChange: 'your password was changed',
      mfaReset: "an administrator reset your account's second sign-in factor",
      roleChange: "your account's role was changed",
    }[p.reason];
    return {
      subject: 'Your SkillsPlatform access tokens were revoked',
      text: `${greet(lang, p.firstName)}

Because ${why}, every personal access token of your account (${p.count}) was revoked on ${p.when}.
Integrations that used them no longer work: make new tokens under Profile → Security.

Was this not you? Set a new password at once via "Forgot password?" on ${p.appUrl}/auth and contact us.

SkillsPlatform – ${p.appUrl}
`,
    };
  }
  const why = {
    passwordReset: 'je wachtwoord opnieuw is ingesteld',
    passwordChange: 'je wachtwoord is gewijzigd',
    mfaReset: 'een beheerder de tweede inlogstap van je account heeft gereset',
    roleChange: 'de rol van je account is gewijzigd',
  }[p.reason];
  return {
    subject: 'Je toegangstokens voor SkillsPlatform zijn ingetrokken',
    text: `${greet(lang, p.firstName)}

Omdat ${why}, zijn op ${p.when} alle persoonlijke toegangstokens van je account ingetrokken (${p.count}).
Koppelingen die ze gebruikten werken niet meer: maak zo nodig nieuwe tokens onder Profiel → Beveiliging.

Was jij dit niet? Stel dan meteen een nieuw wachtwoord in via "Wachtwoord vergeten?" op ${p.appUrl}/auth en neem contact met ons op.

SkillsPlatform – ${p.appUrl}
`,
  };
}

/** Security mail, always sent: too many wrong codes locked the account's code step. */
export function codeLockMail(
  lang: ApiLanguage,
  p: { firstName: string | null; appUrl: string; when: string; until: string; failures: number },
): MailText {
  if (lang === 'en') {
    return {
      subject: 'Too many wrong codes for your SkillsPlatform account',
      text: `${greet(lang, p.firstName)}

On ${p.when} a wrong sign-in code was entered for your account for the ${p.failures}th time today.
Entering codes is locked until ${p.until}.

Was this not you? Then someone knows your password: set a new one at once via "Forgot password?" on ${p.appUrl}/auth.

SkillsPlatform – ${p.appUrl}
`,
    };
  }
  return {
    subject: 'Te veel onjuiste codes voor je SkillsPlatform-account',
    text: `${greet(lang, p.firstName)}

Op ${p.when} is voor de ${p.failures}e keer vandaag een onjuiste inlogcode voor je account ingevuld.
Codes invullen is geblokkeerd tot ${p.until}.

Was jij dit niet? Dan kent iemand je wachtwoord: stel meteen een nieuw wachtwoord in via "Wachtwoord vergeten?" op ${p.appUrl}/auth.

SkillsPlatform – ${p.appUrl}
`,
  };
}
