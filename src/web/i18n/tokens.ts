import type { Widen } from './types.ts';

/** Texts of the personal access tokens (Profiel → Beveiliging): Dutch and English, same keys. */
export const tokensNl = {
  title: 'Toegangstokens',
  intro:
    'Een toegangstoken laat een ander systeem (HR-pakket, leerlingvolgsysteem) de API gebruiken namens jou, alleen binnen de rechten die je kiest. Nooit voor je wachtwoord, sessies of tokens.',
  name: 'Naam',
  nameHint: 'Bijvoorbeeld de naam van het systeem dat de token gebruikt',
  expires: 'Geldig',
  days: (n: number) => `${n} dagen`,
  scopes: 'Rechten',
  read: 'lezen',
  write: 'wijzigen',
  create: 'Token aanmaken',
  creating: 'Aanmaken…',
  createdTitle: 'Je nieuwe token',
  createdText: 'Kopieer hem nu: hij wordt maar één keer getoond.',
  copy: 'Kopiëren',
  copied: 'Gekopieerd',
  done: 'Klaar',
  none: 'Je hebt nog geen toegangstokens.',
  created: 'Aangemaakt',
  lastUsed: 'Laatst gebruikt',
  never: 'nooit',
  expiresOn: 'Verloopt',
  revoke: 'Intrekken',
  revoked: 'Token ingetrokken',
  failed: 'Dat is niet gelukt',
  needName: 'Geef de token een naam',
  needScope: 'Kies minstens één recht',
  password: 'Je wachtwoord',
  passwordHint: 'Ter bevestiging: een token kan namens jou werken',
  code: 'Code uit je authenticator-app',
  needPassword: 'Vul je wachtwoord in',
  needCode: 'Vul de code uit je authenticator-app in',
};

export const tokensEn: typeof tokensNl = {
  title: 'Access tokens',
  intro:
    'An access token lets another system (HR software, student information system) use the API on your behalf, only within the rights you choose. Never for your password, sessions or tokens.',
  name: 'Name',
  nameHint: 'For example the name of the system that uses the token',
  expires: 'Valid for',
  days: (n: number) => `${n} days`,
  scopes: 'Rights',
  read: 'read',
  write: 'change',
  create: 'Create token',
  creating: 'Creating…',
  createdTitle: 'Your new token',
  createdText: 'Copy it now: it is shown only once.',
  copy: 'Copy',
  copied: 'Copied',
  done: 'Done',
  none: 'You have no access tokens yet.',
  created: 'Created',
  lastUsed: 'Last used',
  never: 'never',
  expiresOn: 'Expires',
  revoke: 'Revoke',
  revoked: 'Token revoked',
  failed: 'That did not work',
  needName: 'Give the token a name',
  needScope: 'Choose at least one right',
  password: 'Your password',
  passwordHint: 'To confirm: a token can act on your behalf',
  code: 'Code from your authenticator app',
  needPassword: 'Enter your password',
  needCode: 'Enter the code from your authenticator app',
};

/** This file's section of each catalogue: nl.ts and en.ts find it by the folder layout. */
export const nl = { tokens: tokensNl };
export const en: Widen<typeof nl> = { tokens: tokensEn };

declare module './types.ts' {
  interface FeatureTexts {
    tokens: typeof tokensNl;
  }
}
